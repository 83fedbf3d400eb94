import type { Client } from '@salesdesk/sdk';
import { clientMessages as m } from '../messages/clients';
import type { PageProps } from '../pages/pageRegistry';
import { DataTable } from '../table/DataTable';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { clientHref } from './ClientLink';
import { clientColumns } from './clientColumns';
import { useClientsList } from './useClientsList';

const cardHref = (client: Client) => clientHref(client);

/** Klienci (`/pl/dashboard/clients`): search by name or NIP; a row opens the client. */
export function ClientsPage(_: Partial<PageProps>) {
  const list = useClientsList();
  return (
    <section className="flex flex-col gap-2">
      <h1 className="pb-2 text-2xl font-semibold">{m.title}</h1>
      <ListBase list={list} columns={clientColumns}>
        <ListToolbar searchLabel={m.search} />
        <DataTable<'clientList'> label={m.title} emptyMessage={m.empty} rowHref={cardHref} />
        <Pagination />
      </ListBase>
    </section>
  );
}
