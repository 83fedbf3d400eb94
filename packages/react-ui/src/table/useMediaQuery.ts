import { useCallback, useSyncExternalStore } from 'react';

/** The md breakpoint of SPEC §9 (768 px): below it a list is cards and the navigation a menu. */
export const MD_MEDIA_QUERY = '(min-width: 768px)';

/**
 * Whether a media query matches, following the window as it changes. Without `matchMedia`
 * (server rendering, some test environments) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}
