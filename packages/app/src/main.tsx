import { createColorMode, loadingBar } from '@salesdesk/react-ui';
import { browserCookieJar, cookieTokenStore, createApiClient, getBrand } from '@salesdesk/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadAppConfig } from './config';
import { createPages } from './pages/createPages';
import { createAppRouter } from './routes';
import { createSimpleSession } from './session/simpleSession';
import { createChunkReloader } from './shell/lazyPage';
import './styles.css';

async function boot() {
  const config = await loadAppConfig();
  const brand = getBrand(config.brand, { investmentsUrl: config.investmentsUrl ?? undefined });
  const tokenStore = cookieTokenStore({
    jar: browserCookieJar(),
    prefix: config.cookiePrefix,
    secure: window.location.protocol === 'https:',
  });
  const router = createAppRouter();
  // SPEC §8: response errors other than the session's are only logged.
  const client = createApiClient({ baseURL: config.apiBaseUrl, tokenStore, onError: (error) => console.error(error) });
  const session = createSimpleSession({ client, tokenStore, navigate: (path) => router.open(path) });
  void session.restore();

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
      <App services={{ client, session, brand, router, pages, bar: loadingBar, colorMode: createColorMode() }} />
    </StrictMode>,
  );
}

void boot();
