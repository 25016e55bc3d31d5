import { type Theme, Typography, useMediaQuery } from '@mui/material';
import type { PaymentRecord } from '@quiz/shared/contract';
import { PAYMENT_METHODS, TRANSACTION_STATUSES } from '@quiz/shared/types';
import {
  DataTable,
  DateField,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCreatePath,
  useLocaleState,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { CardLine, FITS_NARROW_SCREENS, ListCards } from '../common/ListCards';
import { RowLink } from '../common/RowLink';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { PeriodInput } from '../period/PeriodInput';
import { ExportButton } from './ExportButton';
import { dateLocale, money, playerOf, StatusTag, said } from './paymentParts';
import { Totals } from './Totals';
import { PAYMENTS_TEXTS } from './texts';

const choices = (values: readonly string[], key: (value: string) => string) =>
  values.map((value) => ({ id: value, name: key(value) }));

function filtersOf(resource: string, translate: (key: string) => string) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(said('search'))} />,
    <SelectInput
      key="status"
      source="status"
      label={said('fields.status')}
      choices={choices(TRANSACTION_STATUSES, (status) => said(`statuses.${status}`))}
      alwaysOn
    />,
    <SelectInput
      key="method"
      source="method"
      label={said('fields.method')}
      choices={choices(PAYMENT_METHODS, (method) => `payment_methods.${method}`)}
      alwaysOn
    />,
    <PeriodInput key="period" source="period" alwaysOn />,
    ...(resource === 'purchases'
      ? [
          <SelectInput
            key="action"
            source="action"
            label={said('fields.action')}
            choices={choices(['buy', 'convert'], (action) => said(`actions.${action}`))}
          />,
        ]
      : []),
  ];
}

/** Phones and tablets: each payment a card of the table's columns, opening the payment. */
function PaymentCards({ resource }: { resource: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  return (
    <ListCards<PaymentRecord>
      title={(record) => `${money(record.amount)} · ${playerOf(record)}`}
      to={(record) => createPath({ resource, type: 'show', id: record.id })}
    >
      {(record) => (
        <>
          <StatusTag status={record.status} />
          <CardLine label={translate(said('fields.created_at'))}>
            {new Date(record.created_at).toLocaleString(dateLocale(locale))}
          </CardLine>
          <CardLine label={translate(said('fields.reference'))}>{record.reference}</CardLine>
          {record.method && (
            <CardLine label={translate(said('fields.method'))}>
              {translate(`payment_methods.${record.method}`)}
            </CardLine>
          )}
          {resource === 'purchases' && (
            <CardLine label={translate(said('fields.action'))}>
              {translate(said(`actions.${record.action}`))}
            </CardLine>
          )}
        </>
      )}
    </ListCards>
  );
}

/**
 * Purchases or cash-outs (ours: what a payments manager may do is not shown), newest
 * first: searched by player (name, e-mail, phone) or reference, filtered by state,
 * channel, kind and period (presets or calendars, in Douala days), with the totals per
 * channel of the same filter above and the CSV export of the list.
 * A row opens the payment with its state changes.
 */
export default function PaymentList() {
  useSectionTexts(PAYMENTS_TEXTS);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const resource = useResourceContext() ?? 'purchases';
  const purchases = resource === 'purchases';
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filtersOf(resource, translate)}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      title={`admin.sections.${resource}`}
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
      <Totals />
      {isSmall ? (
        <PaymentCards resource={resource} />
      ) : (
        <DataTable<PaymentRecord> bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="created_at" label={said('fields.created_at')}>
            <DateField source="created_at" showTime locales={dateLocale(locale)} />
          </DataTable.Col>
          <DataTable.Col
            source="reference"
            label={said('fields.reference')}
            disableSort
            render={(record) => <RowLink>{record.reference}</RowLink>}
          />
          <DataTable.Col label={said('fields.player')} render={playerOf} />
          <DataTable.Col
            label={said('fields.method')}
            render={(record) =>
              record.method ? translate(`payment_methods.${record.method}`) : ''
            }
          />
          {purchases && (
            <DataTable.Col
              label={said('fields.action')}
              render={(record) => translate(said(`actions.${record.action}`))}
            />
          )}
          {/* NumberCol would show the bare number: amounts carry their currency. */}
          <DataTable.Col
            source="amount"
            label={said('fields.amount')}
            align="right"
            render={(record) => money(record.amount)}
          />
          {purchases && (
            <DataTable.NumberCol
              source="number_of_units"
              label={said('fields.number_of_units')}
              disableSort
            />
          )}
          <DataTable.Col
            source="status"
            label={said('fields.status')}
            render={(record) => <StatusTag status={record.status} />}
          />
        </DataTable>
      )}
    </List>
  );
}
