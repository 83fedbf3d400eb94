import { subscribable } from '../subscribable';
import type { EventTargetLike } from './activitySource';

/** Reports that the page came back (visible again, restored from the back-forward cache, focused). */
export interface VisibilitySource {
  /** Calls `listener` when the page comes back; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * Visibility over `visibilitychange` (when visible), `pageshow` and `focus`: a background tab
 * whose timers were throttled, or a laptop waking from sleep, runs its session check at once.
 */
export function browserVisibilitySource(
  win?: EventTargetLike,
  doc?: EventTargetLike & { visibilityState?: string },
): VisibilitySource {
  return {
    subscribe(listener) {
      const g = globalThis as unknown as {
        window: EventTargetLike;
        document: EventTargetLike & { visibilityState?: string };
      };
      const w = win ?? g.window;
      const d = doc ?? g.document;
      const onVisibility = () => {
        if (d.visibilityState === undefined || d.visibilityState === 'visible') listener();
      };
      const onShow = () => listener();
      d.addEventListener('visibilitychange', onVisibility);
      w.addEventListener('pageshow', onShow);
      w.addEventListener('focus', onShow);
      return () => {
        d.removeEventListener('visibilitychange', onVisibility);
        w.removeEventListener('pageshow', onShow);
        w.removeEventListener('focus', onShow);
      };
    },
  };
}

/** A visibility source driven by hand (tests). */
export interface ManualVisibilitySource extends VisibilitySource {
  /** Reports that the page came back. */
  show(): void;
}

/** Creates a {@link ManualVisibilitySource}. */
export function manualVisibilitySource(): ManualVisibilitySource {
  const listeners = subscribable();
  return {
    subscribe: (listener) => listeners.subscribe(() => listener()),
    show: () => listeners.emit(),
  };
}
