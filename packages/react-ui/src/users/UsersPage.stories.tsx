import { pageStory } from '../test/pageStory';
import { UsersPage } from './UsersPage';

export default { title: 'Administration / UsersPage' };

/** The fixtures' users sorted by name, with role, state and source filters and per-user actions. */
export const Default = pageStory(<UsersPage />, '/pl/dashboard/users');
/** Inactive accounts only. */
export const Inactive = pageStory(<UsersPage />, '/pl/dashboard/users?is_active=false');
/** The list still loading. */
export const Loading = pageStory(<UsersPage />, '/pl/dashboard/users', { endpoint: 'userList', mode: 'loading' });
/** The server failing: the Polish error with "Spróbuj ponownie". */
export const ServerError = pageStory(<UsersPage />, '/pl/dashboard/users', { endpoint: 'userList', mode: 'error' });
