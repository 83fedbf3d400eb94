import { atom, onMount, type ReadableAtom } from 'nanostores';
import { defaultSessionStores, type SessionStores } from '../stores/sessionStores';
import { type Clock, type Scheduler, systemClock, systemScheduler, type TimerHandle } from './time';

/** Options of {@link createSessionCountdown}. */
export interface SessionCountdownOptions {
  stores?: Pick<SessionStores, '$session'>;
  clock?: Clock;
  scheduler?: Scheduler;
  /** Tick period while the warning shows (default 1000 ms). */
  tickMs?: number;
}

/**
 * Whole seconds left on the user countdown, for the warning modal. It ticks only while it has
 * listeners and the warning shows (nanostores `onMount`), and it is recomputed from the absolute
 * `userSessionExpiry` on every tick, so every tab shows the same value.
 */
export function createSessionCountdown(options: SessionCountdownOptions = {}): ReadableAtom<number> {
  const { $session } = options.stores ?? defaultSessionStores;
  const clock = options.clock ?? systemClock;
  const scheduler = options.scheduler ?? systemScheduler;
  const tickMs = options.tickMs ?? 1000;
  const $left = atom(0);
  const compute = () => {
    const expiry = $session.get().userSessionExpiry;
    return expiry > 0 ? Math.max(0, Math.ceil((expiry - clock.now()) / 1000)) : 0;
  };
  onMount($left, () => {
    let timer: TimerHandle | undefined;
    const update = () => $left.set(compute());
    const unsubscribe = $session.subscribe((session) => {
      update();
      if (session.sessionWarning && timer === undefined) timer = scheduler.setInterval(update, tickMs);
      if (!session.sessionWarning && timer !== undefined) {
        scheduler.clearInterval(timer);
        timer = undefined;
      }
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) scheduler.clearInterval(timer);
    };
  });
  return $left;
}

/** Splits seconds into the minutes and seconds the warning shows (SPEC §4). */
export function splitCountdown(totalSeconds: number): { minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { minutes: Math.floor(s / 60), seconds: s % 60 };
}
