import { createMockState } from '@salesdesk/fixtures/msw';
import { formatMessage, offerMessages } from '@salesdesk/sdk';
import { pageStory } from '../test/pageStory';
import { DocumentsPage } from './DocumentsPage';

export default { title: 'Lists / DocumentsPage' };

const withSent = createMockState();
for (const [kind, doc] of [
  ['offer', withSent.offers[0]],
  ['order', withSent.orders[0]],
] as const) {
  if (!doc) continue;
  withSent.outbox.push({
    id: withSent.nextId(),
    created_at: new Date().toISOString(),
    recipient: 'zakupy@klient.example.pl',
    subject: formatMessage(offerMessages.pdf.emailSubject[kind], { number: doc.number }),
    body: '',
    attachment_name: `${doc.number.replaceAll('/', '-')}.pdf`,
    attachment_type: 'application/pdf',
    attachment_size: 20480,
    attachment_url: '/api/outbox/1/attachment',
    document_kind: kind,
    document_id: doc.id,
    number: doc.number,
    customer_fullname: doc.customer_fullname,
  });
}

/** Two documents sent as PDF: an order and an offer. */
export const Sent = pageStory(<DocumentsPage />, '/pl/dashboard/documents', { state: withSent });
/** Nothing sent yet. */
export const Empty = pageStory(<DocumentsPage />, '/pl/dashboard/documents');
