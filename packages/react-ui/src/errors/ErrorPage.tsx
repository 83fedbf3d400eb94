import { type ReactNode, useId } from 'react';
import { type ClassNameProp, resolveClassName } from '../className';
import { Button, buttonClass } from '../controls/Button';
import { errorMessages as t } from '../messages/errors';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** HTTP-like status code (default 500). */
  statusCode?: number;
  /**
   * The status message of SPEC §2/§8 ('Page Not Found', 'Forbidden', 'Internal Server Error',
   * "Page not found: {path}"): a machine text, English by the spec. It is what error reporting
   * and the console receive, exposed as `data-status-message`; the person reads the Polish
   * `title` instead. Default by status code (SPEC §2).
   */
  statusMessage?: string;
  /** The Polish heading (default by status code: "Nie znaleziono strony", "Brak dostępu", …). */
  title?: string;
  /** Longer Polish description under the heading (defaults for 403 and 500). */
  description?: ReactNode;
  /** The address that failed, shown in full and wrapped at any character (long paths never overflow). */
  path?: string;
  /**
   * Whether the visitor is logged in: the way back is then "Wróć na pulpit", else "Przejdź do
   * logowania" (default true).
   */
  loggedIn?: boolean;
  /** The main link's address, overriding the one `loggedIn` picks. */
  homeHref?: string;
  /** Its label, overriding the one `loggedIn` picks. */
  homeLabel?: string;
  /** Offer "Odśwież stronę" (a page that failed to render or load). */
  canReload?: boolean;
  /**
   * `main` when the page stands alone; `section` inside a layout that already has the page's
   * `<main>` (default `main`).
   */
  landmark?: 'main' | 'section';
  className?: ClassNameProp<{ statusCode: number }>;
}

/** The default status message of a status code (SPEC §2): a machine text, see {@link ErrorPageProps.statusMessage}. */
export function defaultStatusMessage(statusCode: number): string {
  if (statusCode === 404) return t.defaultNotFoundStatus;
  if (statusCode === 403) return t.forbiddenStatus;
  return t.defaultServerErrorStatus;
}

/** The Polish heading of a status code. */
export function errorTitle(statusCode: number): string {
  const titles: Record<number, string> = t.titles;
  return titles[statusCode] ?? t.titleOther;
}

/**
 * The one error page of the app (404, 403, 500 and the rest): the status code, a Polish heading
 * and description, the failed address wrapped, and a way back (the main link, "Wróć do
 * poprzedniej strony" when there is history, "Odśwież stronę" when asked). Inside the dashboard
 * layout when the user is logged in, so the navigation stays.
 */
export function ErrorPage({
  statusCode = 500,
  statusMessage,
  title,
  description,
  path,
  loggedIn = true,
  homeHref = loggedIn ? '/pl/dashboard' : '/pl/login',
  homeLabel = loggedIn ? t.backToDashboard : t.toLogin,
  canReload = false,
  landmark = 'main',
  className,
}: ErrorPageProps) {
  const Root = landmark;
  const titleId = useId();
  const shownDescription = description ?? t.descriptions[statusCode];
  const hasHistory = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <Root
      data-status={String(statusCode)}
      data-status-message={statusMessage ?? defaultStatusMessage(statusCode)}
      aria-labelledby={titleId}
      className={resolveClassName(
        className,
        { statusCode },
        'mx-auto flex min-h-[50vh] w-full max-w-2xl min-w-0 flex-col items-center justify-center gap-3 p-6 text-center',
      )}
    >
      <p className="text-6xl font-bold text-primary-700 dark:text-primary-300" aria-hidden="true">
        {statusCode}
      </p>
      <h1 id={titleId} className="text-xl font-semibold">
        {title ?? errorTitle(statusCode)}
      </h1>
      {path !== undefined ? (
        <p className="max-w-full text-text-muted">
          {t.addressLabel}{' '}
          <code className="rounded bg-surface-sunken px-1 font-mono text-sm [overflow-wrap:anywhere] break-all">
            {path}
          </code>
        </p>
      ) : null}
      {shownDescription ? <p className="max-w-prose text-text-muted">{shownDescription}</p> : null}
      <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
        {/* A plain link: the app's router takes over same-origin clicks without a reload. */}
        <a href={homeHref} className={buttonClass('primary', 'lg')}>
          {homeLabel}
        </a>
        {hasHistory ? (
          <Button variant="secondary" onPress={() => window.history.back()}>
            {t.goBack}
          </Button>
        ) : null}
        {canReload ? (
          <Button variant="secondary" onPress={() => window.location.reload()}>
            {t.reload}
          </Button>
        ) : null}
      </div>
    </Root>
  );
}
