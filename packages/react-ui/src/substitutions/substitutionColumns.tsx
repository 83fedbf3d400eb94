import type { Substitution } from '@salesdesk/sdk';
import { substitutionsMessages as m } from '../messages/substitutions';
import { type ColumnList, dateColumn, textColumn } from '../table/columns';

const c = m.columns;
const statusText = (s: Substitution) => m.statuses[s.status] ?? s.status;

/**
 * Columns of the substitutions list (SPEC §3: name, email, organizational_unit, permission_level,
 * date_from, date_to — of the absent user) plus who stands in and the state.
 */
export const substitutionColumns: ColumnList<Substitution> = [
  textColumn<Substitution>('name', c.name, 'name', { isRowHeader: true, wide: true }),
  textColumn<Substitution>('email', c.email, 'email'),
  textColumn<Substitution>('organizational_unit', c.organizational_unit, 'organizational_unit'),
  textColumn<Substitution>('permission_level', c.permission_level, 'permission_level', { nowrap: true }),
  textColumn<Substitution>('deputy_name', c.deputy_name, 'deputy_name', { wide: true }),
  dateColumn<Substitution>('date_from', c.date_from, 'date_from'),
  dateColumn<Substitution>('date_to', c.date_to, 'date_to'),
  {
    key: 'status',
    header: c.status,
    text: statusText,
    nowrap: true,
    cell: (s) => <span className={s.status === 'active' ? 'font-medium' : 'text-text-muted'}>{statusText(s)}</span>,
  },
];
