import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { ImportReport } from '@quiz/shared/contract';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { saveFile } from '../lib/save-file';
import { GAME_SHEET_TEXTS } from './texts';
import { useLanguage } from './useLanguage';

/** What a checked sheet holds: its games, or each refusal by row and column in the manager's language. */
function Report({ report }: { report: ImportReport }) {
  const translate = useTranslate();
  const language = useLanguage();
  const lacking = report.lacking_language;
  // A Kahoot quiz comes in one language: which rows lack the other, refused or not.
  const lackingAlert = lacking && lacking.rows.length > 0 && (
    <Alert severity="warning" sx={{ my: 2 }}>
      {translate(`resources.games.sheet.kahoot.lacking_${lacking.language}`, {
        rows: lacking.rows.join(', '),
      })}
      {report.status_message === 'OK' && !report.dry_run && (
        <Typography variant="body2">
          {translate('resources.games.sheet.kahoot.to_complete')}
        </Typography>
      )}
    </Alert>
  );
  if (report.sheet_errors.length === 0) {
    return (
      <>
        {lackingAlert}
        <Alert severity="success" sx={{ my: 2 }}>
          {translate(
            report.dry_run ? 'resources.games.sheet.checked' : 'resources.games.sheet.imported',
            {
              smart_count: report.games.length,
            },
          )}
        </Alert>
      </>
    );
  }
  return (
    <Box sx={{ my: 2 }}>
      {lackingAlert}
      <Alert severity="error">{translate('resources.games.sheet.refused')}</Alert>
      <Table size="small" aria-label={translate('resources.games.sheet.errors')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.games.sheet.row')}</TableCell>
            <TableCell>{translate('resources.games.sheet.column')}</TableCell>
            <TableCell>{translate('resources.games.sheet.problem')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.sheet_errors.map((error) => (
            <TableRow key={`${error.row}-${error.column}-${error.message}`}>
              <TableCell>{error.row}</TableCell>
              <TableCell>{error.column}</TableCell>
              <TableCell>{language === 'fr' ? error.fr : error.en}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * Quiz import and export: a sheet of questions (.xlsx or .csv) is checked
 * first (a dry run that stores nothing), then imported; every game can be
 * exported in the same format.
 */
export default function SheetDialog({ onClose }: { onClose: () => void }) {
  useSectionTexts(GAME_SHEET_TEXTS);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  // Kahoot's template has neither title nor second language: the manager gives them.
  const [kahootTitle, setKahootTitle] = useState('');
  const language = useLanguage();
  const [kahootLanguage, setKahootLanguage] = useState(language);

  async function send(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await dataProvider.action<ImportReport>('games', 'importSheet', {
        file,
        dryRun,
        kahoot: { language: kahootLanguage, title: kahootTitle.trim() || undefined },
      });
      setReport(answer);
      if (!dryRun && answer.status_message === 'OK') refresh();
    } catch {
      notify('resources.games.sheet.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function exportAll(format: 'xlsx' | 'csv') {
    try {
      saveFile(
        await dataProvider.action<Blob>('games', 'exportSheet', { format }),
        `games.${format}`,
      );
    } catch {
      notify('resources.games.export_failed', { type: 'error' });
    }
  }

  const checked = report?.dry_run && report.status_message === 'OK';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="sheet-title">
      <DialogTitle id="sheet-title">{translate('resources.games.sheets')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{translate('resources.games.sheet.help')}</Typography>
        <Button variant="outlined" component="label">
          {translate('resources.games.sheet.choose')}
          <input
            hidden
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={translate('resources.games.sheet.choose')}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
            }}
          />
        </Button>
        {file && <Typography sx={{ mt: 1 }}>{file.name}</Typography>}
        <Typography variant="body2" sx={{ mt: 2 }}>
          {translate('resources.games.sheet.kahoot.help')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
          <TextField
            size="small"
            label={translate('resources.games.sheet.kahoot.title')}
            value={kahootTitle}
            onChange={(event) => {
              setKahootTitle(event.target.value);
              setReport(null);
            }}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            size="small"
            label={translate('resources.games.sheet.kahoot.language')}
            value={kahootLanguage}
            onChange={(event) => {
              setKahootLanguage(event.target.value === 'fr' ? 'fr' : 'en');
              setReport(null);
            }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="fr">{translate('languages.fr')}</MenuItem>
            <MenuItem value="en">{translate('languages.en')}</MenuItem>
          </TextField>
        </Box>
        {report && <Report report={report} />}
        <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
          <Button onClick={() => exportAll('xlsx')}>
            {translate('resources.games.export_xlsx')}
          </Button>
          <Button onClick={() => exportAll('csv')}>
            {translate('resources.games.export_csv')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('actions.close')}</Button>
        <Button disabled={!file || busy} onClick={() => send(true)}>
          {translate('resources.games.sheet.check')}
        </Button>
        <Button variant="contained" disabled={!checked || busy} onClick={() => send(false)}>
          {translate('resources.games.sheet.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
