import { USER_SOURCES, type UserListItem } from '@salesdesk/sdk';
import { useRef, useState } from 'react';
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
  role: (actions: UserActions, user: UserListItem, roles: readonly string[]): ChoiceRequest => ({
    title: fillMessage(m.dialogs.roleTitle, { name: user.name }),
    label: m.dialogs.roleLabel,
    options: roles.map((role) => ({ id: role, label: role })),
    initial: user.role,
    confirmLabel: m.dialogs.save,
    run: (role) => actions.setRole(user, role),
  }),
  warehouse: (actions: UserActions, user: UserListItem, _roles: readonly string[]): ChoiceRequest => ({
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
 * Użytkownicy (`/pl/dashboard/users`, administrators): search, filters by role, state and source;
 * per user: change role, default warehouse, deactivate (after a confirmation) or activate.
 */
export function UsersPage(_: Partial<PageProps>) {
  const list = useUsersList();
  const actions = useUserActions();
  const listRegion = useRef<HTMLDivElement>(null);
  const { request, ask, close } = useConfirmRequest(listRegion);
  const [choice, setChoice] = useState<ChoiceRequest | null>(null);
  // Role names from the server (`/api/user-role`), not a list compiled into the page.
  const roles = useUserRoles();
  const roleOptions = [{ value: '', label: m.filters.allRoles }, ...roles.map((r) => ({ value: r, label: r }))];
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
                  { id: 'role', label: m.actions.role },
                  { id: 'warehouse', label: m.actions.warehouse },
                  user.is_active
                    ? { id: 'deactivate', label: m.actions.deactivate, danger: true }
                    : { id: 'activate', label: m.actions.activate },
                ]}
                onAction={(id) => {
                  if (id === 'role' || id === 'warehouse') setChoice(dialogs[id](actions, user, roles));
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
