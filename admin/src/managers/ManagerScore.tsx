import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import type { ManagerScore as Score } from '@quiz/shared/contract';
import { Loading, useGetList, useTranslate } from 'react-admin';

const FIGURES = ['games', 'active_games', 'plays', 'players'] as const;

/**
 * A manager's score (the card's score button, left open by the spec): the
 * games they created, those still active, the plays and the players they
 * got, read from the manager-scores list (ra-data-simple-rest).
 */
export default function ManagerScore(props: { id: number; name: string; onClose: () => void }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<Score>('manager-scores', {
    filter: { user_id: props.id },
    pagination: { page: 1, perPage: 1 },
  });
  const score = data?.[0];
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="manager-score-title">
      <DialogTitle id="manager-score-title">
        {translate('resources.managers.score_title', { name: props.name })}
      </DialogTitle>
      <DialogContent>
        {isPending ? (
          <Loading />
        ) : error || !score ? (
          <Typography role="alert">{translate('shell.something_wrong')}</Typography>
        ) : (
          <Table size="small">
            <TableBody>
              {FIGURES.map((figure) => (
                <TableRow key={figure}>
                  <TableCell component="th" scope="row">
                    {translate(`resources.managers.figures.${figure}`)}
                  </TableCell>
                  <TableCell align="right">{score[figure]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
