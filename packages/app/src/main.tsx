import './zodJitless';
import { createColorMode, loadingBar, toasts } from '@salesdesk/react-ui';
import { browserCookieJar, getBrandBasics, writeLocaleCookies } from '@salesdesk/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadAppConfig } from './config';
import { createPages, loadPageLoaders } from './pages/createPages';
import { createAppRouter, routeSourceFromRouter } from './routes';
import { createAppSession } from './session/appSession';
import { createChunkReloader } from './shell/lazyPage';
import { UpdatePromptSlot } from './shell/UpdatePromptSlot';
import { startUpdateCheck } from './shell/updateCheck';
import './styles.css';

async function boot() {
  const config = await loadAppConfig();
  // The brand's basics only: its documents' texts are printed by the server, not shown here.
  const brand = getBrandBasics(config.brand, {
    investmentsUrl: config.investmentsUrl ?? undefined,
    blockedSalesMailbox: config.blockedSalesMailbox ?? undefined,
  });
  const router = createAppRouter();
  // The sdk session engine: cookie, tab sync, timers, socket; its client replays 401s after a
  // renew and logs other response errors to the console only (SPEC §8).
  const { browser, session, shellExtras, headerExtra } = createAppSession(config, router);
  const client = browser.client;

  const reloader = createChunkReloader();
  router.listen(() => {
    // After the router's pushState, so the reload loads the page navigated to.
    queueMicrotask(() => reloader.onNavigate(window.location.pathname + window.location.search));
  });
  const pages = createPages({ bar: loadingBar, reloader });
  // The page loaders' table comes once someone is logged in (at once for a returning user, at the
  // login for a guest), so the first page behind the login does not wait for it.
  const offLoggedIn = browser.engine.stores.$session.subscribe((state) => {
    if (!state.loggedIn) return;
    void loadPageLoaders().catch(() => undefined);
    queueMicrotask(() => offLoggedIn());
  });

  // Error reporting (SPEC §8, §9): nothing of it without a DSN; with one, its small buffer now and
  // the reporting SDK once someone is logged in.
  const dsn = config.errorReportingDsn;
  const reporter = dsn
    ? await import('./shell/errorReporting').then(({ startErrorReporting, reportErrorToasts }) => {
        const started = startErrorReporting({ dsn, $user: browser.engine.stores.$user });
        reportErrorToasts(toasts.$toasts, started);
        return started;
      })
    : undefined;

  // A newer deploy: offer a reload, and make the next navigation a full load (like a failed chunk).
  const update = startUpdateCheck({
    currentId: __SALESDESK_BUILD__.id,
    intervalMs: config.updateCheckSeconds * 1000,
    onAvailable: () => reloader.markFailed(),
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing in index.html');
  createRoot(root).render(
    <StrictMode>
      <App
        services={{
          client,
          session,
          brand,
          route: routeSourceFromRouter(router),
          liveStores: browser.engine.stores,
          pages,
          bar: loadingBar,
          colorMode: createColorMode(),
          shellExtras: (
            <>
              {shellExtras}
              <UpdatePromptSlot $available={update.$available} />
            </>
          ),
          ...(reporter ? { reporter } : {}),
          headerExtra,
          onLanding: () => writeLocaleCookies(browserCookieJar(), config.cookiePrefix),
        }}
      />
    </StrictMode>,
  );
}

void boot();
