import { defaultSessionStores } from '../stores/sessionStores';
import type { createLiveSocket, LiveSocket, LiveSocketOptions } from './liveSocket';

type Listener = (message: Record<string, unknown>) => void;

/** Loads the live socket's module (partysocket with it). */
export type LiveSocketLoader = () => Promise<{ createLiveSocket: typeof createLiveSocket }>;

const loadLiveSocket: LiveSocketLoader = () => import('./liveSocket');

/**
 * The live socket of {@link createLiveSocket}, with its code and partysocket loaded when a user
 * is logged in: the socket only ever opens for one, so the login page's first load carries
 * neither. Until the real socket is ready its calls are kept in order and replayed on it; while
 * nobody is logged in only the last route is kept (the socket cannot open then). `open()` and
 * `reconnect()` answer whether a connection is being prepared.
 */
export function lazyLiveSocket(options: LiveSocketOptions, load: LiveSocketLoader = loadLiveSocket): LiveSocket {
  const stores = options.stores ?? defaultSessionStores;
  const userId = options.userId ?? (() => stores.$user.get()?.user_id ?? null);
  let real: LiveSocket | null = null;
  let loading = false;
  /** The route to tell the socket first (the last one before the load started). */
  let lastRoute: string | null = null;
  /** The latest route of all, kept for a load that has to start over. */
  let latestRoute: string | null = null;
  let queue: Array<(socket: LiveSocket) => void> = [];
  /** Listeners subscribed before the socket was ready, with the real unsubscribe once attached. */
  const listeners = new Map<Listener, (() => void) | null>();

  function start() {
    if (loading) return;
    loading = true;
    load().then(
      (module) => {
        const socket = module.createLiveSocket(options);
        real = socket;
        for (const listener of listeners.keys()) listeners.set(listener, socket.subscribe(listener));
        const calls = queue;
        queue = [];
        if (lastRoute !== null) socket.setRoute(lastRoute);
        for (const call of calls) call(socket);
      },
      () => {
        // The chunk did not load (network, a new deploy): offline until the next call that needs
        // the socket (an open, a reconnect, a route change) starts over from the latest route.
        loading = false;
        queue = [];
        lastRoute = latestRoute;
        stores.$socketStatus.set('offline');
      },
    );
  }

  /** Runs a call on the socket, or keeps it for when the socket is ready (starting the load if a user is logged in). */
  function run(call: (socket: LiveSocket) => void, force: boolean) {
    if (real) {
      call(real);
      return;
    }
    if (!loading && !force && userId() === null) return;
    queue.push(call);
    start();
  }

  return {
    open() {
      if (real) return real.open();
      if (userId() === null) return false;
      run((socket) => socket.open(), true);
      return true;
    },
    close() {
      if (real) real.close();
      // Nothing to close yet; calls kept for a socket not yet made are void now.
      else queue = [];
    },
    reconnect() {
      if (real) return real.reconnect();
      if (userId() === null) return false;
      run((socket) => socket.reconnect(), true);
      return true;
    },
    send(data) {
      return real ? real.send(data) : false;
    },
    setRoute(path) {
      latestRoute = path;
      if (real) {
        real.setRoute(path);
        return;
      }
      if (loading) queue.push((socket) => socket.setRoute(path));
      else {
        lastRoute = path;
        if (userId() !== null) start();
      }
    },
    tokenChanged() {
      run((socket) => socket.tokenChanged(), false);
    },
    subscribe(listener) {
      listeners.set(listener, real ? real.subscribe(listener) : null);
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },
    get authenticated() {
      return real?.authenticated ?? false;
    },
    get status() {
      return real ? real.status : stores.$socketStatus.get();
    },
  };
}
