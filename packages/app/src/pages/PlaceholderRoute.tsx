import { PAGES, type PageName, type PageProps, PlaceholderPage } from '@salesdesk/react-ui';

/** A page that does not exist yet: its title and "W przygotowaniu". */
export default function PlaceholderRoute({ location }: PageProps) {
  return <PlaceholderPage title={PAGES[location.name as PageName]?.title ?? ''} />;
}
