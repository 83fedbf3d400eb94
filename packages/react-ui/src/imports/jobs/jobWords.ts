import { describeCron, type ImportJob, scheduleMessages } from '@salesdesk/sdk';
import { importsMessages as m } from '../../messages/imports';

/**
 * What a person calls a job: its kind's Polish name ("Klienci"), or the server's name of a job of
 * another kind of work; never its code (`clients`, `import_clients`).
 */
export function jobName(job: Pick<ImportJob, 'kind' | 'name'>): string {
  if (job.kind) return m.kinds[job.kind] ?? job.name;
  return job.name || m.noKind;
}

/**
 * A schedule in words, starting with a capital ("Codziennie o 02:00"), or "Harmonogram
 * niestandardowy" when the expression is beyond what `describeCron` reads.
 */
export function scheduleText(frequency: string): string {
  const words = describeCron(frequency) ?? scheduleMessages.custom;
  return words.charAt(0).toLocaleUpperCase('pl-PL') + words.slice(1);
}
