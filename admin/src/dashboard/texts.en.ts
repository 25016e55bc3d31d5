/** Texts of the day's figures on the super board (resources.dashboard), loaded with them. */
export const dashboardEn = {
  title: 'Today (Cameroon time)',
  money_in: 'Money in',
  money_out: 'Money out',
  pending_cashouts: 'Cash-outs under way',
  pending_amount:
    '%{smart_count} cash-out, %{amount} held |||| %{smart_count} cash-outs, %{amount} held',
  failed: 'Failed payments',
  failed_count: '%{purchases}, %{cashouts}',
  purchases: '%{smart_count} purchase |||| %{smart_count} purchases',
  cashouts: '%{smart_count} cash-out |||| %{smart_count} cash-outs',
  new_players: 'New players',
  plays: 'Plays',
  see_payments: 'See today’s purchases',
  trend: {
    title: 'The last 30 days (Cameroon time)',
    new_players: 'New players',
    plays: 'Plays',
    loading: 'Loading the last 30 days…',
    failed: 'The last 30 days could not be loaded.',
  },
};

export default dashboardEn;
