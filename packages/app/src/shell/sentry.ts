// Loaded lazily (a chunk of its own), and only when a DSN is configured: the error-reporting
// SDK never weighs on the login route's first load.
import {
  browserTracingIntegration,
  captureException,
  captureMessage,
  init,
  replayIntegration,
  setUser,
} from '@sentry/react';
import type { ErrorReportingSettings, LoadedReporter } from './errorReporting';
import { type ReportEvent, scrubDeep, scrubEvent } from './errorScrub';

/** Starts Sentry's browser SDK with SPEC §9's rates and release, scrubbing everything it sends. */
export function startSentry(settings: ErrorReportingSettings): LoadedReporter {
  init({
    dsn: settings.dsn,
    release: settings.release,
    tracesSampleRate: settings.tracesSampleRate,
    replaysSessionSampleRate: settings.replaysSessionSampleRate,
    replaysOnErrorSampleRate: settings.replaysOnErrorSampleRate,
    // No user details, cookies, headers or bodies; the user is set to their id alone, and what
    // is left of URLs and texts is scrubbed below.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    integrations: [
      browserTracingIntegration(),
      // Replays show the page's layout, never its text, inputs or images: offers and clients are
      // business data. Uncompressed: compression runs in a worker started from a blob, which
      // the CSP (scripts only from 'self') refuses; and what leaves the browser stays readable.
      replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        useCompression: false,
        beforeAddRecordingEvent: (event) => scrubDeep(event),
      }),
      // Every event, replay events included (which skip `beforeSend`), scrubbed last.
      {
        name: 'SalesdeskScrub',
        processEvent: (event) => scrubEvent(event as unknown as ReportEvent) as unknown as typeof event,
      },
    ],
    beforeSend: (event) => scrubEvent(event as unknown as ReportEvent) as unknown as typeof event,
    beforeSendTransaction: (event) => scrubEvent(event as unknown as ReportEvent) as unknown as typeof event,
    beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
  });
  return {
    captureError: (error, source) => void captureException(error, { tags: { source } }),
    captureTitle: (title) => void captureMessage(title, 'error'),
    setUserId: (id) => setUser(id === null ? null : { id: String(id) }),
  };
}
