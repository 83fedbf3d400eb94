import type { Browser } from 'playwright-core';
import { launchChromium, startAppServer } from '../e2e/sessionE2eKit';
import { buildPage, builtScriptSizes, gzipSize } from './perfKit';

/** Gzip bytes of JavaScript the login route loads, and of React alone, measured in one run. */
export interface LoginBundleFigures {
  loginRouteBytes: number;
  reactOnlyBytes: number;
  scripts: Array<{ url: string; bytes: number }>;
}

/**
 * Loads `/pl/login` of the built app from the real server in Chromium and sums the gzip size of
 * every script it loads until the network is idle; against a production build of a page with
 * react and react-dom alone (the least any React page ships).
 */
export async function measureLoginBundle(): Promise<LoginBundleFigures> {
  const reactOnly = await buildPage('react-only', {
    'index.html':
      '<!doctype html><html lang="pl"><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
    'main.js':
      "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('p', null, 'salesdesk'));\n",
  });
  const reactOnlyBytes = builtScriptSizes(reactOnly);
  const server = await startAppServer();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const page = await browser.newPage();
    const scripts: Array<{ url: string; bytes: number }> = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          scripts.push({ url: new URL(response.url()).pathname, bytes: gzipSize(body) });
        }),
      );
    });
    await page.goto(`${server.url}/pl/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Zaloguj się' }).waitFor();
    await Promise.all(pending);
    return { loginRouteBytes: scripts.reduce((sum, s) => sum + s.bytes, 0), reactOnlyBytes, scripts };
  } finally {
    await browser?.close();
    await server.close();
  }
}
