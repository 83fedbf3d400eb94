import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import type { RunningServer } from '@salesdesk/server';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The test SMTP server of the server's own tests (its packages are the server's dev dependencies).
import { type SmtpTestServer, startSmtpTestServer } from '../../server/src/testing/smtpTestServer';
import { expectAccessible } from './listE2eKit';
import { launchChromium, startAppServer } from './sessionE2eKit';

// Two things a real deployment needs beyond one browser tab on one origin: e-mail that leaves
// the server (a password reset taken from the mail a real SMTP server on 127.0.0.1 received),
// and a page of another origin that logs in through the sdk and loads a list (CORS_ORIGINS).

let smtp: SmtpTestServer;
let server: RunningServer;
let browser: Browser;
/** The embedding host: a second origin on 127.0.0.1 (another port). */
let host: Server;
let hostOrigin: string;
/** An origin not in CORS_ORIGINS. */
let stranger: Server;
let strangerOrigin: string;

const listen = (s: Server) =>
  new Promise<string>((resolve) =>
    s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  );

/** A free port of 127.0.0.1, so the server's PUBLIC_URL can name it before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  const url = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return Number(new URL(url).port);
}

/**
 * The host page's script: the sdk, bundled for the browser, logs in against the salesdesk
 * server of `window.API` and shows how many offers the first page of the list holds.
 */
async function hostScript(): Promise<string> {
  const out = await build({
    stdin: {
      contents: `
        import { createApiClient, memoryTokenStore } from '@salesdesk/sdk';
        const status = document.getElementById('status');
        const client = createApiClient({ baseURL: window.API, tokenStore: memoryTokenStore() });
        client
          .call('login', { body: { username: 'handlowiec', password: window.PASSWORD } })
          .then(({ token }) => {
            client.tokenStore.set(token);
            return client.call('offerList', { query: { limit: 5 } });
          })
          .then((page) => { status.textContent = 'Oferty: ' + page.items.length + ' z ' + page.total; })
          .catch((error) => { status.textContent = 'Błąd: ' + (error && error.message); });
      `,
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['@salesdesk/source'],
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]?.text ?? '';
}

/** A plain page with the bundled script, as another internal app would serve it. */
function hostServer(script: string, api: string): Server {
  return createServer((req, res) => {
    if (req.url === '/host.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(script);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Intranet</title></head>
      <body><main><h1>Intranet</h1><p id="status" role="status">Ładowanie…</p></main>
      <script>window.API = ${JSON.stringify(api)}; window.PASSWORD = ${JSON.stringify(DEMO_PASSWORD)};</script>
      <script type="module" src="/host.js"></script></body></html>`);
  });
}

beforeAll(async () => {
  const [script, port, mail] = await Promise.all([hostScript(), freePort(), startSmtpTestServer()]);
  smtp = mail;
  const api = `http://127.0.0.1:${port}`;
  host = hostServer(script, api);
  stranger = hostServer(script, api);
  [hostOrigin, strangerOrigin] = await Promise.all([listen(host), listen(stranger)]);
  [server, browser] = await Promise.all([
    startAppServer({
      port,
      publicUrl: api,
      mail: { smtpUrl: smtp.url, from: null, retrySchedule: [1] },
      corsOrigins: [hostOrigin],
    }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await Promise.allSettled([
    browser?.close(),
    server?.close(),
    smtp?.close(),
    new Promise((r) => host?.close(r)),
    new Promise((r) => stranger?.close(r)),
  ]);
});

describe('a password reset by e-mail', () => {
  it('request a reset, take the link from the mail the SMTP server received, set the password, log in', async () => {
    const db = server.ctx.db;
    const email = db.prepare("SELECT email FROM users WHERE username = 'dyrektor.regionu'").pluck().get() as string;
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto('/pl/login');
      await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
      await page.getByLabel('Adres e-mail').fill(email);
      await page.getByRole('button', { name: 'Wyślij link' }).click();
      await page.getByText(`Jeśli konto z adresem ${email} istnieje`).waitFor();

      await smtp.waitFor(1, 20_000);
      const [{ mail, to }] = smtp.received as [SmtpTestServer['received'][number]];
      expect(to).toEqual([email]);
      expect(mail.subject).toBe('Reset hasła');
      const link = /(\S+\/pl\/reset-password\?token=[\w-]+)/.exec(mail.text ?? '')?.[1] ?? '';
      // Absolute: a mail client has no page to resolve a relative link against.
      expect(link.startsWith(`${server.config.publicUrl}/pl/reset-password?token=`)).toBe(true);

      await page.goto(link);
      await page.getByLabel('Nowe hasło', { exact: true }).fill('NoweHaslo2026');
      await page.getByLabel('Powtórz nowe hasło').fill('NoweHaslo2026');
      await page.getByRole('button', { name: 'Ustaw hasło' }).click();
      await page.getByText('Możesz się teraz zalogować nowym hasłem.').waitFor();
      await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
      await page.getByLabel('Nazwa użytkownika').fill('dyrektor.regionu');
      await page.getByLabel('Hasło', { exact: true }).fill('NoweHaslo2026');
      await page.getByRole('button', { name: 'Zaloguj się' }).click();
      await page.waitForURL('**/pl/dashboard');
    } finally {
      await context.close();
    }
  });
});

describe('a page of another origin', () => {
  it('logs in through the sdk and loads the offers list when its origin is in CORS_ORIGINS', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    try {
      const page = await context.newPage();
      await page.goto(`${hostOrigin}/`);
      const status = page.getByRole('status');
      await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/^Oferty: [1-9]\d* z \d+$/);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('gets nothing from an origin not in CORS_ORIGINS: the browser refuses the call', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${strangerOrigin}/`);
      const status = page.getByRole('status');
      await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/^Błąd: /);
    } finally {
      await context.close();
    }
  });
});
