import { fillMessage, uiMessages } from '../messages';
import { ErrorPage, type ErrorPageProps } from './ErrorPage';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps extends Omit<ErrorPageProps, 'statusCode' | 'path'> {
  /** The path that matched no route (or whose parameters did not validate). */
  path: string;
}

/**
 * The 404 page: the error page with "Nie znaleziono strony" and the address wrapped. Its
 * status message is SPEC §8's "Page not found: {path}" (reported, not shown); a route whose
 * parameters fail validation passes "Page Not Found: {path}" instead.
 */
export function NotFoundPage({ path, statusMessage, description, ...rest }: NotFoundPageProps) {
  return (
    <ErrorPage
      statusCode={404}
      statusMessage={statusMessage ?? fillMessage(uiMessages.errors.notFound, { path })}
      path={path}
      description={description ?? uiMessages.errors.notFoundDescription}
      {...rest}
    />
  );
}
