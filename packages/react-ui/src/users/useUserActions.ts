import { type RoleName, roleLabel, type UserListItem } from '@salesdesk/sdk';
import { useApiMutation } from '../data/useApiMutation';
import { fillMessage } from '../messages';
import { usersMessages } from '../messages/users';
import { toasts } from '../toast/toastStore';

const d = usersMessages.done;

/** What an administrator can change of a user from the list. */
export interface UserActions {
  setRole(user: UserListItem, role: string): Promise<void>;
  setDefaultWarehouse(user: UserListItem, warehouse: string): Promise<void>;
  setActive(user: UserListItem, active: boolean): Promise<void>;
}

/**
 * The users page's changes, each through its own call (assign-role, assign-status,
 * assign-warehouse); the list refreshes after each (the mutation invalidates the user family)
 * and a toast says what changed. A refusal rejects, so the dialog shows it.
 */
export function useUserActions(): UserActions {
  const role = useApiMutation('assignRole');
  const status = useApiMutation('assignStatus');
  const warehouse = useApiMutation('assignWarehouse');
  return {
    async setRole(user, next) {
      // The dialog offers only the roles the server listed (a string each); the server checks it again.
      await role.mutateAsync({ body: { user_id: user.id, role: next as RoleName } });
      toasts.show({ type: 'success', title: fillMessage(d.role, { name: user.name, role: roleLabel(next) }) });
    },
    async setDefaultWarehouse(user, next) {
      await warehouse.mutateAsync({
        body: { user_id: user.id, default_warehouse: next, available_warehouses: user.available_warehouses },
      });
      toasts.show({ type: 'success', title: fillMessage(d.warehouse, { name: user.name, warehouse: next }) });
    },
    async setActive(user, active) {
      await status.mutateAsync({ body: { user_id: user.id, is_active: active } });
      toasts.show({ type: 'success', title: fillMessage(active ? d.activated : d.deactivated, { name: user.name }) });
    },
  };
}
