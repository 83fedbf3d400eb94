import { atom, type ReadableAtom } from 'nanostores';

/** Where the build writes its id (SPEC §7: the app polls `builds/latest.json`). */
export const LATEST_BUILD_PATH = '/builds/latest.json';

/** The content of `builds/latest.json`. */
export interface BuildInfo {
  id: string;
  /** When it was built (ISO 8601). */
  time: string;
}

/** A running update check. */
export interface UpdateCheck {
  /** True once a build other than the running one is out; stays true. */
  $available: ReadableAtom<boolean>;
  /** Asks once now (also on a tab becoming visible). */
  check(): Promise<void>;
  stop(): void;
}

/** Options of {@link startUpdateCheck}. */
export interface UpdateCheckOptions {
  /** The running build's id (compiled in). */
  currentId: string;
  /** Time between two checks (ms); 0 turns the check off. */
  intervalMs: number;
  fetch?: typeof globalThis.fetch;
  /** Called once when a newer build is found (the app marks the next navigation a full load). */
  onAvailable?: () => void;
  /** Visibility events (default: `document`). */
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/**
 * Polls `builds/latest.json` (served `no-cache`) every `intervalMs` and when the tab comes back
 * into view; a different id means a new deploy. Network errors and a missing file are silent:
 * the next check tries again. Stops polling once a new build is found.
 */
export function startUpdateCheck(options: UpdateCheckOptions): UpdateCheck {
  const $available = atom(false);
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const doc = options.doc ?? document;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function check() {
    if ($available.get()) return;
    try {
      const res = await fetchFn(LATEST_BUILD_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (!res.ok) return;
      const info = (await res.json()) as Partial<BuildInfo>;
      if (typeof info.id === 'string' && info.id && info.id !== options.currentId && !$available.get()) {
        $available.set(true);
        stop();
        options.onAvailable?.();
      }
    } catch {
      // Offline or mid-deploy: ask again next time.
    }
  }
  const onVisible = () => {
    if (doc.visibilityState === 'visible') void check();
  };
  function stop() {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    doc.removeEventListener('visibilitychange', onVisible);
  }
  if (options.intervalMs > 0) {
    timer = setInterval(() => void check(), options.intervalMs);
    doc.addEventListener('visibilitychange', onVisible);
  }
  return { $available, check, stop };
}
