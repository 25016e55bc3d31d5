import { paymentsStaffEn } from '@quiz/shared/i18n/payments-staff';
/** Texts of the payments screens (resources.payments), loaded with them. */
export const paymentsEn = {
  intro:
    'Every purchase and cash-out with its state changes and the provider’s references, to answer a player who asks about their money.',
  search: 'Name, e-mail, phone or reference',
  export: 'Export (.csv)',
  export_failed: 'The export failed. Please try again.',
  back: 'Back to the list',
  empty: 'Nothing matches these filters.',
  fields: {
    created_at: 'Date',
    updated_at: 'Last change',
    reference: 'Our reference',
    provider: 'Provider',
    provider_reference: 'Provider’s reference',
    player: 'Player',
    method: 'Channel',
    action: 'Kind',
    amount: 'Amount',
    number_of_units: 'Credits',
    status: 'Status',
    phone_number: 'Phone number',
    failure_reason: 'Reason of the failure',
  },
  actions: paymentsStaffEn.actions,
  statuses: paymentsStaffEn.statuses,
  failure_reasons: paymentsStaffEn.failure_reasons,
  totals: {
    title: 'Totals of the period',
    money_in: 'Money in:',
    money_out: 'Money out:',
    purchases: '%{smart_count} purchase |||| %{smart_count} purchases',
    cashouts: '%{smart_count} cash-out |||| %{smart_count} cash-outs',
    failed: 'Failed: %{purchases}, %{cashouts}',
    pending: 'Under way: %{purchases}, %{cashouts}',
  },
  events: {
    title: 'State changes',
    source: 'Source',
    detail: 'Detail',
    sources: {
      start: 'Started',
      callback: 'Provider’s notice',
      poll: 'Checked with the provider',
      expiry: 'Expired',
    },
  },
};

export default paymentsEn;
