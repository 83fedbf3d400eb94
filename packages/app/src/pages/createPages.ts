import type { LoadingBarController } from '@salesdesk/react-ui';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteName } from '../routes';
import { type ChunkReloader, lazyPage } from '../shell/lazyPage';
import type { PageProps } from './pageProps';

/** The lazily loaded page of each route. */
export type PageTable = Record<RouteName, LazyExoticComponent<ComponentType<PageProps>> | null>;

/**
 * One chunk per page, loaded on first visit. Pages of later issues share the placeholder chunk
 * until they exist. The landing routes have no page: they always redirect.
 */
export function createPages(deps: { bar: LoadingBarController; reloader: ChunkReloader }): PageTable {
  const login = lazyPage(() => import('./LoginRoute'), deps);
  const dashboard = lazyPage(() => import('./DashboardRoute'), deps);
  const placeholder = lazyPage(() => import('./PlaceholderRoute'), deps);
  const notifications = lazyPage(() => import('./NotificationsRoute'), deps);
  return {
    home: null,
    pl: null,
    login,
    forgotPassword: placeholder,
    resetPassword: placeholder,
    dashboard,
    stock: placeholder,
    users: placeholder,
    imports: placeholder,
    settings: placeholder,
    settlements: placeholder,
    offers: placeholder,
    orders: placeholder,
    clients: placeholder,
    notifications,
    substitutions: placeholder,
    invoices: placeholder,
    documents: placeholder,
    addOffer: placeholder,
    addOrder: placeholder,
    offer: placeholder,
    order: placeholder,
    client: placeholder,
    invoice: placeholder,
  };
}
