import {
  brands,
  type Delivery,
  discountFromCatalog,
  formatDate,
  formatMessage,
  offerMessages,
  termText,
} from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import { type PdfDocumentData, type PdfLine, type PdfParty, renderPdf } from './documentPdf';
import { type DocKind, type LineRow, linesOf, nowIso } from './documentStore';
import { addHistory } from './offerStore';

// Gathers what the offer and order PDFs print (documentPdf.ts lays it out) and places the PDF
// in the outbox as an e-mail.

const m = offerMessages.pdf;

interface ClientRow {
  name: string;
  nip: string;
  address: string;
  street: string;
  postal_code: string;
  city: string;
  payment_term_days: number;
}

function clientById(ctx: ServerContext, id: number): ClientRow | undefined {
  return ctx.db
    .prepare('SELECT name, nip, address, street, postal_code, city, payment_term_days FROM clients WHERE id = ?')
    .get(id) as ClientRow | undefined;
}

/** A client as a party block: name, address, NIP; the name stored on the document if the client is gone. */
function clientParty(label: string, client: ClientRow | undefined, storedName: string): PdfParty {
  if (!client) return { label, lines: [storedName] };
  const address =
    client.address || [client.street, `${client.postal_code} ${client.city}`.trim()].filter(Boolean).join(', ');
  return {
    label,
    lines: [client.name, address, client.nip ? formatMessage(m.nip, { nip: client.nip }) : ''].filter(Boolean),
  };
}

