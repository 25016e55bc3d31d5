import Download from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { AuditArea, AuditEntry, ManagerRecord } from '@quiz/shared/contract';
import { allFields, changedFields, type FieldChange, recordName } from '@quiz/shared/format';
import { auditTexts } from '@quiz/shared/i18n/audit';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  FilterButton,
  List,
  SelectInput,
  TopToolbar,
  useDataProvider,
  useGetList,
  useListContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CardLine, FITS_NARROW_SCREENS, ListCards } from '../common/ListCards';
import type { AppDataProvider } from '../dataProvider';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { saveFile } from '../lib/save-file';
import { PeriodInput } from '../period/PeriodInput';
import { AUDIT_TEXTS } from './texts';

/** Every area, checked complete against the contract's type (its values would bring the schemas). */
const AREAS = {
  games: 1,
  game_indexes: 1,
  badge_types: 1,
  quotes: 1,
  ad_partners: 1,
  ad_subscriptions: 1,
  ads: 1,
  managers: 1,
  players: 1,
  reconciliation: 1,
  pricing: 1,
} satisfies Record<AuditArea, 1>;

const said = (key: string) => `resources.audit.${key}`;
const choicesOf = (keys: string[], group: string) =>
  keys.map((key) => ({ id: key, name: said(`${group}.${key}`) }));

/** How many changes a row shows before "+N other fields": the rest is one click away. */
const SHOWN_CHANGES = 3;

const language = (locale: string) => (locale === 'fr' ? 'fr' : 'en');

function useFilters() {
  const { data: managers } = useGetList<ManagerRecord>('managers', {
    pagination: { page: 1, perPage: 100 },
  });
  const [locale] = useLocaleState();
  return [
    <SelectInput
      key="manager_id"
      source="manager_id"
      label={said('fields.manager')}
      choices={(managers ?? []).map((manager) => ({
        id: manager.id,
        name: `${manager.first_name} ${manager.last_name}`.trim() || manager.email_phone_number,
      }))}
      translateChoice={false}
      alwaysOn
    />,
    <SelectInput
      key="area"
      source="area"
      label={said('fields.area')}
      choices={choicesOf(Object.keys(AREAS), 'areas')}
      alwaysOn
    />,
    <SelectInput
      key="action"
      source="action"
      label={said('fields.action')}
      choices={choicesOf(Object.keys(auditTexts[language(locale)].actions), 'actions')}
      alwaysOn
    />,
    <PeriodInput key="period" source="period" alwaysOn />,
  ];
}

/** The trail as the server writes it in CSV, in words, with the list's filter. */
function ExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  async function onExport() {
    setBusy(true);
    try {
      const file = await dataProvider.action<Blob>('audit', 'exportCsv', {
        filter: filterValues,
        language: language(locale),
      });
      saveFile(file, 'audit.csv');
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

function Changes({ changes }: { changes: FieldChange[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  const rest = changes.length - SHOWN_CHANGES;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.slice(0, SHOWN_CHANGES).map((change) => (
        <li key={change.field}>
          {change.label}
          {colon}
          {change.before} → {change.after}
        </li>
      ))}
      {rest > 0 && <li>{translate(said('more'), { smart_count: rest })}</li>}
    </Box>
  );
}

/** A row opened: the whole record before and after, changed fields in bold. */
function Detail() {
  const translate = useTranslate();
  const entry = useRecordContext<AuditEntry>();
  const [locale] = useLocaleState();
  if (!entry) return null;
  const lang = language(locale);
  const fields = allFields(entry.before, entry.after, auditTexts[lang], lang);
  return (
    <Table size="small" aria-label={recordName(entry.after ?? entry.before, lang, entry.entity_id)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(said('fields.field'))}</TableCell>
          <TableCell>{translate(said('fields.before'))}</TableCell>
          <TableCell>{translate(said('fields.after'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => (
          <TableRow key={field.field} sx={{ fontWeight: field.changed ? 600 : 400 }}>
            <TableCell sx={{ fontWeight: 'inherit' }}>{field.label}</TableCell>
            <TableCell sx={{ fontWeight: 'inherit' }}>{field.before}</TableCell>
            <TableCell sx={{ fontWeight: 'inherit' }}>{field.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The audit trail (ours, read through ra-data-simple-rest): who changed what, newest
 * first, each change in words (the record's name, each field's label, before and after),
 * filtered by manager, area, action and period, exported as the server writes it.
 */
export default function AuditList() {
  useSectionTexts(AUDIT_TEXTS);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = language(locale);
  const filters = useFilters();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      title="resources.audit.name"
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
      empty={false}
      sx={FITS_NARROW_SCREENS}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate(said('intro'))}
      </Typography>
      {isSmall ? (
        <ListCards<AuditEntry>
          title={(entry) => recordName(entry.after ?? entry.before, lang, entry.entity_id)}
        >
          {(entry) => (
            <>
              <CardLine label={translate(said('fields.created_at'))}>
                {new Date(entry.created_at).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB')}
              </CardLine>
              <CardLine label={translate(said('fields.manager'))}>
                {`${entry.manager.first_name} ${entry.manager.last_name}`}
              </CardLine>
              <CardLine label={translate(said('fields.action'))}>
                {translate(said(`areas.${entry.area}`), { _: entry.area })} ·{' '}
                {translate(said(`actions.${entry.action}`), { _: entry.action })}
              </CardLine>
              <Changes changes={changedFields(entry.before, entry.after, auditTexts[lang], lang)} />
            </>
          )}
        </ListCards>
      ) : (
        <DataTable<AuditEntry> bulkActionButtons={false} rowClick="expand" expand={<Detail />}>
          <DataTable.Col source="created_at" label={said('fields.created_at')}>
            <DateField source="created_at" showTime locales={lang === 'fr' ? 'fr-FR' : 'en-GB'} />
          </DataTable.Col>
          <DataTable.Col
            label={said('fields.manager')}
            render={(entry) => `${entry.manager.first_name} ${entry.manager.last_name}`}
          />
          <DataTable.Col
            source="area"
            label={said('fields.area')}
            render={(entry) => translate(said(`areas.${entry.area}`), { _: entry.area })}
          />
          <DataTable.Col
            label={said('fields.action')}
            render={(entry) => translate(said(`actions.${entry.action}`), { _: entry.action })}
          />
          <DataTable.Col
            label={said('fields.record')}
            render={(entry) => recordName(entry.after ?? entry.before, lang, entry.entity_id)}
          />
          <DataTable.Col
            label={said('fields.changes')}
            render={(entry) => (
              <Changes changes={changedFields(entry.before, entry.after, auditTexts[lang], lang)} />
            )}
          />
        </DataTable>
      )}
    </List>
  );
}
