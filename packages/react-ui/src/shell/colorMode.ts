import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';

/** Colour mode chosen by the user; `system` follows prefers-color-scheme (the default). */
export type ColorMode = 'system' | 'light' | 'dark';

/** Key of the chosen mode in localStorage. */
export const COLOR_MODE_STORAGE_KEY = 'salesdesk-color-mode';

/** Minimal storage and media query surfaces, injected so tests need no browser. */
export interface ColorModeEnv {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  matchMedia?: ((query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>) | null;
  /** The element that gets the `dark` class and `data-color-mode` (default `<html>`). */
  root?: HTMLElement | null;
}

/** Colour mode state and its actions. */
export interface ColorModeController {
  $mode: WritableAtom<ColorMode>;
  /** The mode in effect: the chosen one, or the system's. */
  $resolved: ReadableAtom<'light' | 'dark'>;
  setMode(mode: ColorMode): void;
  /** Stops following the system and writing the root element. */
  dispose(): void;
}

function isMode(value: unknown): value is ColorMode {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** Creates the colour mode controller: stored locally, following the system by default. */
export function createColorMode(env: ColorModeEnv = {}): ColorModeController {
  const storage = env.storage === undefined ? (globalThis.localStorage ?? null) : env.storage;
  const match = env.matchMedia === undefined ? (globalThis.matchMedia?.bind(globalThis) ?? null) : env.matchMedia;
  const root = env.root === undefined ? (globalThis.document?.documentElement ?? null) : env.root;

  let stored: string | null = null;
  try {
    stored = storage?.getItem(COLOR_MODE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can throw (privacy mode); the default then applies.
  }
  const $mode = atom<ColorMode>(isMode(stored) ? stored : 'system');
  const query = match?.('(prefers-color-scheme: dark)') ?? null;
  const $systemDark = atom(query?.matches ?? false);
  const onSystem = (event: { matches: boolean }) => $systemDark.set(event.matches);
  query?.addEventListener('change', onSystem as (e: MediaQueryListEvent) => void);

  const $resolved = computed([$mode, $systemDark], (mode, systemDark) =>
    mode === 'system' ? (systemDark ? 'dark' : 'light') : mode,
  );
  const unbind = $resolved.subscribe((resolved) => {
    if (!root) return;
    root.classList.toggle('dark', resolved === 'dark');
    root.dataset.colorMode = resolved;
  });

  return {
    $mode,
    $resolved,
    setMode(mode) {
      $mode.set(mode);
      try {
        if (mode === 'system') storage?.removeItem(COLOR_MODE_STORAGE_KEY);
        else storage?.setItem(COLOR_MODE_STORAGE_KEY, mode);
      } catch {
        // Not stored: the choice still holds for this page.
      }
    },
    dispose() {
      unbind();
      query?.removeEventListener('change', onSystem as (e: MediaQueryListEvent) => void);
    },
  };
}
