import { type BrowserSessionOptions, DEFAULT_SESSION_CONFIG, type SessionConfig } from '@salesdesk/sdk';

/** Numeric session constants the app config may override (the path fields are the app's own). */
const SESSION_KEYS = [
  'sessionSeconds',
  'warningSeconds',
  'refreshBufferSeconds',
  'checkIntervalMs',
  'idleTimeoutMs',
  'activityThrottleMs',
  'lockTimeoutMs',
  'logoutTimeoutMs',
  'revokedCheckDelayMs',
] as const satisfies ReadonlyArray<keyof SessionConfig>;

/** Retry constants of the live socket the app config may override. */
const SOCKET_KEYS = ['maxRetries', 'retryDelayMs', 'connectionTimeoutMs', 'minUptimeMs'] as const;

type SocketOptions = NonNullable<BrowserSessionOptions['socketOptions']>;

function pick<K extends string>(raw: unknown, keys: readonly K[], where: string): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  if (raw === undefined || raw === null) return out;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    console.error(`app-config.json: "${where}" is not an object; the defaults apply.`);
    return out;
  }
  for (const [key, value] of Object.entries(raw)) {
    if (!(keys as readonly string[]).includes(key)) {
      console.error(`app-config.json: unknown ${where} field "${key}" ignored.`);
    } else if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      console.error(`app-config.json: ${where}.${key} must be a non-negative number; the default applies.`);
    } else {
      out[key as K] = value;
    }
  }
  return out;
}

/**
 * The session and socket constants from `/app-config.json` (`session`, `socket` objects) over
 * the SPEC §9 defaults. Unknown fields and bad values are logged and ignored, so a typo in the
 * deployment never stops the app from starting.
 */
export function sessionSettings(appConfig: { session?: unknown; socket?: unknown }): {
  config: SessionConfig;
  socketOptions: SocketOptions;
} {
  return {
    config: { ...DEFAULT_SESSION_CONFIG, ...pick(appConfig.session, SESSION_KEYS, 'session') },
    socketOptions: pick(appConfig.socket, SOCKET_KEYS, 'socket'),
  };
}
