import { type ApiClient, ApiError, DEFAULT_SESSION_CONFIG, decodeTokenExp, isApiToken } from '@salesdesk/sdk';

/** What {@link renewingClient} needs besides the client. */
export interface RenewalOptions {
  /** Clock in epoch ms. */
  now: () => number;
  /** Renew when the token has at most this many seconds left (the browser's buffer, 10 minutes). */
  bufferSeconds?: number;
  /** Saves a renewed token (in the profile it came from). */
  save: (token: string) => Promise<void>;
  /**
   * The token the profile holds now: when another `salesdesk` process renewed the same profile
   * first, the server refuses our (revoked) token and the profile already has the new one.
   */
  reread: () => Promise<string | null>;
}

/** Calls that must not trigger a renewal: the renewal itself, and ending the session. */
const NO_RENEWAL = new Set(['renewToken', 'logout']);

/**
 * Wraps a client so that, before each call, a session token within `bufferSeconds` of its
 * expiry is exchanged for a new one (`renewToken`) and saved, as the browser's session engine
 * does: a long export, or a script that runs commands back to back, keeps going past the hour
 * of its first token. Personal API tokens (`sdpat_…`) live for days and are never renewed; an
 * expired session token is not renewable either (the server answers 401, the CLI exits 3).
 * A renewal that fails for another reason (network) leaves the current, still valid, token.
 */
export function renewingClient(client: ApiClient, options: RenewalOptions): ApiClient {
  const buffer = (options.bufferSeconds ?? DEFAULT_SESSION_CONFIG.refreshBufferSeconds) * 1000;
  const store = client.tokenStore;
  let pending: Promise<void> | null = null;

  async function renew(token: string): Promise<void> {
    try {
      const { token: next } = await client.call('renewToken');
      store?.set(next);
      await options.save(next);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) return;
      const current = await options.reread();
      if (!current || current === token) throw error;
      store?.set(current);
    }
  }

  async function renewIfDue(): Promise<void> {
    const token = store?.get();
    if (!token || isApiToken(token)) return;
    const exp = decodeTokenExp(token) * 1000;
    const left = exp - options.now();
    if (exp === 0 || left <= 0 || left > buffer) return;
    pending ??= renew(token).finally(() => {
      pending = null;
    });
    await pending;
  }

  return {
    baseURL: client.baseURL,
    tokenStore: store,
    async call(name, input, callOptions) {
      if (!NO_RENEWAL.has(name)) await renewIfDue();
      return client.call(name, input, callOptions);
    },
    async request(endpoint, input, callOptions) {
      await renewIfDue();
      return client.request(endpoint, input, callOptions);
    },
  };
}
