import { type ClassNameProp, resolveClassName } from '../className';
import { fillMessage, uiMessages } from '../messages';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** The path that matched no route. */
  path: string;
  /** Where the "back" link goes (default `/`, which the router sends on to login or dashboard). */
  homeHref?: string;
  className?: ClassNameProp<{ path: string }>;
}

/** The 404 page: "Page not found: {path}" (SPEC §8, verbatim). */
export function NotFoundPage({ path, homeHref = '/', className }: NotFoundPageProps) {
  return (
    <main
      data-status="404"
      className={resolveClassName(
        className,
        { path },
        'flex min-h-[50vh] flex-col items-center justify-center gap-4 p-6',
      )}
    >
      <p className="text-6xl font-bold text-primary-600">404</p>
      <h1 className="text-xl font-semibold">{fillMessage(uiMessages.errors.notFound, { path })}</h1>
      <a href={homeHref} className="text-primary-700 hover:underline">
        {uiMessages.errors.backToDashboard}
      </a>
    </main>
  );
}
