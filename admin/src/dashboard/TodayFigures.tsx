import { Box, Card, CardContent, Typography } from '@mui/material';
import type { AdminStats, ChannelTotals } from '@quiz/shared/contract';
import { businessDay, formatMoney, presetPeriod } from '@quiz/shared/format';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { link } from '../routes';
import { DASHBOARD_TEXTS, said } from './texts';

function Figure(props: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="article" aria-label={translate(said(props.label))}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate(said(props.label))}
        </Typography>
        {props.children}
      </CardContent>
    </Card>
  );
}

/** The day's plays and new players, from the statistics of the day. */
function useDayStats(day: string, wanted: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [stats, setStats] = useState<AdminStats | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const parts = { year, month, day: date };
    dataProvider.action<AdminStats>('stats', 'range', { from: parts, to: parts }).then(
      (answer) => live && setStats(answer),
      (error) => console.warn(error),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, day, wanted]);
  return stats;
}

/**
 * The day (Douala): money in and out by channel, cash-outs under way and what they
 * hold, failed payments; on the super board, new players and plays too (`money`
 * leaves them out: the payments managers' own figures).
 */
export default function TodayFigures(props: { money?: boolean }) {
  useSectionTexts(DASHBOARD_TEXTS);
  const translate = useTranslate();
  const today = presetPeriod('today', Date.now());
  const { data: channels } = useGetList<ChannelTotals>('paymentTotals', {
    filter: today,
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'id', order: 'ASC' },
  });
  const stats = useDayStats(businessDay(Date.now()), !props.money);
  const sum = (key: keyof ChannelTotals) =>
    (channels ?? []).reduce((total, channel) => total + Number(channel[key]), 0);
  const perChannel = (key: 'purchased_amount' | 'cashed_out_amount') =>
    (channels ?? []).map((channel) => (
      <Typography key={channel.id}>
        {translate(`payment_methods.${channel.id}`)} <strong>{formatMoney(channel[key])}</strong>
      </Typography>
    ));
  return (
    <Box component="section" aria-label={translate(said('title'))} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(said('title'))}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
        <Figure label="money_in">{perChannel('purchased_amount')}</Figure>
        <Figure label="money_out">{perChannel('cashed_out_amount')}</Figure>
        <Figure label="pending_cashouts">
          <Typography>
            {translate(said('pending_amount'), {
              smart_count: sum('cashouts_pending'),
              amount: formatMoney(sum('cashouts_pending_amount')),
            })}
          </Typography>
        </Figure>
        <Figure label="failed">
          <Typography>
            {translate(said('failed_count'), {
              purchases: translate(said('purchases'), { smart_count: sum('purchases_failed') }),
              cashouts: translate(said('cashouts'), { smart_count: sum('cashouts_failed') }),
            })}
          </Typography>
        </Figure>
        {!props.money && (
          <>
            <Figure label="new_players">
              <Typography variant="h5">{stats ? stats.new_players : '…'}</Typography>
            </Figure>
            <Figure label="plays">
              <Typography variant="h5">
                {stats ? stats.solos + stats.challenge_participations : '…'}
              </Typography>
            </Figure>
          </>
        )}
      </Box>
      <Link to={`${link('/purchases')}?${new URLSearchParams({ filter: JSON.stringify(today) })}`}>
        {translate(said('see_payments'))}
      </Link>
    </Box>
  );
}
