// TYPES

/**
 * Whether the network is there, as far as the device knows, and when that changes. The line
 * writer does not try to send while it says offline, and tries again at once when it comes back
 * (it also retries on a timer: a device can say online while the server is unreachable).
 */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe. */
  listen(listener: (online: boolean) => void): () => void;
}

// IMPLEMENTATIONS

/** Always online, nothing to listen to (Node, the CLI, tests that do not need the network to go). */
export const alwaysOnline: Connectivity = { isOnline: () => true, listen: () => () => undefined };

/**
 * The browser's view (`navigator.onLine`, the `online` and `offline` events), looked up when
 * called, never at import; where there is no window it is {@link alwaysOnline}.
 */
export function browserConnectivity(): Connectivity {
  const target = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener' | 'navigator'>>;
  if (typeof target.addEventListener !== 'function' || typeof target.removeEventListener !== 'function')
    return alwaysOnline;
  return {
    isOnline: () => target.navigator?.onLine !== false,
    listen(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      target.addEventListener?.('online', online);
      target.addEventListener?.('offline', offline);
      return () => {
        target.removeEventListener?.('online', online);
        target.removeEventListener?.('offline', offline);
      };
    },
  };
}

/**
 * A fake network for tests: `set(false)` takes it away, `set(true)` brings it back and tells the
 * listeners.
 */
export function manualConnectivity(online = true): Connectivity & { set(online: boolean): void } {
  let state = online;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => state,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}
