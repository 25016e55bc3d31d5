import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ChannelTotals } from '@quiz/shared/contract';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { money, said } from './paymentParts';

function Channel({ totals }: { totals: ChannelTotals }) {
  const translate = useTranslate();
  // "1 purchase, 2 cash-outs": each count with its own plural.
  const counts = (purchases: number, cashouts: number) => ({
    purchases: translate(said('totals.purchases'), { smart_count: purchases }),
    cashouts: translate(said('totals.cashouts'), { smart_count: cashouts }),
  });
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={translate(`payment_methods.${totals.id}`)}
    >
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate(`payment_methods.${totals.id}`)}
        </Typography>
        <Typography>
          {translate(said('totals.money_in'))} <strong>{money(totals.purchased_amount)}</strong> (
          {translate(said('totals.purchases'), { smart_count: totals.purchases })})
        </Typography>
        <Typography>
          {translate(said('totals.money_out'))} <strong>{money(totals.cashed_out_amount)}</strong> (
          {translate(said('totals.cashouts'), { smart_count: totals.cashouts })})
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(
            said('totals.failed'),
            counts(totals.purchases_failed, totals.cashouts_failed),
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(
            said('totals.pending'),
            counts(totals.purchases_pending, totals.cashouts_pending),
          )}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * Money in and out per channel over the list's own filter (state, channel, search,
 * period), with what failed or is under way: the figures payments staff compare with
 * the providers' own.
 */
export function Totals() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { data } = useGetList<ChannelTotals>('paymentTotals', {
    filter: filterValues,
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'id', order: 'ASC' },
  });
  if (!data?.length) return null;
  return (
    <Box component="section" aria-label={translate(said('totals.title'))} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(said('totals.title'))}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, 1fr)' } }}>
        {data.map((totals) => (
          <Channel key={totals.id} totals={totals} />
        ))}
      </Box>
    </Box>
  );
}
