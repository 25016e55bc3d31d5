import Block from '@mui/icons-material/Block';
import Download from '@mui/icons-material/Download';
import Quiz from '@mui/icons-material/QuizOutlined';
import Replay from '@mui/icons-material/Replay';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import type { AdminGame } from '@quiz/shared/contract';
import { truncate } from '@quiz/shared/format';
import { useState } from 'react';
import { Confirm, Link, useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useLanguage } from './useLanguage';

/** Game titles are cut to 60 characters on the cards (spec section 2). */
const TITLE_MAX = 60;

const personName = (person: AdminGame['manager']) =>
  person ? `${person.first_name} ${person.last_name}`.trim() : '—';

/**
 * A game's card (spec section 2 "Games management"): cover, status, title,
 * quote, indexes, creation date, a link to its questions, deactivate or
 * reactivate after a confirmation (the answer replaces the card; a failure
 * just closes the prompt, section 8), and who made or stopped it.
 */
export function GameCard(props: {
  game: AdminGame;
  onChange: (game: AdminGame) => void;
  onExport: (game: AdminGame) => void;
}) {
  const { game } = props;
  const translate = useTranslate();
  const language = useLanguage();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const title = language === 'fr' ? game.title_fr : game.title_en;
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

  return (
    <Card variant="outlined" component="article" aria-label={title} sx={{ height: '100%' }}>
      {game.cover && (
        <CardMedia
          component="img"
          height="120"
          image={game.cover}
          alt=""
          sx={{ objectFit: 'cover' }}
        />
      )}
      <CardContent>
        <Chip
          size="small"
          color={game.is_active ? 'success' : 'default'}
          label={translate(game.is_active ? 'resources.games.active' : 'resources.games.inactive')}
          sx={{ mb: 1 }}
        />
        <Typography variant="h6" component="h3" title={title}>
          {truncate(title, TITLE_MAX)}
        </Typography>
        {game.quote && (
          <Typography variant="body2" sx={{ fontStyle: 'italic', my: 1 }} lang={language}>
            « {language === 'fr' ? game.quote.quote_fr : game.quote.quote_en} » —{' '}
            {game.quote.author}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
          {game.indexes.map((index) => (
            <Chip
              key={index.id}
              size="small"
              variant="outlined"
              label={language === 'fr' ? index.label_fr : index.label_en}
            />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.games.created_on', {
            date: new Date(game.created_at).toLocaleDateString(
              language === 'fr' ? 'fr-FR' : 'en-GB',
            ),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.games.questions_count', { smart_count: game.number_of_questions })}
          {' · '}
          {translate('resources.games.plays_count', { smart_count: game.number_of_plays })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(
            game.is_active ? 'resources.games.started_by' : 'resources.games.deactivated_by',
            {
              name: personName(game.is_active ? game.manager : game.deactivator),
            },
          )}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<Quiz />}
          component={Link}
          to={createPath({ resource: 'games', type: 'show', id: game.id })}
          aria-label={`${translate('resources.games.see_questions')} ${title}`}
        >
          {translate('resources.games.see_questions')}
        </Button>
        <Button
          size="small"
          color={game.is_active ? 'error' : 'primary'}
          startIcon={game.is_active ? <Block /> : <Replay />}
          onClick={() => setConfirming(true)}
          aria-label={`${translate(`resources.games.${action}`)} ${title}`}
        >
          {translate(`resources.games.${action}`)}
        </Button>
        <Button
          size="small"
          startIcon={<Download />}
          onClick={() => props.onExport(game)}
          aria-label={`${translate('resources.games.export_one')} ${title}`}
        >
          {translate('resources.games.export_one')}
        </Button>
      </CardActions>
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
    </Card>
  );
}

export function NoGames() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <Quiz sx={{ fontSize: 96, opacity: 0.4 }} aria-hidden />
      <Typography>{translate('resources.games.empty')}</Typography>
    </Box>
  );
}
