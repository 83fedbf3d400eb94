import { DateRangePicker } from '../controls/DatePicker';
import { fillMessage } from '../messages';
import { tableMessages as m } from '../messages/table';
import { useListContext } from './ListContext';

/** Props of {@link DateRangeFilter}. */
export interface DateRangeFilterProps {
  label: string;
  /** Query keys of the range's ends (`created_from`, `created_to`). */
  from: string;
  to: string;
}

/**
 * A date range filter of a list (typed as dd.mm.rrrr or picked in a calendar, pl-PL); both ends
 * live in the URL as `YYYY-MM-DD`. Clearing it removes both.
 */
export function DateRangeFilter({ label, from, to }: DateRangeFilterProps) {
  const { list } = useListContext();
  const start = list.filter(from);
  const end = list.filter(to);
  return (
    <DateRangePicker
      label={label}
      clearLabel={fillMessage(m.clearFilter, { label })}
      value={start && end ? { start, end } : null}
      onChange={(range) => list.setFilters({ [from]: range?.start, [to]: range?.end })}
    />
  );
}
