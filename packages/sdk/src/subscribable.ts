/** A set of listeners that one side subscribes to and the other emits to. */
export interface Subscribable<T> {
  /**
   * Calls `listener` on every emit until the returned function is called (idempotent). Each
   * subscription counts once, even of a function already subscribed.
   */
  subscribe(listener: (value: T) => void): () => void;
  /**
   * Calls every listener subscribed when the emit starts, in subscription order; one that
   * subscribes or unsubscribes during it changes the next emit only.
   */
  emit(value: T): void;
  /** Drops every listener (the source closed). */
  clear(): void;
  /** How many subscriptions are live. */
  readonly size: number;
}

/**
 * The one listener set of the sdk (the activity and visibility sources, the tab channels, the
 * live socket): subscribe, emit, clear, without each keeping its own `Set` and its own rules.
 */
export function subscribable<T = void>(): Subscribable<T> {
  const subscriptions = new Set<{ listener: (value: T) => void }>();
  return {
    subscribe(listener) {
      // A wrapper per subscription: the same function subscribed twice is two subscriptions.
      const subscription = { listener };
      subscriptions.add(subscription);
      return () => void subscriptions.delete(subscription);
    },
    emit(value) {
      for (const { listener } of [...subscriptions]) listener(value);
    },
    clear: () => subscriptions.clear(),
    get size() {
      return subscriptions.size;
    },
  };
}
