import {
  grantableRoles,
  roleLabel,
  USER_SOURCES,
  type UserAdminAction,
  type UserAdminActor,
  type UserListItem,
  userAdminRefusal,
} from '@salesdesk/sdk';
import { useRef, useState } from 'react';
import { useUser } from '../context/salesdeskContext';
import { ActionMenu } from '../controls/Menu';
import { ChoiceDialog, type ChoiceRequest } from '../dialogs/ChoiceDialog';
import { RequestedConfirmDialog } from '../dialogs/RequestedConfirmDialog';
import { useConfirmRequest } from '../dialogs/useConfirmRequest';
import { fillMessage } from '../messages';
import { usersMessages as m } from '../messages/users';
import type { PageProps } from '../pages/pageRegistry';
import { DataTable } from '../table/DataTable';
import { FilterSelect } from '../table/FilterSelect';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { userColumns } from './userColumns';
import { type UserActions, useUserActions } from './useUserActions';
import { useUserRoles } from './useUserRoles';
import { useUsersList } from './useUsersList';

const stateOptions = [
  { value: '', label: m.filters.allStates },
  { value: 'true', label: m.active },
  { value: 'false', label: m.inactive },
];
const sourceOptions = [
  { value: '', label: m.filters.allSources },
  ...USER_SOURCES.map((s) => ({ value: s, label: m.sources[s] ?? s })),
];

const dialogs = {
  role: (
    actions: UserActions,
    user: UserListItem,
    roles: readonly string[],
    actor: UserAdminActor | null,
  ): ChoiceRequest => {
    // The roles the server lists, and of them only those this administrator may grant (up to their own level).
    const grantable: readonly string[] = actor ? grantableRoles(actor) : [];
    return {
      title: fillMessage(m.dialogs.roleTitle, { name: user.name }),
      label: m.dialogs.roleLabel,
      options: roles.filter((role) => grantable.includes(role)).map((role) => ({ id: role, label: roleLabel(role) })),
      initial: user.role,
      confirmLabel: m.dialogs.save,
      run: (role) => actions.setRole(user, role),
    };
  },
  warehouse: (actions: UserActions, user: UserListItem): ChoiceRequest => ({
    title: fillMessage(m.dialogs.warehouseTitle, { name: user.name }),
    label: m.dialogs.warehouseLabel,
    description: m.dialogs.warehouseHint,
    options: user.available_warehouses.map((code) => ({ id: code, label: code })),
    initial: user.default_warehouse,
    confirmLabel: m.dialogs.save,
    run: (code) => actions.setDefaultWarehouse(user, code),
  }),
};

/**
 * Why the signed-in administrator may not do `action` to `user` (the sdk's rank rule, which the
 * server enforces), or undefined when they may.
 */
function refusal(
  actor: UserAdminActor | null,
  user: UserListItem,
  action: UserAdminAction,
  activate?: boolean,
): string | undefined {
  if (!actor) return m.noSession;
  const target = { id: user.id, role: user.role, companyCode: user.company_code };
  return userAdminRefusal(actor, target, action, activate === undefined ? {} : { activate })?.message;
}

/**
 * Użytkownicy (`/pl/dashboard/users`, administrators): search, filters by role, state and source;
 * per user: change role, default warehouse, deactivate (after a confirmation) or activate. What
 * the server would refuse (a person above one's rank, another company, one's own role) is shown
 * disabled with the reason.
 */
export function UsersPage(_: Partial<PageProps>) {
  const me = useUser();
  const actor = me ? { id: me.user_id, role: me.role, companyCode: me.company_code } : null;
  const list = useUsersList();
  const actions = useUserActions();
  const listRegion = useRef<HTMLDivElement>(null);
  const { request, ask, close } = useConfirmRequest(listRegion);
  const [choice, setChoice] = useState<ChoiceRequest | null>(null);
  // Role names from the server (`/api/user-role`), not a list compiled into the page.
  const roles = useUserRoles();
  const roleOptions = [
    { value: '', label: m.filters.allRoles },
    ...roles.map((r) => ({ value: r, label: roleLabel(r) })),
  ];
  return (
    <section className="flex flex-col gap-2">
      <h1 className="pb-2 text-2xl font-semibold">{m.title}</h1>
      <div ref={listRegion} tabIndex={-1} className="outline-none">
        <ListBase list={list} columns={userColumns}>
          <ListToolbar
            searchLabel={m.search}
            filters={
              <>
                <FilterSelect name="role" label={m.filters.role} options={roleOptions} />
                <FilterSelect name="is_active" label={m.filters.state} options={stateOptions} />
                <FilterSelect name="source" label={m.filters.source} options={sourceOptions} />
              </>
            }
          />
          <DataTable<'userList'>
            label={m.title}
            emptyMessage={m.empty}
            rowActions={(user) => (
              <ActionMenu
                label={fillMessage(m.actions.menu, { name: user.name })}
                actions={[
                  { id: 'role', label: m.actions.role, disabledReason: refusal(actor, user, 'role') },
                  { id: 'warehouse', label: m.actions.warehouse, disabledReason: refusal(actor, user, 'warehouse') },
                  user.is_active
                    ? {
                        id: 'deactivate',
                        label: m.actions.deactivate,
                        danger: true,
                        disabledReason: refusal(actor, user, 'status', false),
                      }
                    : {
                        id: 'activate',
                        label: m.actions.activate,
                        disabledReason: refusal(actor, user, 'status', true),
                      },
                ]}
                onAction={(id) => {
                  if (id === 'role') setChoice(dialogs.role(actions, user, roles, actor));
                  else if (id === 'warehouse') setChoice(dialogs.warehouse(actions, user));
                  else {
                    const active = id === 'activate';
                    ask({
                      title: fillMessage(active ? m.dialogs.activateTitle : m.dialogs.deactivateTitle, {
                        name: user.name,
                      }),
                      body: active ? m.dialogs.activateBody : m.dialogs.deactivateBody,
                      confirmLabel: active ? m.dialogs.activate : m.dialogs.deactivate,
                      destructive: !active,
                      run: () => actions.setActive(user, active),
                    });
                  }
                }}
              />
            )}
          />
          <Pagination />
        </ListBase>
      </div>
      <RequestedConfirmDialog request={request} onClose={close} />
      <ChoiceDialog
        request={choice}
        onClose={() => {
          setChoice(null);
          requestAnimationFrame(() => listRegion.current?.focus());
        }}
      />
    </section>
  );
}
