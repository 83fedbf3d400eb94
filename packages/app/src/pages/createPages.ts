import type { LoadingBarController, PageName, PageProps } from '@salesdesk/react-ui';
import { PAGE_LOADERS, PAGES, pageDefinition } from '@salesdesk/react-ui';
import type { ComponentType } from 'react';
import { type ChunkReloader, lazyPage } from '../shell/lazyPage';
import { LoginRoute } from './LoginRoute';

/** The page of each route: the login page itself, every other one loaded on first visit. */
export type PageTable = Record<PageName, ComponentType<PageProps> | null>;

/**
 * One chunk per page of the registry, loaded on first visit, except the login page: it is the
 * first page of most visits and shares its controls with the shell, so it comes with the app's
 * entry instead of a round trip later. Pages that do not exist yet share the placeholder chunk;
 * the landing routes have no page (they always redirect).
 */
export function createPages(deps: { bar: LoadingBarController; reloader: ChunkReloader }): PageTable {
  const placeholder = lazyPage(() => import('./PlaceholderRoute'), deps);
  const table = {} as PageTable;
  for (const name of Object.keys(PAGES) as PageName[]) {
    const load = PAGE_LOADERS[name];
    if (name === 'login') table[name] = LoginRoute;
    else table[name] = pageDefinition(name).guard === 'landing' ? null : load ? lazyPage(load, deps) : placeholder;
  }
  return table;
}
