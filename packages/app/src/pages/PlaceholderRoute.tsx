import { PlaceholderPage } from '@salesdesk/react-ui';
import { ROUTE_META } from '../routes';
import type { PageProps } from './pageProps';

/** A route whose page belongs to a later issue: its title and "W przygotowaniu". */
export default function PlaceholderRoute({ page }: PageProps) {
  return <PlaceholderPage title={ROUTE_META[page.route].title} />;
}
