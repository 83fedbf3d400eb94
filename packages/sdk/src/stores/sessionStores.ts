import { atom, type MapStore, map, type WritableAtom } from 'nanostores';
import type { UserInformation } from '../contract/account';

/**
 * The auth session (SPEC §3). Times are epoch milliseconds so a countdown is plain arithmetic
 * against `Date.now()`; `tokenExpiry` is the token's `exp` × 1000.
 */
export interface SessionState {
  /** When the token expires (epoch ms), 0 when logged out. */
  tokenExpiry: number;
  /** When the user countdown reaches 0 (epoch ms) while idle; 0 while the user is active or logged out. */
  userSessionExpiry: number;
  loggedIn: boolean;
  /** A login is running. */
  loading: boolean;
  /** The session-warning modal is due: idle and at most `warningSeconds` left (SPEC §4). */
  sessionWarning: boolean;
  /** Company code of the logged-in user ('' when logged out). */
  companyCode: string;
  /** No activity for `idleTimeoutMs` in any tab. */
  idle: boolean;
}

/**
 * Live data pushed over the socket (SPEC §3: offer and order payloads under `wsData`), the last
 * one of each as received. The reference server sends `LiveOfferChange` and
 * `LiveOrderChange` (contract, `liveDocuments`); they stay `unknown` here because another backend may send other shapes,
 * and every new message is a new object, which is what the live-query binding reacts to.
 */
export interface WsData {
  offer?: unknown;
  order?: unknown;
}

/**
 * A notification pushed over the socket: the running unread `count` (SPEC §3), and when the
 * push is about one notification, its `type` and `metadata` key/value pairs (keys group_name,
 * number, offer_id).
 */
export interface LiveNotification {
  count: number;
  type?: string;
  metadata?: Array<{ key: string; value: string }>;
  [key: string]: unknown;
}

/** A session-error notification to show (SPEC §8: a 401 while logged in). */
export interface SessionErrorEvent {
  /** Increases with every event, so the same text twice is still two events. */
  id: number;
  title: string;
  message: string;
  /** Epoch ms. */
  at: number;
}

/**
 * State of the live socket. `unauthorized`: the server closed it because its token expired or was
 * revoked, or the user was deactivated; it reconnects only with a new token.
 */
export type SocketStatus = 'closed' | 'connecting' | 'authenticated' | 'offline' | 'unauthorized';

/** Every store the session engine and the live socket write. */
export interface SessionStores {
  $session: MapStore<SessionState>;
  $user: WritableAtom<UserInformation | null>;
  $unreadCount: WritableAtom<number>;
  $wsData: WritableAtom<WsData>;
  /** The latest notification pushed over the socket (the UI shows a toast for each). */
  $lastNotification: WritableAtom<LiveNotification | null>;
  $sessionError: WritableAtom<SessionErrorEvent | null>;
  $socketStatus: WritableAtom<SocketStatus>;
}

/** The logged-out session state. */
export const INITIAL_SESSION: Readonly<SessionState> = Object.freeze({
  tokenExpiry: 0,
  userSessionExpiry: 0,
  loggedIn: false,
  loading: false,
  sessionWarning: false,
  companyCode: '',
  idle: false,
});

/**
 * A fresh set of stores. The app uses the module-level ones below; tests (several engines
 * standing for several tabs) and embedders create their own.
 */
export function createSessionStores(): SessionStores {
  return {
    $session: map<SessionState>({ ...INITIAL_SESSION }),
    $user: atom<UserInformation | null>(null),
    $unreadCount: atom(0),
    $wsData: atom<WsData>({}),
    $lastNotification: atom<LiveNotification | null>(null),
    $sessionError: atom<SessionErrorEvent | null>(null),
    $socketStatus: atom<SocketStatus>('closed'),
  };
}

/** The default stores of this page, shared by the engine, the socket and the UI. */
export const defaultSessionStores: SessionStores = createSessionStores();

/** The auth session of this page (SPEC §3). */
export const $session = defaultSessionStores.$session;
/** The logged-in user's information, null when logged out. */
export const $user = defaultSessionStores.$user;
/** Unread notifications, updated live from the socket. */
export const $unreadCount = defaultSessionStores.$unreadCount;
/** The latest `offer` / `order` payloads pushed over the socket. */
export const $wsData = defaultSessionStores.$wsData;
/** The latest notification pushed over the socket. */
export const $lastNotification = defaultSessionStores.$lastNotification;
/** The latest session-error event; subscribe with `.listen()` to show each one as a toast. */
export const $sessionError = defaultSessionStores.$sessionError;
/** State of the live socket. */
export const $socketStatus = defaultSessionStores.$socketStatus;
