import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { PaymentDetail } from '@quiz/shared/contract';
import type { ReactNode } from 'react';
import {
  DateField,
  Loading,
  ShowBase,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { BackLink } from '../common/BackLink';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { link } from '../routes';
import { dateLocale, money, playerOf, StatusTag, said, useFailureReason } from './paymentParts';
import { PAYMENTS_TEXTS } from './texts';

function Row(props: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '35%' }}>
        {translate(said(`fields.${props.label}`))}
      </TableCell>
      {/* References are long unbroken words: they wrap rather than widen the page. */}
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{props.children}</TableCell>
    </TableRow>
  );
}

const when = (value: string, locale: string) => new Date(value).toLocaleString(dateLocale(locale));

function Payment() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext<PaymentDetail>();
  const reason = useFailureReason();
  if (!record) return <Loading />;
  return (
    <>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(said(`actions.${record.action}`))} · {money(record.amount)}
          </Typography>
          <Table size="small">
            <TableBody>
              <Row label="status">
                <StatusTag status={record.status} />
              </Row>
              <Row label="player">{playerOf(record)}</Row>
              <Row label="method">
                {record.method ? translate(`payment_methods.${record.method}`) : '—'}
              </Row>
              <Row label="phone_number">{record.phone_number ?? '—'}</Row>
              {record.number_of_units !== null && (
                <Row label="number_of_units">{record.number_of_units}</Row>
              )}
              <Row label="reference">{record.reference ?? '—'}</Row>
              <Row label="provider">{record.provider ?? '—'}</Row>
              <Row label="provider_reference">{record.provider_reference ?? '—'}</Row>
              {record.failure_reason && (
                <Row label="failure_reason">{reason(record.failure_reason)}</Row>
              )}
              <Row label="created_at">
                <DateField source="created_at" showTime locales={dateLocale(locale)} />
              </Row>
              <Row label="updated_at">
                <DateField source="updated_at" showTime locales={dateLocale(locale)} />
              </Row>
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(said('events.title'))}
      </Typography>
      {/* Five columns of dates, references and notes: on a tablet they scroll in their own box. */}
      <TableContainer>
        <Table size="small" aria-label={translate(said('events.title'))}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(said('fields.created_at'))}</TableCell>
              <TableCell>{translate(said('fields.status'))}</TableCell>
              <TableCell>{translate(said('events.source'))}</TableCell>
              <TableCell>{translate(said('fields.provider_reference'))}</TableCell>
              <TableCell>{translate(said('events.detail'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {/* The list's copy shows first; the state changes come with the record itself. */}
            {(record.events ?? []).map((event) => (
              <TableRow key={`${event.created_at}-${event.status}-${event.source}`}>
                <TableCell>{when(event.created_at, locale)}</TableCell>
                <TableCell>
                  <StatusTag status={event.status} />
                </TableCell>
                <TableCell>
                  {translate(said(`events.sources.${event.source}`), { _: event.source })}
                </TableCell>
                <TableCell>{event.provider_reference ?? '—'}</TableCell>
                {/* A failure's detail is the provider's code; other details are technical notes. */}
                <TableCell>
                  {event.status === 'FAILURE' && event.detail
                    ? reason(event.detail)
                    : (event.detail ?? '')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** One purchase or cash-out: what the player sees, our and the provider's references, every state change. */
export default function PaymentShow() {
  useSectionTexts(PAYMENTS_TEXTS);
  const resource = useResourceContext() ?? 'purchases';
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 }, maxWidth: 960 }}>
      <BackLink to={link(`/${resource}`)} label={said('back')} />
      <ShowBase>
        <Payment />
      </ShowBase>
    </Box>
  );
}
