/** Where the last-used query of each list is kept (per user and list, in this browser). */
export interface SearchMemory {
  read(key: string): Record<string, string> | null;
  write(key: string, search: Readonly<Record<string, string>>): void;
}

/** A {@link SearchMemory} in `localStorage` (nothing kept where storage is unavailable). */
export function localSearchMemory(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeLocalStorage(),
): SearchMemory {
  return {
    read(key) {
      try {
        const raw = storage?.getItem(key);
        if (!raw) return null;
        const value: unknown = JSON.parse(raw);
        if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
        return Object.fromEntries(
          Object.entries(value as Record<string, unknown>).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        );
      } catch {
        return null;
      }
    },
    write(key, search) {
      try {
        storage?.setItem(key, JSON.stringify(search));
      } catch {
        // Storage full or disabled: the list still works, it just will not remember.
      }
    },
  };
}

/** This browser's localStorage, or undefined where it is unavailable (private mode, tests, SSR). */
export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The storage key of a list's remembered query: per user, so one user never sees another's. */
export function searchMemoryKey(userId: number | null | undefined, listId: string): string {
  return `salesdesk:list:${userId ?? 'anon'}:${listId}`;
}
