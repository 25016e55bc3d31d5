/** Texts of the period picker (resources.period), loaded with the screens that show it. */
export const periodEn = {
  label: 'Period',
  all: 'All dates',
  presets: {
    today: 'Today',
    yesterday: 'Yesterday',
    this_week: 'This week',
    last_7_days: 'Last 7 days',
    this_month: 'This month',
    last_month: 'Last month',
  },
  custom: 'Custom',
  from: 'From',
  to: 'To',
  days: 'From %{from} to %{to}',
  douala: 'Days in Cameroon time',
};

export default periodEn;
