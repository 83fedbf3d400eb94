import { useListController } from '../data/useListController';

/** The users list: search by name, e-mail or login; filters role, state and source; sorted by name. */
export function useUsersList() {
  return useListController({ endpoint: 'userList', tableId: 'users', defaults: { sort: 'name' } });
}
