import { INVOICE_STATUSES, type InvoiceListItem } from '@salesdesk/sdk';
import { invoiceMessages as m } from '../messages/invoices';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { DataTable } from '../table/DataTable';
import { FilterSelect } from '../table/FilterSelect';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { invoiceColumns } from './invoiceColumns';
import { useInvoicesList } from './useInvoicesList';

const statusOptions = [
  { value: '', label: m.allStatuses },
  ...INVOICE_STATUSES.map((status) => ({ value: status, label: m.statuses[status] })),
];
const invoiceHref = (invoice: InvoiceListItem) => pagePath('invoice', { invoiceId: invoice.id });
const overdueRow = (invoice: InvoiceListItem) =>
  invoice['status-invoices'] === 'overdue'
    ? 'bg-danger-subtle/60 shadow-[inset_4px_0_0_var(--color-danger)]'
    : undefined;

/** Faktury (`/pl/dashboard/invoices`): status filter, overdue rows marked, what is left to pay in view. */
export function InvoicesPage(_: Partial<PageProps>) {
  const list = useInvoicesList();
  return (
    <section className="flex flex-col gap-2">
      <h1 className="pb-2 text-2xl font-semibold">{m.title}</h1>
      <ListBase list={list} columns={invoiceColumns}>
        <ListToolbar
          searchLabel={m.search}
          filters={<FilterSelect name="status" label={m.status} options={statusOptions} />}
        />
        <DataTable<'invoiceList'>
          label={m.title}
          emptyMessage={m.empty}
          rowHref={invoiceHref}
          rowClassName={overdueRow}
        />
        <Pagination />
      </ListBase>
    </section>
  );
}
