import { atom, type ReadableAtom } from 'nanostores';

/** Where the user is: the matched page, its path parameters and its query string. */
export interface RouteLocation {
  /** Name of the matched page of the registry, or null for an unknown path. */
  readonly name: string | null;
  /** The path without the query string, e.g. `/pl/dashboard/offers/12`. */
  readonly path: string;
  /** Path parameters, decoded (`{ symbol: '12' }`). */
  readonly params: Readonly<Record<string, string>>;
  /** Query parameters (`{ page: '2', sort: '-created_at' }`). */
  readonly search: Readonly<Record<string, string>>;
}

/** How a navigation is recorded in history. */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one (typing in a search box). */
  replace?: boolean;
}

/**
 * Where the UI reads the current route from and how it moves: the app adapts its router
 * (@nanostores/router), stories and tests use {@link memoryRouteSource}.
 */
export interface RouteSource {
  readonly $location: ReadableAtom<RouteLocation>;
  /** Goes to an app path (with its query string). */
  navigate(to: string, options?: NavigateOptions): void;
}

/** Splits `path?query` into a path and a query object. */
export function splitHref(href: string): { path: string; search: Record<string, string> } {
  const url = new URL(href, 'http://app.invalid');
  return { path: url.pathname, search: Object.fromEntries(url.searchParams) };
}

/** A route source in memory, with its history: for stories, component tests and embedding. */
export interface MemoryRouteSource extends RouteSource {
  /** Every href visited, oldest first (replaced entries are overwritten). */
  readonly history: readonly string[];
  /** Goes one entry back, like the browser's Back button. */
  back(): void;
}

/**
 * A {@link RouteSource} kept in memory. `match` names the page of a path (the registry's
 * `matchPage`); without it every location has `name: null`.
 */
export function memoryRouteSource(
  initial: string,
  match?: (path: string) => { name: string; params: Record<string, string> } | undefined,
): MemoryRouteSource {
  const locate = (href: string): RouteLocation => {
    const { path, search } = splitHref(href);
    const matched = match?.(path);
    return { name: matched?.name ?? null, path, params: matched?.params ?? {}, search };
  };
  const entries = [initial];
  const $location = atom<RouteLocation>(locate(initial));
  return {
    $location,
    get history() {
      return entries;
    },
    navigate(to, options) {
      if (options?.replace) entries[entries.length - 1] = to;
      else entries.push(to);
      $location.set(locate(to));
    },
    back() {
      if (entries.length > 1) entries.pop();
      $location.set(locate(entries[entries.length - 1] ?? initial));
    },
  };
}

/** The href of a path with a query object; empty values are left out, keys keep their order. */
export function hrefOf(
  path: string,
  search: Readonly<Record<string, string | number | undefined | null>> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
