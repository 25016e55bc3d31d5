import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Edit from '@mui/icons-material/Edit';
import Leaderboard from '@mui/icons-material/Leaderboard';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import {
  Confirm,
  Link,
  useCreatePath,
  useDelete,
  useGetIdentity,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { displayIdentifier } from '../common/identifier';
import type { Manager } from '../dataProvider/managers';
import { cardActions } from './functions';

const ManagerScore = lazy(() => import('./ManagerScore'));

/** A manager's card: names, identifier, and the edit, remove and score buttons. */
export function ManagerCard({ manager }: { manager: Manager }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const createPath = useCreatePath();
  const [confirming, setConfirming] = useState(false);
  const [scoring, setScoring] = useState(false);
  const [remove, { isPending }] = useDelete<Manager>();
  const ownId = useGetIdentity().identity?.id;
  const offered = cardActions(manager.id, ownId);
  const name =
    `${manager.first_name} ${manager.last_name}`.trim() ||
    displayIdentifier(manager.email_phone_number);

  const onRemove = () =>
    remove(
      'managers',
      { id: manager.id, previousData: manager },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('resources.managers.remove.done', { type: 'info', messageArgs: { name } });
          refresh();
        },
        onError: (error) => {
          setConfirming(false);
          const reason = (error as { body?: { errors?: Record<string, string> } }).body?.errors
            ?.user_id;
          notify('resources.managers.remove.failed', {
            type: 'error',
            messageArgs: { reason: reason ? translate(reason) : '' },
          });
        },
      },
    );

  return (
    <Card variant="outlined" component="article" aria-label={name} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="caption" color="text.secondary">
          {translate('labels.first_name')}
        </Typography>
        <Typography gutterBottom>{manager.first_name || '—'}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('labels.last_name')}
        </Typography>
        <Typography gutterBottom>{manager.last_name || '—'}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('labels.email_or_phone')}
        </Typography>
        <Typography sx={{ wordBreak: 'break-all' }}>
          {displayIdentifier(manager.email_phone_number)}
        </Typography>
        {/* The reason once the reader is known: before, no card is known to be theirs. */}
        {ownId !== undefined && !offered.includes('remove') && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.managers.own_card')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        {offered.includes('edit') && (
          <Button
            size="small"
            startIcon={<Edit />}
            component={Link}
            to={createPath({ resource: 'managers', type: 'edit', id: manager.id })}
            aria-label={`${translate('actions.edit')} ${name}`}
          >
            {translate('actions.edit')}
          </Button>
        )}
        {offered.includes('remove') && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutline />}
            onClick={() => setConfirming(true)}
            aria-label={`${translate('resources.managers.remove.button')} ${name}`}
          >
            {translate('resources.managers.remove.button')}
          </Button>
        )}
        <Button
          size="small"
          startIcon={<Leaderboard />}
          onClick={() => setScoring(true)}
          aria-label={`${translate('resources.managers.score')} ${name}`}
        >
          {translate('resources.managers.score')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.managers.remove.title"
        content="resources.managers.remove.question"
        translateOptions={{ name }}
        confirm="actions.yes"
        cancel="actions.no"
        onConfirm={onRemove}
        onClose={() => setConfirming(false)}
      />
      {scoring && (
        <Suspense fallback={null}>
          <ManagerScore id={manager.id} name={name} onClose={() => setScoring(false)} />
        </Suspense>
      )}
    </Card>
  );
}
