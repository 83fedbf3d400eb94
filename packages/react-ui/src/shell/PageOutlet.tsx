import { type ComponentType, Fragment, type ReactNode, Suspense, useEffect } from 'react';
import { useRoute, useSalesdesk, useSessionState, useUser } from '../context/salesdeskContext';
import { GuestLayout } from '../layout/GuestLayout';
import { guardRedirect, pageAllowed } from '../pages/pageGuards';
import { isValidLocation, PAGES, type PageName, type PageProps } from '../pages/pageRegistry';
import type { ColorModeController } from './colorMode';
import { LazyDashboardLayout, LazyEmptyLayout, LazyErrorPage, LazyNotFoundPage } from './lazyShell';

/** Props of {@link PageOutlet}. */
export interface PageOutletProps {
  /** The component of each page; null for the landing routes (they always redirect). */
  pages: Readonly<Record<PageName, ComponentType<PageProps> | null>>;
  colorMode?: ColorModeController | undefined;
  /** Extra header content of the dashboard layout (the unread counter). */
  headerExtra?: ReactNode;
  /** Called when a landing route (`/`, `/pl`) redirects. */
  onLanding?: (() => void) | undefined;
  /** Puts a page behind the login in what it sits in (the query cache and what reads it). */
  loggedInShell: (page: ReactNode) => ReactNode;
  /** Wraps the page itself (the app's error boundary); made anew for each path. */
  pageBoundary?: (page: ReactNode) => ReactNode;
}

const plain = (page: ReactNode) => page;

/**
 * The current route's page in its layout (SPEC §2): the global guards' redirects, the document
 * title, the 404 of an unknown or invalid route (inside the dashboard when logged in, so the
 * navigation stays), the 403 of a page the role may not open, and the guest, dashboard or empty
 * layout around the page.
 */
export function PageOutlet({
  pages,
  colorMode,
  headerExtra,
  onLanding,
  loggedInShell,
  pageBoundary = plain,
}: PageOutletProps) {
  const { route, brand } = useSalesdesk();
  const location = useRoute();
  const session = useSessionState();
  const user = useUser();
  const redirect = guardRedirect(location, session);
  const name = location.name as PageName | null;

  const landing = name !== null && PAGES[name].guard === 'landing';
  useEffect(() => {
    if (!redirect) return;
    if (landing) onLanding?.();
    route.navigate(redirect, { replace: true });
  }, [redirect, route, landing, onLanding]);

  useEffect(() => {
    document.title = name ? `${PAGES[name].title} · ${brand.name}` : brand.name;
  }, [name, brand.name]);

  if (redirect) return null;
  if (!name || !isValidLocation(location)) {
    // An unknown route, or a known one whose parameters do not validate (SPEC §8): one 404
    // page, inside the dashboard's shell when logged in so the navigation stays.
    const notFound = (landmark: 'main' | 'section') => (
      <Suspense fallback={null}>
        <LazyNotFoundPage
          path={location.path}
          invalidRoute={name !== null}
          loggedIn={session.loggedIn}
          landmark={landmark}
        />
      </Suspense>
    );
    if (!session.loggedIn) return notFound('main');
    return (
      <Suspense fallback={null}>
        <LazyDashboardLayout
          currentPath={location.path}
          headerExtra={headerExtra}
          {...(colorMode ? { colorMode } : {})}
        >
          {notFound('section')}
        </LazyDashboardLayout>
      </Suspense>
    );
  }

  const page = PAGES[name];
  const Page = pages[name];
  const allowed = pageAllowed(location, user?.role);
  let content: ReactNode;
  if (allowed === undefined || !Page) content = null;
  else if (!allowed)
    content = (
      <Suspense fallback={null}>
        <LazyErrorPage statusCode={403} landmark="section" path={location.path} loggedIn={session.loggedIn} />
      </Suspense>
    );
  else
    content = (
      <Fragment key={location.path}>
        {pageBoundary(
          <Suspense fallback={null}>
            <Page location={location} />
          </Suspense>,
        )}
      </Fragment>
    );

  switch (page.layout) {
    case 'guest':
      return <GuestLayout>{content}</GuestLayout>;
    case 'dashboard':
      return loggedInShell(
        <LazyDashboardLayout
          currentPath={location.path}
          headerExtra={headerExtra}
          {...(colorMode ? { colorMode } : {})}
        >
          {content}
        </LazyDashboardLayout>,
      );
    case 'empty':
      return loggedInShell(<LazyEmptyLayout>{content}</LazyEmptyLayout>);
    default:
      return content;
  }
}
