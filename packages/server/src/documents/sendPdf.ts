import { type Delivery, formatDate, formatMessage, offerMessages, shownDiscount } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import { queueForDelivery } from '../mail/mailQueue';
import type { ServerContext } from '../serverContext';
import { inTransaction } from './documentChange';
import { type DocRow, KINDS } from './documentKinds';
import type { PdfDocumentData, PdfLine, PdfParty, PdfSeller } from './documentPdf';
import { addHistory, cached, type DocKind, type LineRow, linesOf, nowIso } from './documentStore';
import { type IdempotencyRequest, oneAtATime, rememberAnswer, storedAnswer } from './idempotency';
import { ensureOwner } from './offerAccess';
import { pdfPool } from './pdfPool';

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

interface AuthorRow {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

function authorOf(ctx: ServerContext, creatorId: number): AuthorRow | undefined {
  return ctx.db.prepare('SELECT firstname, lastname, email, phone FROM users WHERE id = ?').get(creatorId) as
    | AuthorRow
    | undefined;
}

/** The salesperson: the document's creator, whom the client calls with questions. */
function salesperson(author: AuthorRow | undefined): [string, string] {
  const text = author
    ? [
        `${author.firstname} ${author.lastname}`,
        author.phone ? formatMessage(m.phone, { phone: author.phone }) : '',
        author.email ? formatMessage(m.email, { email: author.email }) : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '—';
  return [m.salesperson, text];
}

/** The "Sporządził(a)" lines: the author's name, then phone and e-mail. */
function preparedBy(author: AuthorRow | undefined): string[] {
  if (!author) return [];
  return [
    `${author.firstname} ${author.lastname}`,
    author.phone ? formatMessage(m.phone, { phone: author.phone }) : '',
    author.email ? formatMessage(m.email, { email: author.email }) : '',
  ].filter(Boolean);
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
  const symbol = cached(ctx.db, 'SELECT symbol FROM products WHERE id = ?').pluck();
  return linesOf(ctx.db, kind, docId).map((l: LineRow) => ({
    ordinal: l.ordinal_no,
    name: l.name,
    symbol: (symbol.get(l.product_id) as string | null | undefined) ?? '',
    quantity: l.quantity,
    unit: l.unit,
    catalogPrice: l.catalog_price,
    netPrice: l.client_price,
    discount: shownDiscount(l.catalog_price, l),
    taxRate: l.tax_rate,
    net: l.total_row_excl_tax,
    tax: l.tax,
    gross: l.total_row_incl_tax,
  }));
}

interface CompanyRow {
  name: string;
  street: string;
  postal_code: string;
  city: string;
  nip: string;
  krs: string;
  registry_court: string;
  share_capital: number | null;
  bank_account: string;
  phone: string;
  email: string;
  www: string;
}

/**
 * The seller: the company the document was issued in (its author's company, stored on the
 * document). A company whose details were never filled in (a database from before the companies
 * got them) prints the server's configured letterhead instead, so no PDF goes out without an
 * address and NIP (docs/decisions/seller-pdf.md).
 */
export function sellerOf(ctx: ServerContext, companyCode: string): PdfSeller {
  const c = cached(
    ctx.db,
    `SELECT name, street, postal_code, city, nip, krs, registry_court, share_capital, bank_account, phone, email, www
       FROM companies WHERE code = ?`,
  ).get(companyCode) as CompanyRow | undefined;
  if (!c?.nip) {
    return { ...ctx.config.letterhead, krs: '', registryCourt: '', shareCapital: null, bankAccount: '' };
  }
  return {
    name: c.name,
    street: c.street,
    city: `${c.postal_code} ${c.city}`.trim(),
    nip: c.nip,
    krs: c.krs,
    registryCourt: c.registry_court,
    shareCapital: c.share_capital,
    bankAccount: c.bank_account,
    phone: c.phone,
    email: c.email,
    www: c.www,
  };
}

function senderOf(ctx: ServerContext, user: AuthUser): { name: string; email: string } {
  return ctx.db.prepare(`SELECT firstname || ' ' || lastname AS name, email FROM users WHERE id = ?`).get(user.id) as {
    name: string;
    email: string;
  };
}

/**
 * The From of a document's e-mail: the seller printed on the PDF (the document's company, its
 * name and e-mail), with `MAIL_FROM`'s address instead when set; replies go to the person who
 * sent it (docs/operations.md, "Mail").
 */
function documentSender(ctx: ServerContext, seller: PdfSeller): { name: string; address: string } {
  return { name: seller.name, address: ctx.config.mail.from ?? (seller.email || ctx.config.letterhead.email) };
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
        pdfFileName(document.number),
        Buffer.from(mail.pdf),
        user.id,
        document.kind,
        document.id,
        document.number,
        document.customer,
      ).lastInsertRowid,
  );
}

