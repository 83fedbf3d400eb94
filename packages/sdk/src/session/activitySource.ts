import { subscribable } from '../subscribable';

/** The user activity events of SPEC §4. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'resize', 'keydown', 'touchstart', 'wheel'] as const;
/** One of {@link ACTIVITY_EVENTS}. */
export type ActivityEventName = (typeof ACTIVITY_EVENTS)[number];

/** Reports user activity in this tab. */
export interface ActivitySource {
  /** Calls `listener` on every activity event; returns the unsubscribe, which removes the DOM listeners. */
  subscribe(listener: () => void): () => void;
}

/** The part of `window` used to listen (any EventTarget works). */
export interface EventTargetLike {
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions | boolean): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions | boolean): void;
}

/**
 * Activity from the six DOM events on `window`. Listeners are added on `subscribe` (never at
 * import) and are passive, so scrolling and touch stay smooth.
 */
export function browserActivitySource(target?: EventTargetLike): ActivitySource {
  return {
    subscribe(listener) {
      const t = target ?? (globalThis as unknown as { window: EventTargetLike }).window;
      const handler = () => listener();
      for (const type of ACTIVITY_EVENTS) t.addEventListener(type, handler, { passive: true, capture: true });
      return () => {
        for (const type of ACTIVITY_EVENTS) t.removeEventListener(type, handler, { capture: true });
      };
    },
  };
}

/** An activity source driven by hand: tests and Node (the CLI is never idle). */
export interface ManualActivitySource extends ActivitySource {
  /** Reports one activity event. */
  emit(): void;
  /** Subscribed listeners (0 after the engine stops). */
  readonly listenerCount: number;
}

/** Creates a {@link ManualActivitySource}. */
export function manualActivitySource(): ManualActivitySource {
  const listeners = subscribable();
  return {
    // The listener is called with nothing, whatever it declares.
    subscribe: (listener) => listeners.subscribe(() => listener()),
    emit: () => listeners.emit(),
    get listenerCount() {
      return listeners.size;
    },
  };
}
