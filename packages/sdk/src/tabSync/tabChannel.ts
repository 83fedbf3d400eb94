import { subscribable } from '../subscribable';

/**
 * Commands the tabs of one browser exchange (SPEC §4). Times are absolute so every tab computes
 * the same countdown: `exp` is the token's `exp` (epoch seconds), `expiry` the user timer's end
 * (epoch ms). `hello` is sent by a starting tab; a logged-in tab answers with `userTimerUpdated`,
 * so a tab opened during the warning shows the same time left.
 */
export type TabCommand =
  | { type: 'resetIdle' }
  | { type: 'tokenRefreshed'; exp: number }
  | { type: 'userTimerUpdated'; expiry: number }
  | { type: 'logout' }
  | { type: 'hello' };

/** The channel between the tabs of one browser. A channel never delivers to its own sender. */
export interface TabChannel {
  /** Sends a command to every other tab. */
  post(command: TabCommand): void;
  /** Listens for commands from other tabs; returns the unsubscribe. */
  subscribe(listener: (command: TabCommand) => void): () => void;
  /** Stops sending and receiving. */
  close(): void;
  /** False in single-tab mode (no BroadcastChannel): posts go nowhere. */
  readonly shared: boolean;
}

/** Default channel name. */
export const TAB_CHANNEL_NAME = 'salesdesk-session';

/** Accepts only well-formed commands: a message from another version of the app is ignored. */
export function parseTabCommand(data: unknown): TabCommand | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  switch (d.type) {
    case 'resetIdle':
    case 'logout':
    case 'hello':
      return { type: d.type };
    case 'tokenRefreshed':
      return typeof d.exp === 'number' && Number.isFinite(d.exp) ? { type: 'tokenRefreshed', exp: d.exp } : null;
    case 'userTimerUpdated':
      return typeof d.expiry === 'number' && Number.isFinite(d.expiry)
        ? { type: 'userTimerUpdated', expiry: d.expiry }
        : null;
    default:
      return null;
  }
}

/** A channel that reaches no other tab (single-tab mode). */
export function singleTabChannel(): TabChannel {
  return { post() {}, subscribe: () => () => {}, close() {}, shared: false };
}

/** The minimal BroadcastChannel shape used here (the DOM's, or Node's global one). */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/**
 * A tab channel over BroadcastChannel (`Impl`, default the global one; null for none). Falls
 * back to single-tab mode when the constructor is missing or throws (old browsers, some privacy modes).
 */
export function broadcastTabChannel(
  name: string = TAB_CHANNEL_NAME,
  Impl: (new (name: string) => BroadcastChannelLike) | null | undefined = (
    globalThis as { BroadcastChannel?: new (name: string) => BroadcastChannelLike }
  ).BroadcastChannel,
): TabChannel {
  if (!Impl) return singleTabChannel();
  let channel: BroadcastChannelLike;
  try {
    channel = new Impl(name);
  } catch {
    return singleTabChannel();
  }
  const listeners = subscribable<TabCommand>();
  let closed = false;
  channel.addEventListener('message', (event) => {
    const command = parseTabCommand(event.data);
    if (command && !closed) listeners.emit(command);
  });
  return {
    post(command) {
      if (closed) return;
      try {
        channel.postMessage(command);
      } catch {
        // A closed or broken channel must not break the engine: this tab carries on alone.
      }
    },
    subscribe: listeners.subscribe,
    close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      channel.close();
    },
    shared: true,
  };
}

/** Several in-memory tabs: each `connect()` is one tab's channel. */
export interface TabChannelHub {
  connect(): TabChannel;
}

/**
 * An in-memory hub for tests and Node: channels connected to one hub reach each other but never
 * themselves, and deliver asynchronously (a microtask later), like BroadcastChannel.
 */
export function createTabChannelHub(): TabChannelHub {
  const members = new Set<{ deliver(command: TabCommand): void }>();
  return {
    connect() {
      const listeners = subscribable<TabCommand>();
      let closed = false;
      const member = {
        deliver(command: TabCommand) {
          if (!closed) listeners.emit(command);
        },
      };
      members.add(member);
      return {
        post(command) {
          if (closed) return;
          // Structured clone, as the real channel does: a receiver can never mutate the sender's object.
          const copy = structuredClone(command);
          for (const other of members) {
            if (other !== member) queueMicrotask(() => other.deliver(copy));
          }
        },
        subscribe: listeners.subscribe,
        close() {
          closed = true;
          members.delete(member);
          listeners.clear();
        },
        shared: true,
      };
    },
  };
}
