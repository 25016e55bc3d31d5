import type { Period } from '@quiz/shared/format';
import { useInput } from 'react-admin';
import { PeriodPicker } from './PeriodPicker';

/**
 * The period of a list whose filter reads from and to (YYYY-MM-DD, Douala days), as an
 * input of the list's filter form. It must live in that form: the form submits its
 * values some time after a change, merged over the filter as it was then, so a period
 * set beside the form was dropped when a channel picked just before it came through.
 * `source` names the filter for react-admin; the values are `from` and `to`.
 */
export function PeriodInput(_props: { source: string; alwaysOn?: boolean }) {
  const from = useInput({ source: 'from' });
  const to = useInput({ source: 'to' });
  const value: Partial<Period> = {
    from: from.field.value || undefined,
    to: to.field.value || undefined,
  };
  // An empty end is removed from the filter when the form submits.
  const onChange = (period: Partial<Period>) => {
    from.field.onChange(period.from ?? '');
    to.field.onChange(period.to ?? '');
  };
  return <PeriodPicker value={value} onChange={onChange} all />;
}
