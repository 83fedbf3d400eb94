import { IMPORT_TIME_ZONE } from '@salesdesk/sdk/imports';
import { Cron } from 'croner';

/**
 * Whether `expression` is a cron schedule of five fields (minute hour day month weekday) that
 * croner reads and that fires at all. Croner also takes a sixth field (seconds) and nicknames
 * (`@daily`); a job's schedule is the five-field form the imports page and docs/imports.md show.
 */
export function isFiveFieldCron(expression: string): boolean {
  const text = expression.trim();
  if (text.split(/\s+/).length !== 5) return false;
  try {
    return new Cron(text, { timezone: IMPORT_TIME_ZONE, paused: true }).nextRun() !== null;
  } catch {
    return false;
  }
}
