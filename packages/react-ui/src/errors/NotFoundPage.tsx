import { fillMessage } from '../messages';
import { errorMessages as t } from '../messages/errors';
import { ErrorPage, type ErrorPageProps } from './ErrorPage';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps extends Omit<ErrorPageProps, 'statusCode' | 'path'> {
  /** The path that matched no route (or whose parameters did not validate). */
  path: string;
  /** A known route whose parameters failed validation: SPEC §8's "Page Not Found: {path}". */
  invalidRoute?: boolean;
}

/**
 * The 404 page: the error page with "Nie znaleziono strony" and the address wrapped. Its
 * status message is SPEC §8's "Page not found: {path}" (reported, not shown), or "Page Not
 * Found: {path}" for a known route whose parameters fail validation.
 */
export function NotFoundPage({ path, statusMessage, description, invalidRoute = false, ...rest }: NotFoundPageProps) {
  return (
    <ErrorPage
      statusCode={404}
      statusMessage={statusMessage ?? fillMessage(invalidRoute ? t.routeNotFound : t.notFound, { path })}
      path={path}
      description={description ?? t.notFoundDescription}
      {...rest}
    />
  );
}
