import type { Period } from '@quiz/shared/format';
import { useListContext } from 'react-admin';
import { PeriodPicker } from './PeriodPicker';

/** The period of a list whose filter reads from and to (YYYY-MM-DD, Douala days). */
export function ListPeriod() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const value: Partial<Period> = { from: filterValues.from, to: filterValues.to };
  const onChange = (period: Partial<Period>) => {
    const { from: _from, to: _to, ...others } = filterValues;
    setFilters(
      {
        ...others,
        ...(period.from && { from: period.from }),
        ...(period.to && { to: period.to }),
      },
      displayedFilters,
    );
  };
  return <PeriodPicker value={value} onChange={onChange} all />;
}
