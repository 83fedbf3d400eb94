import { createSessionCountdown, createSessionStores, type Scheduler } from '@salesdesk/sdk';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionWarningModal } from './SessionWarningModal';

/** A clock the test moves and a scheduler whose interval ticks are fired by hand. */
function fakeTime(start: number) {
  let now = start;
  const intervals = new Set<() => void>();
  const scheduler: Scheduler = {
    setTimeout: () => 0,
    clearTimeout: () => {},
    setInterval: (fn) => {
      intervals.add(fn);
      return fn;
    },
    clearInterval: (handle) => {
      intervals.delete(handle as () => void);
    },
  };
  return {
    clock: { now: () => now },
    scheduler,
    advance(ms: number) {
      now += ms;
      for (const fn of intervals) fn();
    },
    get ticking() {
      return intervals.size;
    },
  };
}

function setup() {
  const stores = createSessionStores();
  const time = fakeTime(1_000_000);
  const countdown = createSessionCountdown({ stores, clock: time.clock, scheduler: time.scheduler });
  const onStay = vi.fn();
  render(<SessionWarningModal onStay={onStay} stores={stores} countdown={countdown} />);
  const warn = (secondsLeft: number) =>
    act(() => {
      stores.$session.set({
        ...stores.$session.get(),
        loggedIn: true,
        idle: true,
        sessionWarning: true,
        userSessionExpiry: time.clock.now() + secondsLeft * 1000,
      });
    });
  return { stores, time, onStay, warn };
}

describe('SessionWarningModal', () => {
  it('is absent while there is no warning', () => {
    setup();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the minutes and seconds left and counts down every second', () => {
    const { time, warn } = setup();
    warn(125);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('Sesja wkrótce wygaśnie')).toBeTruthy();
    expect(screen.getByTestId('session-countdown').textContent).toBe('2 min 05 s');
    act(() => time.advance(1000));
    expect(screen.getByTestId('session-countdown').textContent).toBe('2 min 04 s');
    act(() => time.advance(65_000));
    expect(screen.getByTestId('session-countdown').textContent).toBe('0 min 59 s');
  });

  it("calls onStay from 'Pozostań zalogowany' and closes when the warning ends", () => {
    const { stores, time, onStay, warn } = setup();
    warn(60);
    fireEvent.click(screen.getByRole('button', { name: 'Pozostań zalogowany' }));
    expect(onStay).toHaveBeenCalledTimes(1);
    act(() => {
      stores.$session.set({ ...stores.$session.get(), idle: false, sessionWarning: false, userSessionExpiry: 0 });
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The 1 s tick stops with the warning.
    expect(time.ticking).toBe(0);
  });

  it('cannot be dismissed with Escape', () => {
    const { warn } = setup();
    warn(60);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
