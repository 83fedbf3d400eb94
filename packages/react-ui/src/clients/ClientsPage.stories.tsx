import { pageStory, storyState } from '../test/pageStory';
import { ClientsPage } from './ClientsPage';

export default { title: 'Lists / ClientsPage' };

/** The fixtures' clients, sorted by name, searchable by name or NIP. */
export const Default = pageStory(<ClientsPage />, '/pl/dashboard/clients');
/** A search that matches nothing: the empty state with "Wyczyść filtry". */
export const NothingFound = pageStory(<ClientsPage />, '/pl/dashboard/clients?search=zzz');
/** The list still loading. */
export const Loading = pageStory(<ClientsPage />, '/pl/dashboard/clients', { endpoint: 'clientList', mode: 'loading' });
/** The server failing: the Polish error with "Spróbuj ponownie". */
export const ServerError = pageStory(<ClientsPage />, '/pl/dashboard/clients', {
  endpoint: 'clientList',
  mode: 'error',
});
/** No clients at all. */
export const Empty = pageStory(<ClientsPage />, '/pl/dashboard/clients', { state: { ...storyState, clients: [] } });
