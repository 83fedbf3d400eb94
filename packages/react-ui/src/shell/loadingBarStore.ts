import { atom, type ReadableAtom } from 'nanostores';

/** Phase of the loading bar. */
export type LoadingBarStatus = 'idle' | 'loading' | 'done' | 'error';

/** State of the loading bar. */
export interface LoadingBarState {
  status: LoadingBarStatus;
  /** Whether the bar is drawn: loading shorter than the throttle never shows. */
  visible: boolean;
}

/** Options of {@link createLoadingBar}; defaults from SPEC §9. */
export interface LoadingBarOptions {
  /** Loading shorter than this never shows the bar (default 200 ms). */
  throttleMs?: number;
  /** How long the bar takes to creep towards the end (default 2000 ms; used by the component). */
  durationMs?: number;
  /** How long the full bar stays after done (default 250 ms) and after an error (default 2000 ms). */
  doneHoldMs?: number;
  errorHoldMs?: number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/**
 * A loading bar driven by start / done / error. Starts and dones are counted: a page's code and
 * its first data load under one bar, which finishes when the last of them is done.
 */
export interface LoadingBarController {
  $state: ReadableAtom<LoadingBarState>;
  readonly durationMs: number;
  /** One more load running (the bar starts with the first). */
  start(): void;
  /** One load finished; the bar finishes when none is left. */
  done(): void;
  /** A load failed: the bar shows the error colour and every running load is forgotten. */
  error(): void;
  /** How many loads are running (started and not yet done). */
  running(): number;
}

const IDLE: LoadingBarState = { status: 'idle', visible: false };

/** Creates a loading bar controller (SPEC §2: starts with page loading, ends at its end or on error). */
export function createLoadingBar(options: LoadingBarOptions = {}): LoadingBarController {
  const throttleMs = options.throttleMs ?? 200;
  const doneHoldMs = options.doneHoldMs ?? 250;
  const errorHoldMs = options.errorHoldMs ?? 2000;
  const set = options.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const clear = options.clearTimeout ?? ((h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>));
  const $state = atom<LoadingBarState>(IDLE);
  let timer: unknown = null;
  let running = 0;

  function schedule(fn: () => void, ms: number) {
    if (timer !== null) clear(timer);
    timer = set(() => {
      timer = null;
      fn();
    }, ms);
  }

  return {
    $state,
    durationMs: options.durationMs ?? 2000,
    start() {
      running++;
      if (running > 1 && $state.get().status === 'loading') return;
      const wasVisible = $state.get().visible && $state.get().status === 'loading';
      $state.set({ status: 'loading', visible: wasVisible });
      if (!wasVisible) schedule(() => $state.set({ status: 'loading', visible: true }), throttleMs);
    },
    done() {
      if (running > 0) running--;
      if (running > 0) return;
      const { status, visible } = $state.get();
      if (status !== 'loading') return;
      if (!visible) {
        if (timer !== null) clear(timer);
        timer = null;
        $state.set(IDLE);
        return;
      }
      $state.set({ status: 'done', visible: true });
      schedule(() => $state.set(IDLE), doneHoldMs);
    },
    running: () => running,
    error() {
      // An error always shows, even a fast one: the user must see that the page failed.
      running = 0;
      $state.set({ status: 'error', visible: true });
      schedule(() => $state.set(IDLE), errorHoldMs);
    },
  };
}

/** The page's loading bar, bound to route loading by the app. */
export const loadingBar: LoadingBarController = createLoadingBar();
