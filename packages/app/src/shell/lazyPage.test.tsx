import { createLoadingBar } from '@salesdesk/react-ui';
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChunkReloader, isChunkLoadError, lazyPage } from './lazyPage';

afterEach(cleanup);

class Catch extends Component<{ children: ReactNode }, { error: boolean }> {
  override state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  override render() {
    return this.state.error ? <p>błąd</p> : this.props.children;
  }
}

describe('lazy pages', () => {
  it('runs the loading bar while the chunk loads', async () => {
    const bar = createLoadingBar({ throttleMs: 0 });
    const statuses: string[] = [];
    bar.$state.listen((s) => statuses.push(s.status));
    const Page = lazyPage<object>(async () => ({ default: () => <p>strona</p> }), {
      bar,
      reloader: createChunkReloader(),
    });
    render(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('strona')).toBeTruthy();
    expect(statuses[0]).toBe('loading');
    expect(bar.$state.get().status).not.toBe('loading');
  });

  it('shows the error colour and reloads on the next navigation after a chunk error', async () => {
    // React logs the error the boundary caught; expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bar = createLoadingBar();
    const reloads: string[] = [];
    const reloader = createChunkReloader((p) => reloads.push(p));
    const Page = lazyPage<object>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
      { bar, reloader },
    );
    render(
      <Catch>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByText('błąd')).toBeTruthy();
    expect(bar.$state.get()).toEqual({ status: 'error', visible: true });
    expect(reloader.failed).toBe(true);
    expect(reloader.onNavigate('/pl/dashboard/offers')).toBe(true);
    expect(reloads).toEqual(['/pl/dashboard/offers']);
    expect(reloader.onNavigate('/pl/dashboard')).toBe(false);
    quiet.mockRestore();
  });

  it('recognises chunk errors of the major browsers', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError('text')).toBe(false);
  });
});
