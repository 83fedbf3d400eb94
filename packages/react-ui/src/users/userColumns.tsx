import { roleLabel, type UserListItem } from '@salesdesk/sdk';
import { usersMessages as m } from '../messages/users';
import { type ColumnList, textColumn } from '../table/columns';

const c = m.columns;
const stateText = (user: UserListItem) => (user.is_active ? m.active : m.inactive);

/** Columns of the users list (SPEC §3: name, role, email, phone, default_warehouse, is_active, source). */
export const userColumns: ColumnList<UserListItem> = [
  textColumn<UserListItem>('name', c.name, 'name', { isRowHeader: true, wide: true }),
  {
    // The key (`Administrators`) is what is stored and filtered by; a person reads its Polish name.
    key: 'role',
    header: c.role,
    text: (user) => roleLabel(user.role),
    cell: (user) => roleLabel(user.role),
    nowrap: true,
  },
  textColumn<UserListItem>('email', c.email, 'email'),
  textColumn<UserListItem>('phone', c.phone, 'phone', { nowrap: true }),
  textColumn<UserListItem>('default_warehouse', c.default_warehouse, 'default_warehouse', { nowrap: true }),
  {
    key: 'is_active',
    header: c.is_active,
    text: stateText,
    nowrap: true,
    cell: (user) => <span className={user.is_active ? undefined : 'font-medium text-danger'}>{stateText(user)}</span>,
  },
  {
    key: 'source',
    header: c.source,
    text: (user) => m.sources[user.source] ?? user.source,
    cell: (user) => m.sources[user.source] ?? user.source,
    nowrap: true,
  },
];
