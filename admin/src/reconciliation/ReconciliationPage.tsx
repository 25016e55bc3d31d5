import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import {
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
import {
  type Finding,
  type Reconciliation,
  STATEMENT_SOURCES,
  type StatementImport,
  type StatementSource,
} from '@quiz/shared/contract';
import { formatDateTime, formatMoney, type Period, presetPeriod } from '@quiz/shared/format';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Loading, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { saveFile } from '../lib/save-file';
import { PeriodPicker } from '../period/PeriodPicker';
import { RECONCILIATION_TEXTS, said } from './texts';

type Side = Finding['ours'];

function SideCell({ side }: { side: Side }) {
  if (!side) return <TableCell>—</TableCell>;
  return (
    <TableCell>
      <Typography variant="body2">{formatMoney(side.amount)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {side.reference ?? side.id}
      </Typography>
    </TableCell>
  );
}

/** The statements imported, newest first: what each file gave and when. */
function Imports(props: { round: number; language: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [imports, setImports] = useState<StatementImport[]>([]);
  const { round } = props;
  useEffect(() => {
    let live = true;
    dataProvider.action<StatementImport[]>('reconciliation', 'imports', { round }).then(
      (list) => live && setImports(list),
      (error) => console.warn(error),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, round]);
  if (imports.length === 0) return null;
  const columns = ['file', 'source', 'lines', 'skipped', 'at'] as const;
  return (
    <Box component="section" aria-label={translate(said('imports.title'))}>
      <Typography variant="h6" component="h2">
        {translate(said('imports.title'))}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{translate(said(`imports.${column}`))}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {imports.map((read) => (
            <TableRow key={read.id}>
              <TableCell>{read.file_name}</TableCell>
              <TableCell>{translate(said(`sources.${read.source}`))}</TableCell>
              <TableCell>{read.lines}</TableCell>
              <TableCell>{read.skipped.map((row) => row.row).join(', ') || '0'}</TableCell>
              <TableCell>
                {formatDateTime(read.created_at, props.language === 'fr' ? 'fr' : 'en')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The note a difference is resolved with. */
function ResolveDialog(props: { finding: Finding; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      await dataProvider.action('reconciliation', 'resolve', {
        finding: props.finding.key,
        note: note.trim(),
      });
      notify(said('saved'), { type: 'success' });
      props.onSaved();
    } catch {
      notify(said('save_failed'), { type: 'error' });
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {translate(said('title'), { kind: translate(said(`kinds.${props.finding.kind}`)) })}
      </DialogTitle>
      <DialogContent>
        <TextField
          label={translate(said('note'))}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          required
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('actions.cancel')}</Button>
        <Button variant="contained" disabled={busy || !note.trim()} onClick={save}>
          {translate(said('save'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Why an import was refused, in words: the file itself, or a column its mapping needs. */
function reasonOf(error: unknown, translate: ReturnType<typeof useTranslate>) {
  const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
  const column = Object.keys(errors).find((field) => field.startsWith('columns.'));
  if (column) return translate(said('reasons.columns'), { column: column.slice(8) });
  if (errors.file) return translate(said('reasons.file'));
  return translate(said('reasons.other'));
}

/**
 * Reconciliation with the operators (ours, docs/reconciliation.md): payments
 * staff import a source's statement and read, over Douala days, what differs
 * from our orders; each difference can be resolved with a note, a day exported.
 */
export default function ReconciliationPage() {
  useSectionTexts(RECONCILIATION_TEXTS);
  const translate = useTranslate();
  const notify = useNotify();
  const [language] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [source, setSource] = useState<StatementSource>('mtn_momo');
  const [value, setValue] = useState<Partial<Period>>(() => presetPeriod('today', Date.now()));
  const [answer, setAnswer] = useState<Reconciliation | null | undefined>(undefined);
  const [resolving, setResolving] = useState<Finding | null>(null);
  const [imported, setImported] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const { from, to } = value;
  const period = from && to ? { from, to } : null;

  /** Reads the findings; the answer of an older call, overtaken, is dropped. */
  const load = useCallback(() => {
    if (!from || !to) return () => {};
    let live = true;
    setAnswer(undefined);
    dataProvider.action<Reconciliation>('reconciliation', 'findings', { source, from, to }).then(
      (found) => live && setAnswer(found),
      (error) => {
        console.warn(error);
        if (live) setAnswer(null);
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, source, from, to]);

  useEffect(() => load(), [load]);
  const reload = () => {
    load();
  };

  async function upload(file: File | undefined) {
    if (!file) return;
    try {
      const read = await dataProvider.action<StatementImport>('reconciliation', 'importStatement', {
        source,
        file,
      });
      notify(
        read.created
          ? translate(said('imported'), { lines: read.lines, skipped: read.skipped.length })
          : translate(said('known')),
        { type: read.created ? 'success' : 'info' },
      );
      setImported((n) => n + 1);
      reload();
    } catch (error) {
      notify(translate(said('import_failed'), { reason: reasonOf(error, translate) }), {
        type: 'error',
      });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function exportDay() {
    if (!period || period.from !== period.to) return;
    try {
      const file = await dataProvider.action<Blob>('reconciliation', 'exportDay', {
        source,
        day: period.from,
        language,
      });
      saveFile(file, `reconciliation-${source}-${period.from}.csv`);
    } catch {
      notify(said('export_failed'), { type: 'error' });
    }
  }

  const differences = answer?.findings.filter((finding) => finding.kind !== 'matched') ?? [];
  const oneDay = period !== null && period.from === period.to;

  return (
    <Box sx={{ mt: 2, mb: 10, mx: { xs: 1, sm: 0 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate(said('source'))}
          value={source}
          onChange={(event) => setSource(event.target.value as StatementSource)}
          sx={{ minWidth: 220 }}
        >
          {STATEMENT_SOURCES.map((option) => (
            <MenuItem key={option} value={option}>
              {translate(said(`sources.${option}`))}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<UploadFile />}
          onClick={() => fileInput.current?.click()}
        >
          {translate(said('import'))}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label={translate(said('import'))}
          onChange={(event) => upload(event.target.files?.[0])}
        />
        <Button
          startIcon={<Download />}
          onClick={exportDay}
          disabled={!oneDay}
          title={oneDay ? undefined : translate(said('only_one_day'))}
        >
          {translate(said('export'))}
        </Button>
      </Box>
      <PeriodPicker value={value} onChange={setValue} />
      {period && answer === undefined && <Loading />}
      {answer === null && <Typography role="status">{translate(said('failed'))}</Typography>}
      {answer && (
        <Typography role="status">
          {translate(said('counts'), {
            matched: answer.counts.matched ?? 0,
            differences: differences.length,
          })}
        </Typography>
      )}
      {answer && answer.findings.length === 0 && (
        <Typography>{translate(said('empty'))}</Typography>
      )}
      {answer && differences.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['kind', 'fields', 'ours', 'theirs', 'resolution'] as const).map((column) => (
                <TableCell key={column}>{translate(said(`columns.${column}`))}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {differences.map((finding) => (
              <TableRow key={`${finding.kind}-${finding.key}`}>
                <TableCell>{translate(said(`kinds.${finding.kind}`))}</TableCell>
                <TableCell>
                  {finding.fields.map((field) => translate(said(`fields.${field}`))).join(', ')}
                </TableCell>
                <SideCell side={finding.ours} />
                <SideCell side={finding.theirs} />
                <TableCell>
                  {finding.resolved ? (
                    translate(said('resolved'), { note: finding.resolved.note })
                  ) : (
                    <Button size="small" onClick={() => setResolving(finding)}>
                      {translate(said('resolve'))}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Imports round={imported} language={language} />
      {resolving && (
        <ResolveDialog
          finding={resolving}
          onClose={() => setResolving(null)}
          onSaved={() => {
            setResolving(null);
            reload();
          }}
        />
      )}
    </Box>
  );
}
