import { PAYMENT_METHODS, type Settlement } from '@salesdesk/sdk';
import { invoiceMessages } from '../messages/invoices';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { DataTable } from '../table/DataTable';
import { FilterSelect } from '../table/FilterSelect';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { settlementColumns } from './settlementColumns';
import { useSettlementsList } from './useSettlementsList';

const m = invoiceMessages.settlements;
const methodOptions = [
  { value: '', label: m.allMethods },
  ...PAYMENT_METHODS.map((method) => ({ value: method, label: m.methods[method] })),
];
const settlementHref = (row: Settlement) => pagePath('invoice', { invoiceId: row.invoice_id });

/** Rozrachunki (`/pl/dashboard/settlements`): clients' payments matched to invoices; a row opens its invoice. */
export function SettlementsPage(_: Partial<PageProps>) {
  const list = useSettlementsList();
  return (
    <section className="flex flex-col gap-2">
      <h1 className="pb-2 text-2xl font-semibold">{m.title}</h1>
      <ListBase list={list} columns={settlementColumns}>
        <ListToolbar
          searchLabel={m.search}
          filters={<FilterSelect name="method" label={m.method} options={methodOptions} />}
        />
        <DataTable<'settlementList'> label={m.title} emptyMessage={m.empty} rowHref={settlementHref} />
        <Pagination />
      </ListBase>
    </section>
  );
}