/** The PDF's file name: the document's number, with the slashes a file name cannot hold as dashes. */
export function pdfFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}

/**
 * What a document's PDF is made of, read on the request thread; the worker only lays it out.
 * The internal comment prints only when `includeComment` is set.
 */
export function documentPdfData(
  ctx: ServerContext,
  kind: DocKind,
  doc: DocRow[DocKind],
  options: { includeComment?: boolean | undefined } = {},
) {
  const own = KINDS[kind].pdf(ctx, doc as never);
  const client = clientById(ctx, doc.client_id);
  const author = authorOf(ctx, doc.creator_id);
  const data: PdfDocumentData = {
    title: own.title,
    seller: sellerOf(ctx, doc.company_code),
    dates: [[m.date, formatDate(doc.created_at)], own.secondDate],
    parties: [
      clientParty(m.client, client, doc.customer_fullname),
      clientParty(m.receiver, doc.receiver_id ? clientById(ctx, doc.receiver_id) : client, doc.receiver_fullname),
    ],
    conditions: [
      salesperson(author),
      [m.delivery, deliveryText(doc.delivery)],
      [m.payment, paymentText(client, own.paymentDeadline)],
    ],
    lines: pdfLines(ctx, kind, doc.id),
    terms: own.terms,
    remarks: options.includeComment ? own.remarks : null,
    signature: { preparedBy: preparedBy(author), buyer: own.buyerSignature },
  };
  return { data, subject: own.subject };
}

/**
 * Sends a document's PDF, the same for both kinds: the caller must own it (403) and no job may
 * hold it (409); its data is read ({@link documentPdfData}), the PDF rendered in the worker pool
 * (off the request thread, pdfPool.ts) and placed in the outbox as an e-mail, with a history
 * entry, in one transaction. With an `Idempotency-Key` the e-mail goes out once: a repeat after
 * the answer answers the stored answer, one that arrives while the first is still rendering
 * waits for it ({@link oneAtATime}) and then answers the same.
 */
export async function sendDocumentPdf(
  ctx: ServerContext,
  user: AuthUser,
  kind: DocKind,
  id: number,
  input: { recipient: string; message?: string | undefined; include_comment?: boolean | undefined },
  idempotency?: IdempotencyRequest | undefined,
): Promise<{ ok: true; outbox_id: number }> {
  if (!idempotency) return renderAndSend(ctx, user, kind, id, input, undefined);
  return oneAtATime(ctx, user.id, idempotency, async () => {
    // Answered before anything is read: the document may have changed (or been archived) since.
    const stored = inTransaction(ctx.db, () => storedAnswer(ctx, user.id, idempotency));
    if (stored) return stored.body as { ok: true; outbox_id: number };
    return renderAndSend(ctx, user, kind, id, input, idempotency);
  });
}

async function renderAndSend(
  ctx: ServerContext,
  user: AuthUser,
  kind: DocKind,
  id: number,
  input: { recipient: string; message?: string | undefined; include_comment?: boolean | undefined },
  idempotency: IdempotencyRequest | undefined,
): Promise<{ ok: true; outbox_id: number }> {
  const k = KINDS[kind];
  const doc = k.load(ctx, user, id);
  // Sending a document to the client is the owner's act (docs/offers.md, who may do what).
  ensureOwner(user, doc, kind);
  k.ensureNotHeld(doc.id);
  const { data, subject } = documentPdfData(ctx, kind, doc, { includeComment: input.include_comment });
  const bytes = await pdfPool(ctx.config.pdfWorkers).render(data);
  const sender = senderOf(ctx, user);
  const body = input.message ?? formatMessage(m.emailBody, { number: doc.number, sender: sender.name });
  return inTransaction(ctx.db, () => {
    // The key again, in the write's transaction: another call may have taken it for another
    // request while this one rendered (422 then, nothing sent).
    const taken = idempotency && storedAnswer(ctx, user.id, idempotency);
    if (taken) return taken.body as { ok: true; outbox_id: number };
    const entry = enqueue(
      ctx,
      user,
      { to: input.recipient, subject, body, pdf: bytes },
      { kind, id, number: doc.number, customer: doc.customer_fullname },
    );
    queueForDelivery(ctx, entry, documentSender(ctx, data.seller), sender.email || null);
    addHistory(
      ctx,
      kind,
      id,
      user.id,
      'pdf_sent',
      formatMessage(offerMessages.history.pdfSent, { recipient: input.recipient }),
    );
    const answer = { ok: true as const, outbox_id: entry };
    if (idempotency) rememberAnswer(ctx, user.id, idempotency, { kind, docId: id }, answer);
    return answer;
  });
}
