import { pageStory, storyState } from '../test/pageStory';
import { InvoicePage } from './InvoicePage';

export default { title: 'Invoices / InvoicePage' };

const ofOrder = storyState.invoices.find((i) => i.order_id !== null && i.ksef_number !== null && i.payments.length > 0);
const overdue = storyState.invoices.find((i) => i['status-invoices'] === 'overdue' && i.ksef_number === null);
const mixedRates = storyState.invoices.find((i) => i.vat_summary.length > 1);

/** An invoice of an order, in KSeF, paid: the order link, the KSeF number, its payments. */
export const FromAnOrder = pageStory(<InvoicePage />, `/pl/dashboard/invoices/${ofOrder?.id ?? 1}`);
/** An invoice from before KSeF, overdue: no KSeF number, the days past due. */
export const OverdueBeforeKsef = pageStory(<InvoicePage />, `/pl/dashboard/invoices/${overdue?.id ?? 1}`);
/** Lines of two VAT rates: the summary per rate. */
export const TwoVatRates = pageStory(<InvoicePage />, `/pl/dashboard/invoices/${mixedRates?.id ?? 1}`);
/** While the invoice loads. */
export const Loading = pageStory(<InvoicePage />, `/pl/dashboard/invoices/${ofOrder?.id ?? 1}`, {
  endpoint: 'invoiceById',
  mode: 'loading',
});
/** An invoice that is not there. */
export const Missing = pageStory(<InvoicePage />, '/pl/dashboard/invoices/99999999');
