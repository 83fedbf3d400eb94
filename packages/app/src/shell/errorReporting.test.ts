import type { UserInformation } from '@salesdesk/sdk';
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import {
  ERROR_REPORTING,
  type ErrorReportingSettings,
  type LoadedReporter,
  reportErrorToasts,
  startErrorReporting,
} from './errorReporting';

const user = { user_id: 7, email: 'a@b.pl' } as UserInformation;

function fakeSdk() {
  const sent: unknown[] = [];
  let settings: ErrorReportingSettings | undefined;
  const loaded: LoadedReporter = {
    captureError: (error, source) => void sent.push(['error', (error as Error).message, source]),
    captureTitle: (title) => void sent.push(['title', title]),
    setUserId: (id) => void sent.push(['user', id]),
  };
  return {
    sent,
    get settings() {
      return settings;
    },
    load: async (s: ErrorReportingSettings) => {
      settings = s;
      return loaded;
    },
  };
}

describe('startErrorReporting', () => {
  it('loads nothing and listens to nothing without a DSN', () => {
    const target = new EventTarget();
    let loads = 0;
    const reporter = startErrorReporting({
      dsn: null,
      $user: atom(user),
      target: target as never,
      load: async () => {
        loads++;
        return {} as LoadedReporter;
      },
    });
    reporter.captureError(new Error('x'), 'error-page');
    expect(loads).toBe(0);
    expect(reporter.loaded).toBe(false);
  });

  it('waits for a logged-in user, then starts with SPEC §9 settings and sends what happened before, with the user id', async () => {
    const sdk = fakeSdk();
    const target = new EventTarget();
    const $user = atom<UserInformation | null>(null);
    const reporter = startErrorReporting({
      dsn: 'https://k@errors.example/1',
      $user,
      target: target as never,
      load: sdk.load,
    });
    const early = new Event('error') as Event & { error?: unknown };
    early.error = new Error('przed logowaniem');
    target.dispatchEvent(early);
    reporter.captureTitle('Sesja wygasła');
    expect(sdk.settings).toBeUndefined();
    $user.set(user);
    await expect.poll(() => reporter.loaded).toBe(true);
    expect(sdk.settings).toEqual({ dsn: 'https://k@errors.example/1', ...ERROR_REPORTING });
    expect(ERROR_REPORTING).toEqual({
      release: '2.2.3',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(sdk.sent).toEqual([
      ['user', 7],
      ['error', 'przed logowaniem', 'unhandled'],
      ['title', 'Sesja wygasła'],
    ]);
    reporter.captureError(new Error('strona'), 'error-page');
    $user.set(null);
    expect(sdk.sent.slice(3)).toEqual([
      ['error', 'strona', 'error-page'],
      ['user', null],
    ]);
  });

  it('reports the title of each error toast once', () => {
    const titles: string[] = [];
    const $toasts = atom([{ id: '1', type: 'success', title: 'Zapisano' }]);
    reportErrorToasts($toasts, { captureError() {}, captureTitle: (t) => void titles.push(t), loaded: true });
    $toasts.set([...$toasts.get(), { id: '2', type: 'error', title: 'Sesja wygasła' }]);
    $toasts.set([...$toasts.get(), { id: '3', type: 'info', title: 'Info' }]);
    expect(titles).toEqual(['Sesja wygasła']);
  });
});
