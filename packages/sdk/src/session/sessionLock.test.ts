import { describe, expect, it } from 'vitest';
import { type LockManagerLike, memoryLock, navigatorLock } from '../index';
import { createFakeTime, settle } from './sessionTestKit';

describe('memory lock', () => {
  it('ifAvailable: a second caller gets held=false at once', async () => {
    const time = createFakeTime();
    const lock = memoryLock(time.scheduler);
    let release!: () => void;
    const first = lock.run('l', { ifAvailable: true, timeoutMs: 1000 }, async (held) => {
      await new Promise<void>((r) => {
        release = r;
      });
      return held;
    });
    expect(await lock.run('l', { ifAvailable: true, timeoutMs: 1000 }, async (held) => held)).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await lock.run('l', { ifAvailable: true, timeoutMs: 1000 }, async (held) => held)).toBe(true);
  });

  it('waiters are served in order; a wait times out with held=false', async () => {
    const time = createFakeTime();
    const lock = memoryLock(time.scheduler);
    const order: string[] = [];
    let release!: () => void;
    void lock.run('l', { timeoutMs: 60_000 }, () => new Promise<void>((r) => (release = r)));
    const second = lock.run('l', { timeoutMs: 60_000 }, async (held) => void order.push(`second:${held}`));
    const third = lock.run('l', { timeoutMs: 60_000 }, async (held) => void order.push(`third:${held}`));
    release();
    await Promise.all([second, third]);
    expect(order).toEqual(['second:true', 'third:true']);

    void lock.run('l', { timeoutMs: 60_000 }, () => new Promise<void>(() => {}));
    const waiting = lock.run('l', { timeoutMs: 1000 }, async (held) => held);
    await time.advance(1000);
    expect(await waiting).toBe(false);
  });

  it('a holder that throws releases the lock; a hung holder loses it after timeoutMs', async () => {
    const time = createFakeTime();
    const lock = memoryLock(time.scheduler);
    await expect(
      lock.run('l', { timeoutMs: 1000 }, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await lock.run('l', { ifAvailable: true, timeoutMs: 1000 }, async (held) => held)).toBe(true);
    void lock.run('l', { timeoutMs: 1000 }, () => new Promise(() => {}));
    await settle();
    expect(await lock.run('l', { ifAvailable: true, timeoutMs: 1000 }, async (held) => held)).toBe(false);
    await time.advance(1000);
    expect(await lock.run('l', { ifAvailable: true, timeoutMs: 1000 }, async (held) => held)).toBe(true);
  });
});

/** A minimal Web Locks manager with ifAvailable and signal, as browsers implement them. */
function fakeLockManager(): LockManagerLike {
  let tail: Promise<unknown> | null = null;
  let busy = false;
  return {
    async request(_name, options, callback) {
      if (options.ifAvailable && busy) return callback(null);
      const previous = tail;
      let done!: () => void;
      const mine = new Promise<void>((r) => (done = r));
      tail = mine;
      if (previous) {
        await Promise.race([
          previous,
          new Promise((_, reject) =>
            options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
        ]).catch((error) => {
          done();
          throw error;
        });
      }
      busy = true;
      try {
        return await callback({ name: _name });
      } finally {
        busy = false;
        done();
      }
    },
  };
}

describe('navigator lock', () => {
  it('is null without navigator.locks', () => {
    expect(navigatorLock(undefined)).toBeNull();
  });

  it('maps ifAvailable and wait timeouts onto the Web Locks API', async () => {
    const time = createFakeTime();
    const lock = navigatorLock(fakeLockManager(), time.scheduler);
    if (!lock) throw new Error('no lock');
    let release!: () => void;
    const first = lock.run('l', { timeoutMs: 60_000 }, async (held) => {
      await new Promise<void>((r) => (release = r));
      return held;
    });
    await settle();
    expect(await lock.run('l', { ifAvailable: true, timeoutMs: 1000 }, async (held) => held)).toBe(false);
    const waiting = lock.run('l', { timeoutMs: 1000 }, async (held) => held);
    await time.advance(1000);
    expect(await waiting).toBe(false);
    release();
    expect(await first).toBe(true);
  });
});
