import type { UserInformation } from '@salesdesk/sdk';
import type { ReadableAtom } from 'nanostores';

/** SPEC §9's error-reporting constants. */
export const ERROR_REPORTING = Object.freeze({
  release: '2.2.3',
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
});

/** What the reporting SDK is started with. */
export interface ErrorReportingSettings {
  dsn: string;
  release: string;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
}

/** Where a reported error came from (a tag on the event). */
export type ErrorSource = 'unhandled' | 'error-page' | 'toast';

/** The reporting SDK once loaded. */
export interface LoadedReporter {
  captureError(error: unknown, source: ErrorSource): void;
  /** An error's title (SPEC §8: "error titles are also sent"). */
  captureTitle(title: string): void;
  setUserId(id: number | null): void;
}

/** What the app reports through; a no-op when no DSN is configured. */
export interface ErrorReporter {
  captureError(error: unknown, source: ErrorSource): void;
  captureTitle(title: string): void;
  /** Whether the reporting SDK has been loaded (for tests and the probe). */
  readonly loaded: boolean;
}

/** Options of {@link startErrorReporting}. */
export interface ErrorReportingOptions {
  dsn: string | null;
  /** The logged-in user: the SDK loads once there is one, and reports carry their id. */
  $user: ReadableAtom<UserInformation | null>;
  /** Loads and starts the SDK (default: the lazy Sentry chunk). */
  load?: (settings: ErrorReportingSettings) => Promise<LoadedReporter>;
  /** Where unhandled errors are heard before the SDK is there (default: `window`). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Errors kept while the SDK is not loaded yet; older ones beyond this are dropped. */
const MAX_PENDING = 20;

type Pending = { kind: 'error'; error: unknown; source: ErrorSource } | { kind: 'title'; title: string };

const noReporter: ErrorReporter = { captureError() {}, captureTitle() {}, loaded: false };

/**
 * Error reporting (SPEC §8, §9): nothing at all without a DSN. With one, the SDK is loaded
 * lazily once a user is logged in (never during the login route's first load; reports carry
 * the user id), and what happens before that (unhandled errors, error pages, error titles) is
 * kept and sent when it arrives.
 */
export function startErrorReporting(options: ErrorReportingOptions): ErrorReporter {
  const { dsn } = options;
  if (!dsn) return noReporter;
  const target = options.target ?? window;
  const load = options.load ?? ((settings) => import('./sentry').then((m) => m.startSentry(settings)));
  const pending: Pending[] = [];
  let sdk: LoadedReporter | null = null;
  let loading = false;

  const keep = (item: Pending) => {
    pending.push(item);
    if (pending.length > MAX_PENDING) pending.shift();
  };
  const onError = (event: Event) =>
    keep({ kind: 'error', error: (event as ErrorEvent).error ?? event, source: 'unhandled' });
  const onRejection = (event: Event) =>
    keep({ kind: 'error', error: (event as PromiseRejectionEvent).reason, source: 'unhandled' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);

  function start() {
    if (loading) return;
    loading = true;
    load({ dsn: dsn as string, ...ERROR_REPORTING })
      .then((loaded) => {
        sdk = loaded;
        // From here on the SDK's own handlers hear unhandled errors.
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
        loaded.setUserId(options.$user.get()?.user_id ?? null);
        for (const item of pending.splice(0)) {
          if (item.kind === 'error') loaded.captureError(item.error, item.source);
          else loaded.captureTitle(item.title);
        }
      })
      .catch((error: unknown) => {
        // A blocked or failed chunk: reporting stays off for this page load, the app goes on.
        loading = false;
        console.warn('Error reporting could not start', error);
      });
  }

  options.$user.subscribe((user) => {
    if (user) start();
    sdk?.setUserId(user?.user_id ?? null);
  });

  return {
    captureError(error, source) {
      if (sdk) sdk.captureError(error, source);
      else keep({ kind: 'error', error, source });
    },
    captureTitle(title) {
      if (sdk) sdk.captureTitle(title);
      else keep({ kind: 'title', title });
    },
    get loaded() {
      return sdk !== null;
    },
  };
}

/** A toast as far as reporting cares. */
interface ToastLike {
  id: string;
  type: string;
  title: string;
}

/**
 * Reports the title of every error toast once (the session-error title of a 401 and every
 * other error notification, SPEC §8).
 */
export function reportErrorToasts($toasts: ReadableAtom<readonly ToastLike[]>, reporter: ErrorReporter): () => void {
  const seen = new Set<string>();
  return $toasts.subscribe((list) => {
    for (const toast of list) {
      if (toast.type !== 'error' || seen.has(toast.id)) continue;
      seen.add(toast.id);
      reporter.captureTitle(toast.title);
    }
  });
}
