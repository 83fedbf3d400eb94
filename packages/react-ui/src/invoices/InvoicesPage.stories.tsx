import { pageStory } from '../test/pageStory';
import { InvoicesPage } from './InvoicesPage';

export default { title: 'Lists / InvoicesPage' };

/** Every invoice, newest first; overdue ones marked. */
export const Default = pageStory(<InvoicesPage />, '/pl/dashboard/invoices');
/** Only overdue invoices, largest amount left to pay first. */
export const Overdue = pageStory(<InvoicesPage />, '/pl/dashboard/invoices?status=overdue&sort=-left-to-pay');
/** The server failing. */
export const ServerError = pageStory(<InvoicesPage />, '/pl/dashboard/invoices', {
  endpoint: 'invoiceList',
  mode: 'error',
});
