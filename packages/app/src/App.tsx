import { useStore } from '@nanostores/react';
import {
  type ColorModeController,
  DashboardLayout,
  DimmingOverlays,
  EmptyLayout,
  ErrorPage,
  GuestLayout,
  LoadingBar,
  type LoadingBarController,
  NotFoundPage,
  SalesdeskProvider,
  type SessionLike,
  ToastArea,
  uiMessages,
  useSessionState,
  useUser,
} from '@salesdesk/react-ui';
import { type ApiClient, type BrandConfig, is3WCompany } from '@salesdesk/sdk';
import { type ReactNode, Suspense, useEffect } from 'react';
import type { PageTable } from './pages/createPages';
import { type AppPage, type AppRouter, guardRedirect, pageAllowed, ROUTE_META } from './routes';
import { PageErrorBoundary } from './shell/PageErrorBoundary';
import { ZoomBinder } from './shell/ZoomBinder';

/** Everything the app is assembled from (built in main.tsx, faked in tests). */
export interface AppServices {
  client: ApiClient;
  session: SessionLike;
  brand: BrandConfig;
  router: AppRouter;
  pages: PageTable;
  bar: LoadingBarController;
  colorMode?: ColorModeController;
  /** Extra shell pieces (session-warning modal, toast bridge) supplied by the session in use. */
  shellExtras?: ReactNode;
  /** Extra header content of the dashboard layout (the unread counter). */
  headerExtra?: ReactNode;
}

/** Path plus query of a page, as the login target. */
export function fullPathOf(page: AppPage): string {
  const search = new URLSearchParams(page.search).toString();
  return search ? `${page.path}?${search}` : page.path;
}

/** The app shell: loading bar, the page in its layout, toasts and the dimming overlays (SPEC §2). */
export function App({ services }: { services: AppServices }) {
  const { client, session, brand, router } = services;
  return (
    <SalesdeskProvider client={client} session={session} brand={brand} navigate={(path) => router.open(path)}>
      <ShellBar bar={services.bar} />
      <RouteView services={services} />
      <ToastArea />
      <DimmingOverlays />
      <ZoomBinder />
      {services.shellExtras}
    </SalesdeskProvider>
  );
}

function ShellBar({ bar }: { bar: LoadingBarController }) {
  const { companyCode } = useSessionState();
  return <LoadingBar bar={bar} is3W={is3WCompany(companyCode)} />;
}

function RouteView({ services }: { services: AppServices }) {
  const { router, pages, colorMode } = services;
  const page = useStore(router);
  const session = useSessionState();
  const user = useUser();
  const redirect = guardRedirect(page, session, page ? fullPathOf(page) : '/');

  useEffect(() => {
    if (redirect) router.open(redirect, true);
  }, [redirect, router]);

  useEffect(() => {
    document.title = page ? `${ROUTE_META[page.route].title} · ${services.brand.name}` : services.brand.name;
  }, [page, services.brand.name]);

  if (redirect) return null;
  if (!page) return <NotFoundPage path={window.location.pathname} />;

  const meta = ROUTE_META[page.route];
  const Page = pages[page.route];
  const allowed = pageAllowed(page, user?.role);
  let content: ReactNode;
  if (allowed === undefined || !Page) content = null;
  else if (!allowed)
    content = <ErrorPage statusCode={403} statusMessage="Forbidden" description={uiMessages.errors.forbidden} />;
  else
    content = (
      <PageErrorBoundary key={page.path}>
        <Suspense fallback={null}>
          <Page page={page} />
        </Suspense>
      </PageErrorBoundary>
    );

  switch (meta.layout) {
    case 'guest':
      return <GuestLayout>{content}</GuestLayout>;
    case 'dashboard':
      return (
        <DashboardLayout
          currentPath={page.path}
          headerExtra={services.headerExtra}
          {...(colorMode ? { colorMode } : {})}
        >
          {content}
        </DashboardLayout>
      );
    case 'empty':
      return <EmptyLayout>{content}</EmptyLayout>;
    default:
      return content;
  }
}
