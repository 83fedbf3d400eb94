import { createColorMode, loadingBar } from '@salesdesk/react-ui';
import { getBrand } from '@salesdesk/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadAppConfig } from './config';
import { createPages } from './pages/createPages';
import { createAppRouter, routeSourceFromRouter } from './routes';
import { createAppSession } from './session/appSession';
import { createChunkReloader } from './shell/lazyPage';
import './styles.css';

async function boot() {
  const config = await loadAppConfig();
  const brand = getBrand(config.brand, {
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
          shellExtras,
          headerExtra,
        }}
      />
    </StrictMode>,
  );
}

void boot();
