import {
  type ColorModeController,
  createQueryCacheLoader,
  DimmingOverlays,
  LoadingBar,
  type LoadingBarController,
  PageOutlet,
  QueryCacheGate,
  type QueryCacheLoader,
  type QueryCacheLoaderOptions,
  type RouteSource,
  SalesdeskShellProvider,
  type SessionLike,
  ToastArea,
  useSessionState,
} from '@salesdesk/react-ui';
import { type ApiClient, type BrandBasics, is3WCompany, type LiveQueryStores } from '@salesdesk/sdk';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { PageTable } from './pages/createPages';
import type { ErrorReporter } from './shell/errorReporting';
import { PageErrorBoundary } from './shell/PageErrorBoundary';

/** Everything the app is assembled from (built in main.tsx, faked in tests). */
export interface AppServices {
  client: ApiClient;
  session: SessionLike;
  brand: BrandBasics;
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
  const { client, session, brand, route, liveStores, queryClient, colorMode } = services;
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
      <PageOutlet
        pages={services.pages}
        colorMode={colorMode}
        headerExtra={services.headerExtra}
        onLanding={services.onLanding}
        loggedInShell={(page) => (
          <LoggedInShell queryCache={queryCache} bar={services.bar}>
            {page}
          </LoggedInShell>
        )}
        pageBoundary={(page) => <PageBoundary reporter={services.reporter}>{page}</PageBoundary>}
      />
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

/** The page's error boundary, reporting what the error page shows. */
function PageBoundary({ reporter, children }: { reporter: AppServices['reporter']; children: ReactNode }) {
  const { loggedIn } = useSessionState();
  return (
    <PageErrorBoundary loggedIn={loggedIn} onError={(error) => reporter?.captureError(error, 'error-page')}>
      {children}
    </PageErrorBoundary>
  );
}
