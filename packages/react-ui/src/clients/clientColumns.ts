import type { Client } from '@salesdesk/sdk';
import { clientMessages } from '../messages/clients';
import { type ColumnList, textColumn } from '../table/columns';

const c = clientMessages.columns;

/** Columns of the clients list (SPEC §3: external_id, name, nip, address). */
export const clientColumns: ColumnList<Client> = [
  textColumn<Client>('external_id', c.external_id, 'external_id', { nowrap: true }),
  textColumn<Client>('name', c.name, 'name', { isRowHeader: true, wide: true }),
  textColumn<Client>('nip', c.nip, 'nip', { nowrap: true }),
  textColumn<Client>('address', c.address, 'address', { wide: true }),
];
