import { useListController } from '../data/useListController';

/** The invoices list: newest first unless the URL says otherwise; status filter; search by number or client. */
export function useInvoicesList() {
  return useListController({ endpoint: 'invoiceList', tableId: 'invoices', defaults: { sort: '-date-of-issue' } });
}
