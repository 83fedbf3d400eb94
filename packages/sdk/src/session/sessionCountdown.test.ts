import { describe, expect, it } from 'vitest';
import { createSessionCountdown, splitCountdown } from '../index';
import { createFakeBrowser, settle } from './sessionTestKit';

describe('session countdown', () => {
  it('ticks every second only while mounted and the warning shows', async () => {
    const browser = createFakeBrowser();
    browser.api.ttlSeconds = 3600;
    const tab = browser.openTab();
    await tab.engine.login('anowak', 'secret');
    await settle();
    const $left = createSessionCountdown({
      stores: tab.stores,
      clock: browser.time.clock,
      scheduler: browser.time.scheduler,
    });
    const seen: number[] = [];
    const off = $left.subscribe((v) => seen.push(v));
    await browser.time.advance(25 * 60_000 + 5000);
    expect($left.get()).toBe(300);
    await browser.time.advance(3000);
    expect($left.get()).toBe(297);
    expect(splitCountdown($left.get())).toEqual({ minutes: 4, seconds: 57 });
    tab.activity.emit();
    expect($left.get()).toBe(0);
    off();
    expect(seen.slice(-4)).toEqual([299, 298, 297, 0]);
  });
});
