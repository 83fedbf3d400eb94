import { sampleUser } from '../test/fakeSalesdesk';
import { pageStory } from '../test/pageStory';
import { UsersPage } from './UsersPage';

export default { title: 'Administration / UsersPage' };

const admin = { user: { ...sampleUser, user_id: 1, username: 'admin', role: 'Administrators' } };
const branchDirector = {
  user: { ...sampleUser, user_id: 3, username: 'dyrektor.oddzialu', role: 'Dyrektor Oddziału' },
};

/** The fixtures' users sorted by name, with role, state and source filters and per-user actions (an administrator). */
export const Default = pageStory(<UsersPage />, '/pl/dashboard/users', { session: admin });
/**
 * A branch director: administrators, the board, regional directors and the partner company's
 * staff keep their actions disabled, each with the reason the server would give.
 */
export const AsBranchDirector = pageStory(<UsersPage />, '/pl/dashboard/users', { session: branchDirector });
/** Inactive accounts only. */
export const Inactive = pageStory(<UsersPage />, '/pl/dashboard/users?is_active=false', { session: admin });
/** The list still loading. */
export const Loading = pageStory(<UsersPage />, '/pl/dashboard/users', { endpoint: 'userList', mode: 'loading' });
/** The server failing: the Polish error with "Spróbuj ponownie". */
export const ServerError = pageStory(<UsersPage />, '/pl/dashboard/users', { endpoint: 'userList', mode: 'error' });
