import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, LoadingBar } from '../index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading bar', () => {
  it('never shows a load shorter than the 200 ms throttle', () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(150);
    bar.done();
    vi.advanceTimersByTime(500);
    expect(bar.$state.get()).toEqual({ status: 'idle', visible: false });
  });

  it('shows after the throttle, fills on done and then hides', () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.$state.get().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.$state.get()).toEqual({ status: 'loading', visible: true });
    bar.done();
    expect(bar.$state.get()).toEqual({ status: 'done', visible: true });
    vi.advanceTimersByTime(250);
    expect(bar.$state.get().visible).toBe(false);
  });

  it('runs until the last of several loads is done (a page’s code, then its data)', () => {
    const bar = createLoadingBar();
    bar.start();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.done();
    expect(bar.$state.get()).toEqual({ status: 'loading', visible: true });
    bar.done();
    expect(bar.$state.get()).toEqual({ status: 'done', visible: true });
    vi.advanceTimersByTime(250);
    // An error forgets what was running: the next load starts afresh.
    bar.start();
    bar.error();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.done();
    expect(bar.$state.get().status).toBe('done');
  });

  it('shows an error at once in the error colour', () => {
    const bar = createLoadingBar();
    render(<LoadingBar bar={bar} is3W />);
    act(() => {
      bar.start();
      bar.error();
    });
    const el = screen.getByRole('progressbar');
    expect(el.getAttribute('data-status')).toBe('error');
    expect(el.innerHTML).toContain('bg-bar-error');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is 3 px high, red for 3W users and green otherwise, animated over 2000 ms', () => {
    const bar = createLoadingBar();
    const { rerender } = render(<LoadingBar bar={bar} is3W />);
    act(() => {
      bar.start();
      vi.advanceTimersByTime(200);
    });
    const el = screen.getByRole('progressbar');
    expect(el.className).toContain('h-[3px]');
    expect(el.hasAttribute('data-3w')).toBe(true);
    expect(el.innerHTML).toContain('bg-bar-3w');
    expect((el.firstChild as HTMLElement).style.animationDuration).toBe('2000ms');
    rerender(<LoadingBar bar={bar} is3W={false} />);
    expect(screen.getByRole('progressbar').hasAttribute('data-3w')).toBe(false);
    expect(screen.getByRole('progressbar').innerHTML).toMatch(/bg-bar(?!-)/);
  });
});
