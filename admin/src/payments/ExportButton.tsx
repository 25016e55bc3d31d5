import Download from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import {
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { saveFile } from '../lib/save-file';
import { said } from './paymentParts';

/** The list as the server writes it in CSV: the same filter and order, headings in the manager's language. */
export function ExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? 'purchases';
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort } = useListContext();
  const [language] = useLocaleState();
  const [busy, setBusy] = useState(false);

  async function onExport() {
    setBusy(true);
    try {
      const file = await dataProvider.action<Blob>(resource, 'exportCsv', {
        filter: filterValues,
        sort,
        language,
      });
      saveFile(file, `${resource}.csv`);
    } catch {
      notify(said('export_failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button startIcon={<Download />} onClick={onExport} disabled={busy} size="small">
      {translate(said('export'))}
    </Button>
  );
}
