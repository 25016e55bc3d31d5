import Block from '@mui/icons-material/Block';
import Download from '@mui/icons-material/Download';
import Quiz from '@mui/icons-material/QuizOutlined';
import Replay from '@mui/icons-material/Replay';
import { Button, IconButton, Tooltip } from '@mui/material';
import type { AdminGame } from '@quiz/shared/contract';
import { type ReactElement, useState } from 'react';
import { Confirm, Link, useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

/**
 * What a manager does with a game, on its card or its row (spec section 2): open its
 * questions, deactivate or reactivate it after a confirmation (a failure just closes
 * the prompt, section 8), export it. Each button names the game for screen readers.
 */
export function GameActions(props: {
  game: AdminGame;
  title: string;
  onChange: (game: AdminGame) => void;
  onExport: (game: AdminGame) => void;
  /** Icons with a tooltip, as the grid's rows show them; buttons with words otherwise. */
  compact?: boolean;
}) {
  const { game, title } = props;
  const translate = useTranslate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const action = game.is_active ? 'deactivate' : 'reactivate';

  async function onConfirm() {
    setPending(true);
    try {
      props.onChange(await dataProvider.action<AdminGame>('games', action, { id: game.id }));
    } catch (error) {
      console.warn(error);
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }

  const ActionButton = props.compact ? IconAction : TextAction;
  return (
    <>
      <ActionButton
        icon={<Quiz />}
        label={translate('resources.games.see_questions')}
        name={title}
        component={Link}
        to={createPath({ resource: 'games', type: 'show', id: game.id })}
      />
      <ActionButton
        icon={game.is_active ? <Block /> : <Replay />}
        label={translate(`resources.games.${action}`)}
        name={title}
        color={game.is_active ? 'error' : 'primary'}
        onClick={() => setConfirming(true)}
      />
      <ActionButton
        icon={<Download />}
        label={translate('resources.games.export_one')}
        name={title}
        onClick={() => props.onExport(game)}
      />
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={`resources.games.${action}_title`}
        content={`resources.games.${action}_question`}
        translateOptions={{ title }}
        confirm="actions.yes"
        cancel="actions.no"
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

interface ActionProps {
  icon: ReactElement;
  /** what the action does, shown or told */
  label: string;
  /** the game it acts on, told to screen readers */
  name: string;
  color?: 'error' | 'primary';
  onClick?: () => void;
  component?: typeof Link;
  to?: string;
}

function TextAction({ icon, label, name, ...rest }: ActionProps) {
  return (
    <Button size="small" startIcon={icon} aria-label={`${label} ${name}`} {...rest}>
      {label}
    </Button>
  );
}

function IconAction({ icon, label, name, color, ...rest }: ActionProps) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" color={color ?? 'primary'} aria-label={`${label} ${name}`} {...rest}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
