import {
  type ColorModeController,
  createQueryCacheLoader,
  DimmingOverlays,
  GuestLayout,
  guardRedirect,
  isValidLocation,
  LazyDashboardLayout,
  LazyEmptyLayout,
  LazyErrorPage,
  LazyNotFoundPage,
  LoadingBar,
  type LoadingBarController,
  PAGES,
  type PageName,
  pageAllowed,
  QueryCacheGate,
  type QueryCacheLoader,
  type QueryCacheLoaderOptions,
  type RouteSource,
  SalesdeskShellProvider,
  type SessionLike,
  ToastArea,
  useRoute,
  useSessionState,
  useUser,
} from '@salesdesk/react-ui';
import { type ApiClient, type BrandConfig, is3WCompany, type LiveQueryStores } from '@salesdesk/sdk';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { PageTable } from './pages/createPages';
import type { ErrorReporter } from './shell/errorReporting';
import { PageErrorBoundary } from './shell/PageErrorBoundary';

/** Everything the app is assembled from (built in main.tsx, faked in tests). */
export interface AppServices {
  client: ApiClient;
  session: SessionLike;
  brand: BrandConfig;
  route: RouteSource;
  pages: PageTable;
  bar: LoadingBarController;
  colorMode?: ColorModeController;
  /** The live socket's stores, whose messages refresh what is on screen. */
  liveStores?: LiveQueryStores;
  /** The query cache (default: one made when the first page that reads data is shown). */
  queryClient?: QueryCacheLoaderOptions['queryClient'];
  /** Extra shell pieces (session-warning modal, toast bridge) supplied by the session in use. */
  shellExtras?: ReactNode;
  /** Extra header content of the dashboard layout (the unread counter). */
  headerExtra?: ReactNode;
  /** Receives the errors the error page shows (SPEC §8 reporting). */
  reporter?: Pick<ErrorReporter, 'captureError'>;
  /** Called when a landing route (`/`, `/pl`) redirects: writes the locale cookies (SPEC §9). */
  onLanding?: () => void;
}

/**
 * The app shell: loading bar, the page in its layout, toasts and the dimming overlays (SPEC §2).
 * The query cache (and its library) loads with the first page behind the login, so the login
 * page's first load carries none of it.
 */
export function App({ services }: { services: AppServices }) {
  const { client, session, brand, route, liveStores, queryClient } = services;
  const [queryCache] = useState(() =>
    createQueryCacheLoader({
      session,
      ...(liveStores ? { liveStores } : {}),
      ...(queryClient ? { queryClient } : {}),
    }),
  );
  return (
    <SalesdeskShellProvider client={client} session={session} brand={brand} route={route}>
      <ShellBar bar={services.bar} />
      <RouteView services={services} queryCache={queryCache} />
      <ToastArea />
      <DimmingOverlays />
      {services.shellExtras}
    </SalesdeskShellProvider>
  );
}

// The user's zoom and the loading bar's watch read the query cache, so they come with the pages
// behind the login (one chunk, loaded with the cache).
const LazyShellBinders = lazy(() => import('./shell/ShellBinders').then((m) => ({ default: m.ShellBinders })));

/** What every page behind the login sits in: the query cache, the user's zoom and the loading bar's watch. */
function LoggedInShell({
  queryCache,
  bar,
  children,
}: {
  queryCache: QueryCacheLoader;
  bar: LoadingBarController;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <QueryCacheGate loader={queryCache}>
        <LazyShellBinders bar={bar} />
        {children}
      </QueryCacheGate>
    </Suspense>
  );
}

function ShellBar({ bar }: { bar: LoadingBarController }) {
  const { companyCode } = useSessionState();
  return <LoadingBar bar={bar} is3W={is3WCompany(companyCode)} />;
}

function RouteView({ services, queryCache }: { services: AppServices; queryCache: QueryCacheLoader }) {
  const { pages, colorMode, route } = services;
  const location = useRoute();
  const session = useSessionState();
  const user = useUser();
  const redirect = guardRedirect(location, session);
  const name = location.name as PageName | null;

  const landing = name !== null && PAGES[name].guard === 'landing';
  const { onLanding } = services;
  useEffect(() => {
    if (!redirect) return;
    if (landing) onLanding?.();
    route.navigate(redirect, { replace: true });
  }, [redirect, route, landing, onLanding]);

  useEffect(() => {
    document.title = name ? `${PAGES[name].title} · ${services.brand.name}` : services.brand.name;
  }, [name, services.brand.name]);

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
          headerExtra={services.headerExtra}
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
      <PageErrorBoundary
        key={location.path}
        loggedIn={session.loggedIn}
        onError={(error) => services.reporter?.captureError(error, 'error-page')}
      >
        <Suspense fallback={null}>
          <Page location={location} />
        </Suspense>
      </PageErrorBoundary>
    );

  switch (page.layout) {
    case 'guest':
      return <GuestLayout>{content}</GuestLayout>;
    case 'dashboard':
      return (
        <LoggedInShell queryCache={queryCache} bar={services.bar}>
          <LazyDashboardLayout
            currentPath={location.path}
            headerExtra={services.headerExtra}
            {...(colorMode ? { colorMode } : {})}
          >
            {content}
          </LazyDashboardLayout>
        </LoggedInShell>
      );
    case 'empty':
      return (
        <LoggedInShell queryCache={queryCache} bar={services.bar}>
          <LazyEmptyLayout>{content}</LazyEmptyLayout>
        </LoggedInShell>
      );
    default:
      return content;
  }
}