/** The salesperson: the document's creator, whom the client calls with questions. */
function salesperson(ctx: ServerContext, creatorId: number): [string, string] {
  const u = ctx.db.prepare('SELECT firstname, lastname, email, phone FROM users WHERE id = ?').get(creatorId) as
    | { firstname: string; lastname: string; email: string; phone: string }
    | undefined;
  const text = u
    ? [
        `${u.firstname} ${u.lastname}`,
        u.phone ? formatMessage(m.phone, { phone: u.phone }) : '',
        u.email ? formatMessage(m.email, { email: u.email }) : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '—';
  return [m.salesperson, text];
}

/** The delivery data of a document as one line of text. */
function deliveryText(json: string | null): string {
  if (!json) return m.deliveryNone;
  const d = JSON.parse(json) as Partial<Delivery>;
  const place = [d.address, `${d.postal_code ?? ''} ${d.city ?? ''}`.trim()].filter(Boolean).join(', ');
  const contact = [d.contact_person, d.contact_phone ? formatMessage(m.phone, { phone: d.contact_phone }) : '']
    .filter(Boolean)
    .join(', ');
  return [
    d.method ? m.deliveryMethods[d.method] : '',
    place,
    d.date ? formatMessage(m.deliveryDate, { date: formatDate(d.date) }) : '',
    contact ? formatMessage(m.deliveryContact, { person: contact }) : '',
    d.notes ?? '',
  ]
    .filter(Boolean)
    .join('; ');
}

function paymentText(client: ClientRow | undefined, deadline: string | null = null): string {
  if (deadline) return formatMessage(m.paymentDeadline, { date: formatDate(deadline) });
  if (!client) return m.deliveryNone;
  return client.payment_term_days > 0
    ? formatMessage(m.paymentTerm, { days: client.payment_term_days })
    : m.paymentPrepaid;
}

/** The lines of a document for the table, with each product's index symbol from the catalogue. */
function pdfLines(ctx: ServerContext, kind: DocKind, docId: number): PdfLine[] {
  const symbol = ctx.db.prepare('SELECT symbol FROM products WHERE id = ?').pluck();
  return linesOf(ctx.db, kind, docId).map((l: LineRow) => ({
    ordinal: l.ordinal_no,
    name: l.name,
    symbol: (symbol.get(l.product_id) as string | null | undefined) ?? '',
    quantity: l.quantity,
    unit: l.unit,
    netPrice: l.client_price,
    discount: discountFromCatalog(l.catalog_price, l.client_price),
    taxRate: l.tax_rate,
    net: l.total_row_excl_tax,
    tax: l.tax,
    gross: l.total_row_incl_tax,
  }));
}

/** Terms without the numbers they were stored with: the layout numbers them in its own column. */

function brandOf(ctx: ServerContext) {
  return brands[ctx.config.brand];
}

/** The seller's details: the brand's letterhead with the configured overrides. */
function letterheadOf(ctx: ServerContext): PdfDocumentData['letterhead'] {
  return ctx.config.letterhead;
}

function senderName(ctx: ServerContext, user: AuthUser): string {
  return ctx.db.prepare(`SELECT firstname || ' ' || lastname FROM users WHERE id = ?`).pluck().get(user.id) as string;
}

/** The offer or order an outbox e-mail carries (the documents page lists them). */
interface SentDocument {
  kind: 'offer' | 'order';
  id: number;
  number: string;
  customer: string;
}

function enqueue(
  ctx: ServerContext,
  user: AuthUser,
  mail: { to: string; subject: string; body: string; pdf: Uint8Array },
  document: SentDocument,
): number {
  return Number(
    ctx.db
      .prepare(
        `INSERT INTO outbox (created_at, recipient, subject, body, attachment_name, attachment_type, attachment, sender_id,
           document_kind, document_id, document_number, customer_fullname)
         VALUES (?, ?, ?, ?, ?, 'application/pdf', ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        nowIso(ctx),
        mail.to,
        mail.subject,
        mail.body,
        fileName(document.number),
        Buffer.from(mail.pdf),
        user.id,
        document.kind,
        document.id,
        document.number,
        document.customer,
      ).lastInsertRowid,
  );
}

const fileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/** Builds the offer PDF and places it as an e-mail in the outbox. */
export async function sendOfferPdf(
  ctx: ServerContext,
  user: AuthUser,
  offerId: number,
  input: { recipient: string; message?: string | undefined },
) {
  const o = ctx.db.prepare('SELECT * FROM offers WHERE id = ?').get(offerId) as {
    number: string;
    client_id: number;
    receiver_id: number | null;
    creator_id: number;
    customer_fullname: string;
    receiver_fullname: string;
    created_at: string;
    valid_until: string | null;
    footer: string | null;
    delivery: string | null;
  };
  const client = clientById(ctx, o.client_id);
  const bytes = await renderPdf({
    title: formatMessage(m.offerTitle, { number: o.number }),
    letterhead: letterheadOf(ctx),
    dates: [
      [m.date, formatDate(o.created_at)],
      [m.validUntil, o.valid_until ? formatDate(o.valid_until) : '—'],
    ],
    parties: [
      clientParty(m.client, client, o.customer_fullname),
      clientParty(m.receiver, o.receiver_id ? clientById(ctx, o.receiver_id) : client, o.receiver_fullname),
    ],
    conditions: [
      salesperson(ctx, o.creator_id),
      [m.delivery, deliveryText(o.delivery)],
      [m.payment, paymentText(client)],
    ],
    lines: pdfLines(ctx, 'offer', offerId),
    terms: {
      heading: m.terms,
      items: (o.footer ? (JSON.parse(o.footer) as string[]) : brandOf(ctx).offerFooter).map(termText),
      numbered: true,
    },
  });
  const sender = senderName(ctx, user);
  const body = input.message ?? formatMessage(m.emailBody, { number: o.number, sender });
  const id = ctx.db.transaction(() => {
    const outboxId = enqueue(
      ctx,
      user,
      { to: input.recipient, subject: formatMessage(m.emailSubjectOffer, { number: o.number }), body, pdf: bytes },
      { kind: 'offer', id: offerId, number: o.number, customer: o.customer_fullname },
    );
    addHistory(
      ctx,
      offerId,
      user.id,
      'pdf_sent',
      formatMessage(offerMessages.history.pdfSent, { recipient: input.recipient }),
    );
    return outboxId;
  })();
  return { ok: true as const, outbox_id: id };
}

/** Builds the order PDF and places it as an e-mail in the outbox. */
export async function sendOrderPdf(
  ctx: ServerContext,
  user: AuthUser,
  orderId: number,
  input: { recipient: string; message?: string | undefined },
) {
  const o = ctx.db.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as {
    number: string;
    client_id: number;
    receiver_id: number | null;
    creator_id: number;
    customer_fullname: string;
    receiver_fullname: string;
    created_at: string;
    realization_date: string | null;
    payment_deadline: string | null;
    comment: string | null;
    delivery: string | null;
  };
  const client = clientById(ctx, o.client_id);
  const bytes = await renderPdf({
    title: formatMessage(m.orderTitle, { number: o.number }),
    letterhead: letterheadOf(ctx),
    dates: [
      [m.date, formatDate(o.created_at)],
      [m.realizationDate, o.realization_date ? formatDate(o.realization_date) : '—'],
    ],
    parties: [
      clientParty(m.client, client, o.customer_fullname),
      clientParty(m.receiver, o.receiver_id ? clientById(ctx, o.receiver_id) : client, o.receiver_fullname),
    ],
    conditions: [
      salesperson(ctx, o.creator_id),
      [m.delivery, deliveryText(o.delivery)],
      [m.payment, paymentText(client, o.payment_deadline)],
    ],
    lines: pdfLines(ctx, 'order', orderId),
    terms: { heading: m.remarks, items: [`${brandOf(ctx).orderFooter} ${o.comment ?? ''}`.trim()], numbered: false },
  });
  const sender = senderName(ctx, user);
  const body = input.message ?? formatMessage(m.emailBody, { number: o.number, sender });
  const id = enqueue(
    ctx,
    user,
    { to: input.recipient, subject: formatMessage(m.emailSubjectOrder, { number: o.number }), body, pdf: bytes },
    { kind: 'order', id: orderId, number: o.number, customer: o.customer_fullname },
  );
  return { ok: true as const, outbox_id: id };
}
