import { formatMessage } from '../messages/pl';
import { scheduleMessages as m } from '../messages/schedule';

/** A field of a cron expression read as a list of values, or a step from its start (`*\/15`). */
type Field = { kind: 'any' } | { kind: 'step'; step: number } | { kind: 'values'; values: number[] };

const plural = new Intl.PluralRules('pl-PL');

/** "co 5 minut", "co 2 godziny": the Polish form for `n` (1, 2–4 and 22–24…, the rest). */
function countForm(forms: { one: string; few: string; many: string }, n: number): string {
  const rule = plural.select(n);
  return formatMessage(rule === 'one' ? forms.one : rule === 'few' ? forms.few : forms.many, { n });
}

/** "a, b i c". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${m.and}${items.at(-1)}`;
}

/**
 * One field: `*`, `*\/n`, a number, a range `a-b`, or a list of them; null for what it does not
 * read (names, `?`, `L`, steps over ranges) or values outside `min`…`max`.
 */
function readField(text: string, min: number, max: number): Field | null {
  if (text === '*') return { kind: 'any' };
  const step = /^\*\/(\d+)$/.exec(text);
  if (step) {
    const n = Number(step[1]);
    return n >= 1 && n <= max ? { kind: 'step', step: n } : null;
  }
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) return null;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (from < min || to > max || from > to) return null;
    for (let v = from; v <= to; v++) values.add(v);
  }
  return { kind: 'values', values: [...values].sort((a, b) => a - b) };
}

/** Consecutive values (a range written `a-b`). */
const consecutive = (values: readonly number[]) =>
  values.length > 2 && values.every((v, i) => i === 0 || v === (values[i - 1] as number) + 1);

const time = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The days part: every day, work days, some days of the week, some days of the month, some months. */
function daysPart(dom: Field, month: Field, dow: Field): string | null {
  const parts: string[] = [];
  if (dow.kind === 'step') return null;
  if (dow.kind === 'values') {
    // Sunday is both 0 and 7.
    const days = [...new Set(dow.values.map((d) => d % 7))].sort((a, b) => a - b);
    if (days.length === 7) {
      // every day
    } else if (days.join() === '1,2,3,4,5') parts.push(m.workdays);
    else if (days.length === 1) parts.push(m.weekdays.every[days[0] as number] as string);
    else if (consecutive(days))
      parts.push(
        formatMessage(m.weekdayRange, {
          from: m.weekdays.genitive[days[0] as number] as string,
          to: m.weekdays.genitive[days.at(-1) as number] as string,
        }),
      );
    else parts.push(`w ${list(days.map((d) => m.weekdays.plural[d] as string))}`);
  }
  if (dom.kind === 'step') return null;
  if (dom.kind === 'values') parts.push(formatMessage(m.monthDays, { days: list(dom.values.map((d) => `${d}.`)) }));
  if (month.kind === 'step') return null;
  if (month.kind === 'values' && month.values.length < 12)
    parts.push(formatMessage(m.inMonths, { months: list(month.values.map((v) => m.monthsLocative[v - 1] as string)) }));
  return parts.join(', ');
}

/**
 * A five-field cron expression (minute hour day month weekday, as the import jobs use) in Polish
 * words, e.g. `0 2 * * *` → "codziennie o 02:00", `*\/15 * * * *` → "co 15 minut",
 * `0 *\/2 * * 1-5` → "co 2 godziny, o pełnej godzinie, w dni robocze (od poniedziałku do piątku)";
 * null for what it does not put in words (names, `L`, `?`, steps over ranges, more than six
 * times a day listed), which is then shown as the expression itself.
 */
export function describeCron(expression: string): string | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minuteText, hourText, domText, monthText, dowText] = fields as [string, string, string, string, string];
  const minute = readField(minuteText, 0, 59);
  const hour = readField(hourText, 0, 23);
  const dom = readField(domText, 1, 31);
  const month = readField(monthText, 1, 12);
  const dow = readField(dowText, 0, 7);
  if (!minute || !hour || !dom || !month || !dow) return null;
  const days = daysPart(dom, month, dow);
  if (days === null) return null;

  let times: string;
  let daily = false;
  if (minute.kind !== 'values') {
    // Every minute or every n minutes, over some hours or all of them.
    if (hour.kind === 'step') return null;
    times = minute.kind === 'any' ? m.everyMinute : countForm(m.everyMinutes, minute.step);
    if (hour.kind === 'values') {
      if (!consecutive(hour.values) && hour.values.length !== 1) return null;
      const from = hour.values[0] as number;
      const to = hour.values.at(-1) as number;
      times += `, ${formatMessage(m.hourRange, { from: time(from, 0), to: time(to, 59) })}`;
    }
  } else if (hour.kind !== 'values') {
    // At some minute(s) of every hour or of every n hours.
    if (minute.values.length !== 1) return null;
    const at = minute.values[0] as number;
    times = hour.kind === 'any' ? m.everyHour : countForm(m.everyHours, hour.step);
    times += `, ${at === 0 ? m.onTheHour : formatMessage(m.atMinute, { minute: at })}`;
  } else if (minute.values.length === 1 && consecutive(hour.values)) {
    // Every hour within a range of hours.
    const at = minute.values[0] as number;
    times = `${m.everyHour} ${formatMessage(m.hourRange, {
      from: time(hour.values[0] as number, at),
      to: time(hour.values.at(-1) as number, at),
    })}`;
  } else {
    const all = hour.values.flatMap((h) => minute.values.map((min) => time(h, min)));
    if (all.length > 6) return null;
    times = formatMessage(m.at, { times: list(all) });
    daily = true;
  }
  if (!days) return daily ? `${m.daily} ${times}` : times;
  return daily ? `${days} ${times}` : `${times}, ${days}`;
}
