import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { type ApiClient, createApiClient, memoryTokenStore, type TokenStore } from '@salesdesk/sdk';
import type { Hono } from 'hono';
import { createApp } from '../app';
import type { ServerContext } from '../serverContext';
import { createServerContext, type StartServerOptions } from '../startServer';

/** An in-process server on an in-memory database, for contract tests. */
export interface TestServer {
  ctx: ServerContext;
  app: Hono;
  /** A fetch that calls the app in-process (no port). */
  fetch: typeof globalThis.fetch;
  /** An SDK client bound to the app with its own token store. */
  client(tokenStore?: TokenStore): ApiClient;
  /** Logs a seeded user in (demo password) and returns a client carrying the token. */
  loginAs(username: string): Promise<ApiClient>;
  close(): void;
}

/** Creates an in-process server; every call goes through the SDK client and the real router. */
export async function createTestServer(options: StartServerOptions = {}): Promise<TestServer> {
  const ctx = await createServerContext({ dataDir: ':memory:', env: {}, validateResponses: true, ...options });
  const app = createApp(ctx);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://salesdesk.test'), init);
    return app.fetch(request);
  };
  const client = (tokenStore: TokenStore = memoryTokenStore()) =>
    createApiClient({ baseURL: 'http://salesdesk.test', fetch, tokenStore });
  return {
    ctx,
    app,
    fetch,
    client,
    async loginAs(username) {
      const c = client();
      const { token } = await c.call('login', { body: { username, password: DEMO_PASSWORD } });
      c.tokenStore?.set(token);
      return c;
    },
    close: () => {
      // A test awaits the import runs it starts (`importScheduler.tick()`/`idle()`); none is left here.
      void ctx.importScheduler.stop();
      void ctx.webhooks.stop();
      void ctx.matcher.close();
      void ctx.imports.close();
      void ctx.mail.stop();
      ctx.db.close();
    },
  };
}
