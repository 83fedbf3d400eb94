import type { AppPage } from '../routes';

/** Props every route page gets. */
export interface PageProps {
  page: AppPage;
}
