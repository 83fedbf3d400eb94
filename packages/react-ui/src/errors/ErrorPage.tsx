import { type ClassNameProp, resolveClassName } from '../className';
import { uiMessages } from '../messages';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** HTTP-like status code (default 500). */
  statusCode?: number;
  /** Status message; default 'Page Not Found' for 404, else 'Internal Server Error' (SPEC §2). */
  statusMessage?: string;
  /** Longer description under the status. */
  description?: string;
  homeHref?: string;
  className?: ClassNameProp<{ statusCode: number }>;
}

/** The default status message of a status code (SPEC §2). */
export function defaultStatusMessage(statusCode: number): string {
  return statusCode === 404 ? uiMessages.errors.defaultNotFoundStatus : uiMessages.errors.defaultServerErrorStatus;
}

/** The general error page: status code, status message and description (SPEC §2). */
export function ErrorPage({ statusCode = 500, statusMessage, description, homeHref = '/', className }: ErrorPageProps) {
  return (
    <main
      data-status={String(statusCode)}
      className={resolveClassName(
        className,
        { statusCode },
        'flex min-h-[50vh] flex-col items-center justify-center gap-3 p-6 text-center',
      )}
    >
      <p className="text-6xl font-bold text-error-600">{statusCode}</p>
      <h1 className="text-xl font-semibold">{statusMessage || defaultStatusMessage(statusCode)}</h1>
      {description && <p className="max-w-prose text-text-muted">{description}</p>}
      <a href={homeHref} className="text-primary-700 hover:underline">
        {uiMessages.errors.backToDashboard}
      </a>
    </main>
  );
}
