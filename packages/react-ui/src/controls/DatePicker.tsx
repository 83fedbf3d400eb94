import { type CalendarDate, parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  DatePicker as AriaDatePicker,
  DateRangePicker as AriaDateRangePicker,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, INPUT_BOX } from './fieldParts';

/** `YYYY-MM-DD` as react-aria's calendar date; null for empty or invalid text. */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

const SEGMENT =
  'rounded px-0.5 tabular-nums outline-none data-[placeholder]:text-text-muted data-[focused]:bg-primary-700 data-[focused]:text-on-primary';
const CELL =
  'flex size-9 items-center justify-center rounded outline-none data-[disabled]:opacity-40 data-[outside-month]:invisible data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:bg-surface-sunken data-[selected]:bg-primary-700 data-[selected]:text-on-primary';
const NAV =
  'rounded px-2 py-1 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:bg-surface-sunken';

function CalendarHeader() {
  return (
    <header className="mb-2 flex items-center justify-between gap-2">
      <Button slot="previous" className={NAV}>
        ‹
      </Button>
      <Heading className="font-semibold" />
      <Button slot="next" className={NAV}>
        ›
      </Button>
    </header>
  );
}

function Segments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    // No slot at all for a single date: `slot={null}` would cut the input off its picker.
    <DateInput {...(slot ? { slot } : {})} className="flex">
      {(segment) => <DateSegment segment={segment} className={SEGMENT} />}
    </DateInput>
  );
}

const POPOVER = 'rounded-lg border border-border bg-surface-raised p-3 text-text shadow-xl';

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  label: ReactNode;
  /** `YYYY-MM-DD`, or null when empty. */
  value: string | null;
  onChange(value: string | null): void;
  description?: ReactNode;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  /** Earliest day allowed (`YYYY-MM-DD`). */
  minValue?: string;
  /** Takes focus when shown (the first field of a form opened on demand). */
  autoFocus?: boolean;
  className?: string;
}

/** A date typed as dd.mm.rrrr or picked in a calendar (pl-PL); the value is a `YYYY-MM-DD` string. */
export function DatePicker({
  label,
  value,
  onChange,
  description,
  errorMessage,
  isRequired,
  minValue,
  autoFocus,
  className,
}: DatePickerProps) {
  return (
    <I18nProvider locale="pl-PL">
      <AriaDatePicker
        autoFocus={autoFocus ?? false}
        value={toCalendarDate(value)}
        onChange={(date) => onChange(date?.toString() ?? null)}
        {...(minValue ? { minValue: toCalendarDate(minValue) ?? undefined } : {})}
        isRequired={isRequired ?? false}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        className={['group flex flex-col gap-1', className].filter(Boolean).join(' ')}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Group className={INPUT_BOX}>
          <Segments />
          <Button className="ml-auto rounded px-1 text-text-muted outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus">
            <span aria-hidden="true">▾</span>
          </Button>
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldError>{errorMessage}</FieldError>
        <Popover className={POPOVER}>
          <Dialog className="outline-none">
            <Calendar>
              <CalendarHeader />
              <CalendarGrid className="border-separate border-spacing-0.5">
                {(date) => <CalendarCell date={date} className={CELL} />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}

/** A date range: both ends `YYYY-MM-DD`, or null. */
export interface DateRange {
  start: string;
  end: string;
}

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps {
  label: ReactNode;
  value: DateRange | null;
  onChange(value: DateRange | null): void;
  /** Shown with a clear button while a range is set. */
  clearLabel?: string;
  description?: ReactNode;
  className?: string;
}

/** A date range typed or picked in a two-ended calendar; an end before the start is refused. */
export function DateRangePicker({ label, value, onChange, clearLabel, description, className }: DateRangePickerProps) {
  const start = toCalendarDate(value?.start);
  const end = toCalendarDate(value?.end);
  return (
    <I18nProvider locale="pl-PL">
      <AriaDateRangePicker
        value={start && end ? { start, end } : null}
        onChange={(range) => onChange(range ? { start: range.start.toString(), end: range.end.toString() } : null)}
        className={['group flex flex-col gap-1', className].filter(Boolean).join(' ')}
      >
        <FieldLabel>{label}</FieldLabel>
        <Group className={`${INPUT_BOX} gap-1`}>
          <Segments slot="start" />
          <span aria-hidden="true" className="px-1 text-text-muted">
            –
          </span>
          <Segments slot="end" />
          <Button className="ml-auto rounded px-1 text-text-muted outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus">
            <span aria-hidden="true">▾</span>
          </Button>
          {value && clearLabel ? (
            <Button
              aria-label={clearLabel}
              onPress={() => onChange(null)}
              className="rounded px-1 text-text-muted outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
            >
              <span aria-hidden="true">✕</span>
            </Button>
          ) : null}
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <Popover className={POPOVER}>
          <Dialog className="outline-none">
            <RangeCalendar>
              <CalendarHeader />
              <CalendarGrid className="border-separate border-spacing-0.5">
                {(date) => (
                  <CalendarCell
                    date={date}
                    className={`${CELL} data-[selected]:bg-primary-100 data-[selected]:text-text data-[selection-end]:bg-primary-700 data-[selection-end]:text-on-primary data-[selection-start]:bg-primary-700 data-[selection-start]:text-on-primary dark:data-[selected]:bg-primary-900`}
                  />
                )}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
