import type { ListPage } from '@salesdesk/sdk';
import { describe, expect, it } from 'vitest';
import { streamPages } from './pageStream';
import { progressLine } from './progressBar';

describe('streamPages', () => {
  it('requests the next page before the current one is consumed, and stops at the last page', async () => {
    const log: string[] = [];
    const fetchPage = async (page: number): Promise<ListPage<number>> => {
      log.push(`fetch ${page}`);
      const items = page < 3 ? [1, 2] : [3];
      return { items, total: 5, page, limit: 2 };
    };
    for await (const page of streamPages(fetchPage, 2)) log.push(`write ${page.page}`);
    expect(log).toEqual(['fetch 1', 'fetch 2', 'write 1', 'fetch 3', 'write 2', 'write 3']);
  });

  it('stops on a short page even if the total says more', async () => {
    const pages: number[] = [];
    const fetchPage = async (page: number) => ({ items: [1], total: 100, page, limit: 2 });
    for await (const page of streamPages(fetchPage, 2)) pages.push(page.page);
    expect(pages).toEqual([1]);
  });

  it('an aborted signal interrupts a pending page', async () => {
    const controller = new AbortController();
    const never = () => new Promise<ListPage<number>>(() => {});
    const iterator = streamPages(never, 2, controller.signal);
    const pending = iterator.next();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'interrupted' });
  });
});

describe('progressLine', () => {
  it('shows done of total, percent, rate and ETA', () => {
    expect(progressLine('Eksport faktur', 500, 1000, 2000)).toBe(
      'Eksport faktur [############............] 500/1000 (50%) · 250 wierszy/s · pozostało 2 s',
    );
  });
});
