import type { LoadedPageName, LoadingBarController, PageName, PageProps } from '@salesdesk/react-ui';
import { LoginRoute, PAGES, pageDefinition } from '@salesdesk/react-ui';
import type { ComponentType } from 'react';
import { type ChunkReloader, lazyPage } from '../shell/lazyPage';

/** The page of each route: the login page itself, every other one loaded on first visit. */
export type PageTable = Record<PageName, ComponentType<PageProps> | null>;

/**
 * One chunk per page of the registry, loaded on first visit, except the login page: it is the
 * first page of most visits and shares its controls with the shell, so it comes with the app's
 * entry instead of a round trip later. The landing routes have no page (they always redirect). `loadLoaders` gives the table of page
 * loaders (by default {@link loadPageLoaders}, which keeps it out of the entry).
 */
export function createPages(
  deps: { bar: LoadingBarController; reloader: ChunkReloader },
  loadLoaders: () => Promise<PageLoaders> = loadPageLoaders,
): PageTable {
  const table = {} as PageTable;
  for (const name of Object.keys(PAGES) as PageName[]) {
    if (name === 'login') table[name] = LoginRoute;
    else if (pageDefinition(name).guard === 'landing') table[name] = null;
    else table[name] = lazyPage(() => loadLoaders().then((loaders) => loaders[name as LoadedPageName]()), deps);
  }
  return table;
}

/** react-ui's `PAGE_LOADERS`: the component of every page. */
export type PageLoaders = typeof import('./pageLoaderTable')['PAGE_LOADERS'];

let pageLoaders: Promise<PageLoaders> | undefined;

/**
 * The page loaders' table (react-ui's `PAGE_LOADERS`), loaded once: with the first page other than
 * the login page, or earlier through this call (the app calls it once someone is logged in, so
 * the table is in by the time a page asks for it). A failed load is tried again next time.
 */
export function loadPageLoaders(): Promise<PageLoaders> {
  pageLoaders ??= import('./pageLoaderTable').then(
    (m) => m.PAGE_LOADERS,
    (error: unknown) => {
      pageLoaders = undefined;
      throw error;
    },
  );
  return pageLoaders;
}
