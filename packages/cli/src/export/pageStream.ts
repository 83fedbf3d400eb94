import type { ListPage } from '@salesdesk/sdk';
import { CliError } from '../cliError';
import { cliMessages } from '../messages/pl';

/** Rejects with `interrupted` as soon as the signal aborts, whatever the promise is doing. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  const interrupted = () => new CliError('interrupted', cliMessages.interrupted);
  if (signal.aborted) return Promise.reject(interrupted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(interrupted());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Pages of a list call, one page ahead: page n+1 is requested before page n is handed to the
 * caller, so fetching overlaps writing, and at most two pages are in memory.
 */
export async function* streamPages<T>(
  fetchPage: (page: number) => Promise<ListPage<T>>,
  limit: number,
  signal?: AbortSignal,
): AsyncGenerator<ListPage<T>> {
  let page = 1;
  let next: Promise<ListPage<T>> | null = fetchPage(page);
  while (next) {
    const current: ListPage<T> = await raceAbort(next, signal);
    const pages = Math.ceil(current.total / limit);
    // A short page ends the list even if the total grew meanwhile (offset pagination).
    const more = current.items.length === limit && page < pages;
    next = more ? fetchPage(page + 1) : null;
    // If the consumer stops (error, Ctrl-C), the prefetched page must not be an unhandled rejection.
    next?.catch(() => {});
    yield current;
    page++;
  }
}
