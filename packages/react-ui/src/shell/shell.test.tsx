import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { $overlays, bindZoom, createColorMode, DimmingOverlays, hideOverlay, showOverlay } from '../index';

function fakeMedia(initial: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const mql = {
    matches: initial,
    addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => void listeners.add(fn),
    removeEventListener: (_: string, fn: (e: { matches: boolean }) => void) => void listeners.delete(fn),
    set(matches: boolean) {
      mql.matches = matches;
      for (const fn of listeners) fn({ matches });
    },
  };
  return mql;
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
    values,
  };
}

describe('colour mode', () => {
  it('follows the system by default and stores an explicit choice', () => {
    const media = fakeMedia(true);
    const storage = memoryStorage();
    const root = document.createElement('div');
    const mode = createColorMode({ storage, matchMedia: () => media as never, root });
    expect(mode.$mode.get()).toBe('system');
    expect(root.classList.contains('dark')).toBe(true);
    media.set(false);
    expect(mode.$resolved.get()).toBe('light');
    expect(root.dataset.colorMode).toBe('light');
    mode.setMode('dark');
    expect(storage.values.get('salesdesk-color-mode')).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    mode.setMode('system');
    expect(storage.values.has('salesdesk-color-mode')).toBe(false);
    mode.dispose();
  });

  it('starts from the stored choice', () => {
    const storage = memoryStorage();
    storage.setItem('salesdesk-color-mode', 'light');
    const root = document.createElement('div');
    const mode = createColorMode({ storage, matchMedia: () => fakeMedia(true) as never, root });
    expect(mode.$resolved.get()).toBe('light');
    expect(root.classList.contains('dark')).toBe(false);
  });
});

describe('zoom', () => {
  it('applies the zoom as a percentage from md up only', () => {
    const body = document.createElement('body');
    const media = fakeMedia(true);
    const unbind = bindZoom(120, { body, matchMedia: () => media as never });
    expect(body.style.getPropertyValue('zoom')).toBe('120%');
    media.set(false);
    expect(body.style.getPropertyValue('zoom')).toBe('');
    media.set(true);
    expect(body.style.getPropertyValue('zoom')).toBe('120%');
    unbind();
    expect(body.style.getPropertyValue('zoom')).toBe('');
  });
});

describe('dimming overlays', () => {
  it('shows and hides the general and scanner overlays', () => {
    const { container } = render(<DimmingOverlays />);
    expect(container.querySelector('[data-overlay]')).toBeNull();
    act(() => showOverlay('general'));
    expect(container.querySelector('[data-overlay="general"]')).not.toBeNull();
    act(() => showOverlay('scanner'));
    expect(container.querySelectorAll('[data-overlay]')).toHaveLength(2);
    act(() => {
      hideOverlay('general');
      hideOverlay('scanner');
    });
    expect($overlays.get()).toEqual({ general: false, scanner: false });
    expect(container.querySelector('[data-overlay]')).toBeNull();
  });
});
