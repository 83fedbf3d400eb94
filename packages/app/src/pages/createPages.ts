import type { LoadingBarController, PageName, PageProps } from '@salesdesk/react-ui';
import { PAGE_LOADERS, PAGES, pageDefinition } from '@salesdesk/react-ui';
import type { ComponentType, LazyExoticComponent } from 'react';
import { type ChunkReloader, lazyPage } from '../shell/lazyPage';

/** The lazily loaded page of each route. */
export type PageTable = Record<PageName, LazyExoticComponent<ComponentType<PageProps>> | null>;

/**
 * One chunk per page of the registry, loaded on first visit. Pages that do not exist yet share
 * the placeholder chunk; the landing routes have no page (they always redirect).
 */
export function createPages(deps: { bar: LoadingBarController; reloader: ChunkReloader }): PageTable {
  const placeholder = lazyPage(() => import('./PlaceholderRoute'), deps);
  const table = {} as PageTable;
  for (const name of Object.keys(PAGES) as PageName[]) {
    const load = PAGE_LOADERS[name];
    table[name] = pageDefinition(name).guard === 'landing' ? null : load ? lazyPage(load, deps) : placeholder;
  }
  return table;
}
