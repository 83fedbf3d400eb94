import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
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

function toDate(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

const segment =
  'rounded px-0.5 tabular-nums outline-none data-[placeholder]:text-text-muted data-[focused]:bg-primary-700 data-[focused]:text-on-primary';

/**
 * A date range filter of a list (typed as dd.mm.rrrr or picked in a calendar, pl-PL); both ends
 * live in the URL as `YYYY-MM-DD`. Clearing it removes both.
 */
export function DateRangeFilter({ label, from, to }: DateRangeFilterProps) {
  const { list } = useListContext();
  const start = toDate(list.filter(from));
  const end = toDate(list.filter(to));
  return (
    <DateRangePicker
      className="flex flex-col gap-1"
      value={start && end ? { start, end } : null}
      onChange={(range) =>
        list.setFilters({ [from]: range?.start.toString() ?? undefined, [to]: range?.end.toString() ?? undefined })
      }
    >
      <Label className="text-sm font-medium">{label}</Label>
      <Group className="flex h-11 items-center gap-1 rounded-md border border-border-strong bg-surface px-3 focus-within:ring-2 focus-within:ring-focus">
        <DateInput slot="start" className="flex">
          {(s) => <DateSegment segment={s} className={segment} />}
        </DateInput>
        <span aria-hidden="true" className="px-1 text-text-muted">
          –
        </span>
        <DateInput slot="end" className="flex">
          {(s) => <DateSegment segment={s} className={segment} />}
        </DateInput>
        <Button className="ml-1 rounded px-1 text-text-muted outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus">
          ▾
        </Button>
        {start || end ? (
          <Button
            aria-label={fillMessage(m.clearFilter, { label })}
            onPress={() => list.setFilters({ [from]: undefined, [to]: undefined })}
            className="rounded px-1 text-text-muted outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
          >
            ✕
          </Button>
        ) : null}
      </Group>
      <Popover className="rounded-lg border border-border bg-surface-raised p-3 shadow-xl">
        <Dialog className="outline-none">
          <RangeCalendar>
            <header className="mb-2 flex items-center justify-between gap-2">
              <Button
                slot="previous"
                className="rounded px-2 py-1 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
              >
                ‹
              </Button>
              <Heading className="font-semibold" />
              <Button
                slot="next"
                className="rounded px-2 py-1 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
              >
                ›
              </Button>
            </header>
            <CalendarGrid className="border-separate border-spacing-0.5">
              {(date) => (
                <CalendarCell
                  date={date}
                  className="flex size-9 items-center justify-center rounded outline-none data-[outside-month]:invisible data-[selected]:bg-primary-100 data-[selection-end]:bg-primary-700 data-[selection-start]:bg-primary-700 data-[selection-end]:text-on-primary data-[selection-start]:text-on-primary data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:bg-surface-sunken dark:data-[selected]:bg-primary-900"
                />
              )}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
