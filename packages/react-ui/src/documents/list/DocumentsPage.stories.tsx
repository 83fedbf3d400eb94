import { createMockState } from '@salesdesk/fixtures/msw';
import { formatMessage, offerMessages } from '@salesdesk/sdk';
import { pageStory } from '../../test/pageStory';
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
    // One delivered, one refused by the SMTP server: the two ends of the delivery column.
    delivery_status: kind === 'offer' ? 'sent' : 'failed',
    delivery_attempts: 1,
    delivery_error: kind === 'offer' ? null : '550 5.1.1 Nie ma takiej skrzynki',
    sent_at: kind === 'offer' ? new Date().toISOString() : null,
  });
}

/** Two documents sent as PDF: an offer delivered, an order refused by the SMTP server. */
export const Sent = pageStory(<DocumentsPage />, '/pl/dashboard/documents', { state: withSent });
/** Nothing sent yet. */
export const Empty = pageStory(<DocumentsPage />, '/pl/dashboard/documents');
