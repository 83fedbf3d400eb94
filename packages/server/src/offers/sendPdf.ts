import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  type BrandId,
  brands,
  formatDate,
  formatMessage,
  formatMoney,
  formatQuantity,
  offerMessages,
} from '@salesdesk/sdk';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import { type LineRow, linesOf, nowIso } from './documentStore';
import { addHistory } from './offerStore';

// PDFs of offers and orders: pdf-lib with DejaVu Sans embedded (the npm package ships the TTF,
// so no system font is needed) so Polish diacritics print and extract correctly.

let fontBytes: Uint8Array | null = null;
function dejavu(): Uint8Array {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    fontBytes = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  }
  return fontBytes;
}

/** What a PDF shows. */
export interface PdfDocumentData {
  title: string;
  facts: [string, string][];
  lines: LineRow[];
  totals: { net: number; tax: number; gross: number };
  footer: string[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && current) {
      out.push(current);
      current = word;
    } else current = next;
  }
  if (current) out.push(current);
  return out;
}

/** Renders a document to PDF bytes. */
export async function renderPdf(data: PdfDocumentData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(dejavu(), { subset: true });
  pdf.setTitle(data.title);
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (s: string, x: number, size = 9) => page.drawText(s, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  const need = (h: number) => {
    if (y - h < MARGIN) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  text(data.title, MARGIN, 16);
  y -= 26;
  for (const [k, v] of data.facts) {
    text(`${k}: ${v}`, MARGIN, 10);
    y -= 14;
  }
  y -= 8;
  const m = offerMessages.pdf;
  const cols = [MARGIN, MARGIN + 24, MARGIN + 270, MARGIN + 330, MARGIN + 400, MARGIN + 440];
  const header = [m.ordinal, m.name, m.quantity, m.price, m.tax, m.total];
  for (const [i, h] of header.entries()) text(h, cols[i] as number, 9);
  y -= 14;
  for (const l of data.lines) {
    const names = wrap(l.name, font, 8, 240);
    need(12 * names.length + 4);
    text(String(l.ordinal_no), cols[0] as number, 8);
    for (const [i, n] of names.entries()) page.drawText(n, { x: cols[1] as number, y: y - i * 10, size: 8, font });
    text(formatQuantity(l.quantity, l.unit), cols[2] as number, 8);
    text(formatMoney(l.client_price), cols[3] as number, 8);
    text(`${l.tax_rate}%`, cols[4] as number, 8);
    text(formatMoney(l.total_row_excl_tax), cols[5] as number, 8);
    y -= 10 * names.length + 4;
  }
  need(60);
  y -= 8;
  text(`${m.totalExcl}: ${formatMoney(data.totals.net)}`, MARGIN + 330, 10);
  y -= 14;
  text(`${m.totalTax}: ${formatMoney(data.totals.tax)}`, MARGIN + 330, 10);
  y -= 14;
  text(`${m.totalIncl}: ${formatMoney(data.totals.gross)}`, MARGIN + 330, 10);
  y -= 24;
  for (const term of data.footer) {
    const rows = wrap(term, font, 8, A4[0] - 2 * MARGIN);
    need(rows.length * 10 + 2);
    for (const r of rows) {
      text(r, MARGIN, 8);
      y -= 10;
    }
    y -= 2;
  }
  return pdf.save();
}

function brandOf(ctx: ServerContext) {
  return brands[(ctx.config as { brand?: BrandId }).brand ?? 'one'];
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
    customer_fullname: string;
    receiver_fullname: string;
    created_at: string;
    valid_until: string | null;
    footer: string | null;
    grand_total_excl_tax: number;
    grand_total_tax: number;
    grand_total_incl_tax: number;
  };
  const m = offerMessages.pdf;
  const bytes = await renderPdf({
    title: formatMessage(m.offerTitle, { number: o.number }),
    facts: [
      [m.client, o.customer_fullname],
      [m.receiver, o.receiver_fullname],
      [m.date, formatDate(o.created_at)],
      [m.validUntil, o.valid_until ? formatDate(o.valid_until) : '—'],
    ],
    lines: linesOf(ctx.db, 'offer', offerId),
    totals: { net: o.grand_total_excl_tax, tax: o.grand_total_tax, gross: o.grand_total_incl_tax },
    footer: o.footer ? (JSON.parse(o.footer) as string[]) : [...brandOf(ctx).offerFooter],
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
    customer_fullname: string;
    receiver_fullname: string;
    created_at: string;
    realization_date: string | null;
    comment: string | null;
    grand_total_excl_tax: number;
    grand_total_tax: number;
    grand_total_incl_tax: number;
  };
  const m = offerMessages.pdf;
  const bytes = await renderPdf({
    title: formatMessage(m.orderTitle, { number: o.number }),
    facts: [
      [m.client, o.customer_fullname],
      [m.receiver, o.receiver_fullname],
      [m.date, formatDate(o.created_at)],
      [m.realizationDate, o.realization_date ? formatDate(o.realization_date) : '—'],
    ],
    lines: linesOf(ctx.db, 'order', orderId),
    totals: { net: o.grand_total_excl_tax, tax: o.grand_total_tax, gross: o.grand_total_incl_tax },
    footer: [`${brandOf(ctx).orderFooter} ${o.comment ?? ''}`.trim()],
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
