/**
 * Test support for the session engine (not exported from the package): a fake clock and
 * scheduler, a fake API server behind `fetch`, and a "browser" whose tabs share one cookie jar,
 * one lock and one channel hub.
 */
import { vi } from 'vitest';
import { cookieTokenStore, memoryCookieJar } from '../auth/tokenStore';
import { createApiClient } from '../client/apiClient';
import { createSessionStores } from '../stores/sessionStores';
import { createTabChannelHub } from '../tabSync/tabChannel';
import { manualActivitySource } from './activitySource';
import type { SessionConfig } from './sessionConfig';
import { createSessionEngine, type LogoutReason } from './sessionEngine';
import { memoryLock } from './sessionLock';
import type { Clock, Scheduler } from './time';
import { manualVisibilitySource } from './visibilitySource';

/** Lets pending promises, fetches and microtasks run (real macrotasks; the engine's timers are fake). */
export async function settle(rounds = 15): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setImmediate(r));
}

interface FakeTimer {
  at: number;
  fn: () => void;
  every?: number;
}

/** A fake wall clock with its own timers. `advance` runs timers on the way; `jump` is a sleep (no timer runs). */
export function createFakeTime(start = Date.UTC(2026, 0, 5, 8, 0, 0)) {
  let now = start;
  let seq = 0;
  const timers = new Map<number, FakeTimer>();
  const clock: Clock = { now: () => now };
  const scheduler: Scheduler = {
    setTimeout(fn, ms) {
      seq += 1;
      timers.set(seq, { at: now + Math.max(0, ms), fn });
      return seq;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    setInterval(fn, ms) {
      seq += 1;
      timers.set(seq, { at: now + ms, fn, every: ms });
      return seq;
    },
    clearInterval: (id) => void timers.delete(id as number),
  };
  function nextDue(end: number): [number, FakeTimer] | undefined {
    let best: [number, FakeTimer] | undefined;
    for (const entry of timers) if (entry[1].at <= end && (!best || entry[1].at < best[1].at)) best = entry;
    return best;
  }
  return {
    clock,
    scheduler,
    get now() {
      return now;
    },
    /** Pending timers (0 when every engine stopped its timers). */
    get pending() {
      return timers.size;
    },
    /** Moves time forward by `ms`, firing every timer due on the way, in order. */
    async advance(ms: number) {
      const end = now + ms;
      for (let due = nextDue(end); due; due = nextDue(end)) {
        const [id, timer] = due;
        now = Math.max(now, timer.at);
        if (timer.every) timer.at += timer.every;
        else timers.delete(id);
        timer.fn();
        await settle();
      }
      now = end;
      await settle();
    },
    /** A sleep or a throttled tab: the clock moves, no timer fires. */
    jump(ms: number) {
      now += ms;
    },
    /** Fires every interval once (one late `setInterval` callback after a sleep). */
    async fireIntervals() {
      for (const timer of [...timers.values()]) {
        if (!timer.every) continue;
        timer.at = now + timer.every;
        timer.fn();
      }
      await settle();
    },
  };
}

/** A JWT-shaped token (unsigned; the SDK only reads `exp`). */
export function fakeToken(exp: number, jti: string | number): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: 7, exp, jti })}.sig`;
}

/** Fake reference server behind a `fetch`: login, logout, renew, user information, ui-config. */
export function createFakeApi(clock: Clock) {
  let seq = 0;
  const valid = new Set<string>();
  const calls: string[] = [];
  const api = {
    calls,
    ttlSeconds: 1800,
    /** What renew answers: ok, a network failure, 500, 401, or a promise that never settles. */
    renewMode: 'ok' as 'ok' | 'network' | '500' | '401' | 'hang',
    /** GETs carrying this token get 401 (as if the server no longer accepts it). */
    rejectGetsWith: null as string | null,
    /** What ui-config answers (status). */
    uiConfigStatus: 200,
    count: (what: string) => calls.filter((c) => c === what).length,
    /** Revokes every token issued so far (a password reset, a deactivation). */
    revokeAll: () => valid.clear(),
    issue(): string {
      seq += 1;
      const token = fakeToken(Math.floor(clock.now() / 1000) + api.ttlSeconds, seq);
      valid.add(token);
      return token;
    },
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const method = init?.method ?? 'GET';
      const token = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? null;
      const what = `${method} ${url.pathname}`;
      calls.push(what);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      const unauthorized = () => json(401, { code: 'unauthorized', message: 'Brak autoryzacji.' });
      const authorized = token !== null && valid.has(token);
      switch (what) {
        case 'POST /api/account/login': {
          const body = JSON.parse(String(init?.body ?? '{}')) as { password?: string };
          if (body.password !== 'secret')
            return json(401, { code: 'wrong_credentials', message: 'Nieprawidłowe dane.' });
          return json(200, { token: api.issue(), company_code: '3W' });
        }
        case 'POST /api/account/logout':
          if (token) valid.delete(token);
          return json(200, { ok: true });
        case 'POST /api/account/renew-token':
          if (api.renewMode === 'network') throw new TypeError('fetch failed');
          if (api.renewMode === '500') return json(500, { code: 'internal', message: 'Błąd.' });
          if (api.renewMode === 'hang') return new Promise<Response>(() => {});
          if (api.renewMode === '401' || !authorized) return unauthorized();
          valid.delete(token);
          return json(200, { token: api.issue() });
        case 'GET /api/account/user-information':
          if (!authorized || token === api.rejectGetsWith) return unauthorized();
          return json(200, {
            user_id: 7,
            firstname: 'Anna',
            lastname: 'Nowak',
            email: 'anna@example.pl',
            username: 'anowak',
            role: 'Administrators',
            company: '3W',
            company_code: '3W',
            default_warehouse: 'WRO',
            available_warehouses: ['WRO'],
            is_acceptor: true,
          });
        case 'GET /api/ui-config':
          if (!authorized || token === api.rejectGetsWith) return unauthorized();
          if (api.uiConfigStatus !== 200) return json(api.uiConfigStatus, { code: 'internal', message: 'Błąd.' });
          return json(200, 100);
        default:
          return json(404, { code: 'not_found', message: 'Nie znaleziono.' });
      }
    }) as typeof fetch,
  };
  return api;
}

/** One browser: tabs share the cookie jar, the renew lock and the channel hub. */
export function createFakeBrowser(config: Partial<SessionConfig> = {}) {
  const time = createFakeTime();
  const jar = memoryCookieJar();
  const hub = createTabChannelHub();
  const lock = memoryLock(time.scheduler);
  const api = createFakeApi(time.clock);

  /** Opens a tab; `ownLock` gives it a lock of its own (a browser without Web Locks). */
  function openTab(tabConfig: Partial<SessionConfig> = {}, ownLock = false) {
    const tokenStore = cookieTokenStore({ jar });
    const stores = createSessionStores();
    const activity = manualActivitySource();
    const visibility = manualVisibilitySource();
    const navigations: string[] = [];
    const logouts: LogoutReason[] = [];
    /** The page the tab shows (null: the login page itself). */
    const place: { path: string | null } = { path: null };
    const socket = { open: vi.fn(), close: vi.fn(), tokenChanged: vi.fn() };
    const log = { error: vi.fn() };
    const channel = hub.connect();
    const engine = createSessionEngine({
      client: (hooks) => createApiClient({ baseURL: 'http://api.test', tokenStore, fetch: api.fetch, ...hooks }),
      tokenStore,
      clock: time.clock,
      scheduler: time.scheduler,
      channel,
      lock: ownLock ? memoryLock(time.scheduler) : lock,
      activity,
      visibility,
      navigate: (path) => navigations.push(path),
      currentPath: () => place.path ?? '/pl/login',
      stores,
      socket,
      config: { ...config, ...tabConfig },
      log,
      onLogout: (reason) => logouts.push(reason),
    });
    engine.start();
    return { engine, stores, activity, visibility, navigations, logouts, socket, log, tokenStore, channel, place };
  }

  return { time, jar, hub, lock, api, openTab };
}

/** Keeps a tab active for `ms`: one activity event every `stepMs`. */
export async function stayActive(
  tab: { activity: { emit(): void } },
  time: { advance(ms: number): Promise<void> },
  ms: number,
  stepMs = 4000,
) {
  for (let t = 0; t < ms; t += stepMs) {
    tab.activity.emit();
    await time.advance(Math.min(stepMs, ms - t));
  }
}
