import { describe, expect, it } from 'vitest';
import { ACTIVITY_EVENTS, browserActivitySource, browserVisibilitySource, createSessionEngine } from '../index';
import { createFakeBrowser, settle } from './sessionTestKit';

/** An EventTarget that counts its listeners. */
class CountingTarget extends EventTarget {
  count = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.count += 1;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.count -= 1;
    super.removeEventListener(...args);
  }
}

describe('browser activity and visibility sources', () => {
  it('idle starts 5 s after the last of each of the six events; stop() removes the listeners', async () => {
    const browser = createFakeBrowser();
    const tab = browser.openTab();
    await tab.engine.login('anowak', 'secret');
    tab.engine.stop();
    const target = new CountingTarget();
    const engine = createSessionEngine({
      client: tab.engine.client,
      tokenStore: tab.tokenStore,
      clock: browser.time.clock,
      scheduler: browser.time.scheduler,
      activity: browserActivitySource(target),
      stores: tab.stores,
    });
    engine.start();
    await settle();
    expect(target.count).toBe(ACTIVITY_EVENTS.length);
    for (const type of ACTIVITY_EVENTS) {
      await browser.time.advance(6000);
      expect(tab.stores.$session.get().idle).toBe(true);
      target.dispatchEvent(new Event(type));
      expect(tab.stores.$session.get().idle).toBe(false);
      await browser.time.advance(4999);
      expect(tab.stores.$session.get().idle).toBe(false);
      await browser.time.advance(1);
      expect(tab.stores.$session.get().idle).toBe(true);
    }
    engine.stop();
    expect(target.count).toBe(0);
  });

  it('visibility reports visible, pageshow and focus, not hidden', () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    let shown = 0;
    const off = browserVisibilitySource(win, doc).subscribe(() => {
      shown += 1;
    });
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(shown).toBe(0);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('pageshow'));
    win.dispatchEvent(new Event('focus'));
    expect(shown).toBe(3);
    off();
    win.dispatchEvent(new Event('focus'));
    expect(shown).toBe(3);
  });
});
