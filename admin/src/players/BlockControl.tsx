import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import type { PlayerSupport } from '@quiz/shared/contract';
import { BLOCK_REASONS, type BlockReason } from '@quiz/shared/types';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { said } from './texts';

/** The block dialog: a reason the player is told, a note for managers, then a confirmation. */
function BlockDialog(props: { player: PlayerSupport; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [reason, setReason] = useState<BlockReason | ''>('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  async function block() {
    if (!reason) return;
    setBusy(true);
    try {
      await dataProvider.action('players', 'block', {
        id: props.player.id,
        reason,
        ...(note.trim() && { note: note.trim() }),
      });
      notify(said('block.done'), { type: 'success' });
      refresh();
      props.onClose();
    } catch {
      notify(said('block.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(said('block.action'))}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(said('block.explain'))}</DialogContentText>
        <TextField
          select
          fullWidth
          required
          label={translate(said('block.reason'))}
          value={reason}
          onChange={(event) => setReason(event.target.value as BlockReason)}
          sx={{ mb: 2 }}
        >
          {BLOCK_REASONS.map((code) => (
            <MenuItem key={code} value={code}>
              {translate(said(`block.reasons.${code}`))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={translate(said('block.note'))}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" disabled={!reason || busy} onClick={block}>
          {translate(said('block.confirm'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A super manager's block or unblock of an account (the server refuses anyone else):
 * blocking asks for the reason the player will read.
 */
export function BlockControl({ player }: { player: PlayerSupport }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState<'block' | 'unblock' | null>(null);

  async function unblock() {
    try {
      await dataProvider.action('players', 'unblock', { id: player.id });
      notify(said('block.undone'), { type: 'success' });
      refresh();
    } catch {
      notify(said('block.failed'), { type: 'error' });
    } finally {
      setOpen(null);
    }
  }

  return (
    <>
      {player.is_blocked ? (
        <Button variant="outlined" onClick={() => setOpen('unblock')}>
          {translate(said('block.unblock'))}
        </Button>
      ) : (
        <Button variant="outlined" color="error" onClick={() => setOpen('block')}>
          {translate(said('block.action'))}
        </Button>
      )}
      {open === 'block' && <BlockDialog player={player} onClose={() => setOpen(null)} />}
      <Confirm
        isOpen={open === 'unblock'}
        title={said('block.unblock')}
        content={said('block.unblock_question')}
        onConfirm={unblock}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
