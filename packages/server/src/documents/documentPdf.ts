import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  displayUnit,
  formatMessage,
  formatMoney,
  formatNumber,
  formatPercent,
  isWholeUnit,
  type Letterhead,
  offerMessages,
} from '@salesdesk/sdk';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

// The layout of the offer and order PDFs (docs/offers.md, "PDF"): pdf-lib with DejaVu Sans
// embedded (the npm package ships the TTF, so no system font is needed) so Polish diacritics
// print and extract correctly. Pages are filled top to bottom; page numbers are stamped last,
// when the page count is known.

const fontCache = new Map<string, Uint8Array>();
function dejavu(file: 'DejaVuSans.ttf' | 'DejaVuSans-Bold.ttf'): Uint8Array {
  let bytes = fontCache.get(file);
  if (!bytes) {
    const require = createRequire(import.meta.url);
    bytes = readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    fontCache.set(file, bytes);
  }
  return bytes;
}

/**
 * The name of an embedded subset: six capital letters, `+`, the font's PostScript name (PDF
 * 32000-1, 9.6.4). pdf-lib would name it `DejaVuSans-1234`, which viewers and preflight tools do
 * not recognise as a subset; the tag tells them only the document's glyphs are inside. Random
 * per document, as two documents hold different subsets.
 */
export function subsetName(postScriptName: string): string {
  const tag = Array.from(randomBytes(6), (b) => String.fromCharCode(65 + (b % 26))).join('');
  return `${tag}+${postScriptName}`;
}

/** A line of the table, with its money in integer grosze. */
export interface PdfLine {
  ordinal: number;
  name: string;
  /** The distributor's index symbol ('' when the product has none). */
  symbol: string;
  quantity: number;
  unit: string;
  /** Catalogue (list) net unit price, printed beside the discount. */
  catalogPrice: number;
  /** Net unit price after the discount. */
  netPrice: number;
  /** Discount from the catalogue price in percent (0 when none). */
  discount: number;
  /** VAT rate in percent. */
  taxRate: number;
  net: number;
  tax: number;
  gross: number;
}

/** A block of the party row: buyer or receiver. */
export interface PdfParty {
  label: string;
  /** The first line prints bold (the name). */
  lines: string[];
}

/**
 * The seller printed in the letterhead and the footer of every page: the letterhead fields plus
 * what KSH art. 206 § 1 requires on a company's orders and letters (registry court, KRS, share
 * capital), and the bank account the client pays to. Empty strings (and a null capital) are left
 * out of the print.
 */
export interface PdfSeller extends Letterhead {
  krs: string;
  registryCourt: string;
  /** Share capital in grosze. */
  shareCapital: number | null;
  bankAccount: string;
}

/** What a PDF shows. */
export interface PdfDocumentData {
  /** `Oferta nr OF/2026/000123`; also the PDF's title. */
  title: string;
  seller: PdfSeller;
  /** Labelled dates under the title: issue, validity or realisation. */
  dates: [string, string][];
  parties: PdfParty[];
  /** Salesperson, delivery and payment, as label and text. */
  conditions: [string, string][];
  lines: PdfLine[];
  /** Terms under the totals; `numbered` prints `1.`, `2.`, … in a hanging column. */
  terms: { heading: string; items: string[]; numbered: boolean };
  /** The internal comment, when the sender included it; printed under "Uwagi". */
  remarks: string | null;
  /** "Sporządził(a)" with the author's name and contact; `buyer` adds the buyer's signature field. */
  signature: { preparedBy: string[]; buyer: boolean };
}

/** Net, VAT and gross of the lines of one VAT rate, in grosze. */
export interface VatRateTotals {
  taxRate: number;
  net: number;
  tax: number;
  gross: number;
}

/**
 * Totals per VAT rate, highest rate first, summed from the (already rounded) lines, so they add
 * up to the document's totals exactly as the server stores them.
 */
export function totalsByVatRate(lines: readonly Pick<PdfLine, 'taxRate' | 'net' | 'tax' | 'gross'>[]): VatRateTotals[] {
  const byRate = new Map<number, VatRateTotals>();
  for (const l of lines) {
    const t = byRate.get(l.taxRate) ?? { taxRate: l.taxRate, net: 0, tax: 0, gross: 0 };
    t.net += l.net;
    t.tax += l.tax;
    t.gross += l.gross;
    byRate.set(l.taxRate, t);
  }
  return [...byRate.values()].sort((a, b) => b.taxRate - a.taxRate);
}

/**
 * The footer of every page: the seller's name, seat and address, NIP, KRS with the registry
 * court, share capital, bank account and contacts, the KSH particulars first.
 */
export function sellerFooter(s: PdfSeller): string[] {
  const m = offerMessages.pdf;
  const join = (parts: string[]) => parts.filter(Boolean).join(' · ');
  return [
    join([
      [s.name, s.street, s.city].filter(Boolean).join(', '),
      s.nip ? formatMessage(m.nip, { nip: s.nip }) : '',
      s.krs ? formatMessage(m.krs, { krs: s.krs }) : '',
    ]),
    join([
      s.registryCourt,
      s.shareCapital !== null ? formatMessage(m.shareCapital, { amount: formatMoney(s.shareCapital) }) : '',
    ]),
    join([
      s.bankAccount ? formatMessage(m.bankAccount, { account: s.bankAccount }) : '',
      s.phone ? formatMessage(m.phone, { phone: s.phone }) : '',
      s.email ? formatMessage(m.email, { email: s.email }) : '',
      s.www,
    ]),
  ].filter(Boolean);
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const WIDTH = A4[0] - 2 * MARGIN;
/** Content stops here; below are the page footer (the seller's particulars) and its number. */
const BOTTOM = 84;
/** The footer's text size and leading. */
const FOOTER_SIZE = 6.5;
const FOOTER_LEADING = 8;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.42, 0.42, 0.42);
const ACCENT = rgb(0.11, 0.3, 0.52);
const RULE = rgb(0.78, 0.78, 0.78);
const HEADER_FILL = rgb(0.91, 0.93, 0.96);
const ROW = 7.5;
const LEADING = 9.5;
const PAD = 3;

/** Splits text into lines no wider than `width`, breaking inside a word only when it alone is wider. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let current = '';
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (fits(next)) {
      current = next;
      continue;
    }
    if (current) out.push(current);
    current = word;
    while (!fits(current)) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut--;
      out.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) out.push(current);
  return out.length ? out : [''];
}

/**
 * Packs ` · `-separated segments into lines no wider than `width`, breaking between segments
 * (an amount or an account number never splits); a segment wider than a line wraps on its own.
 */
function packSegments(segments: string[], font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const segment of segments) {
    const next = current ? `${current} · ${segment}` : segment;
    if (font.widthOfTextAtSize(next, size) <= width) {
      current = next;
      continue;
    }
    if (current) out.push(current);
    const parts = wrapText(segment, font, size, width);
    current = parts.pop() ?? '';
    out.push(...parts);
  }
  if (current) out.push(current);
  return out;
}

interface Column {
  key: 'ordinal' | 'name' | 'symbol' | 'quantity' | 'unit' | 'catalog' | 'discount' | 'price' | 'tax' | 'total';
  width: number;
  align: 'left' | 'right';
}

/** The line table; widths add up to the text width of A4 with 40 pt margins. */
const COLUMNS: Column[] = [
  { key: 'ordinal', width: 20, align: 'right' },
  { key: 'name', width: 132, align: 'left' },
  { key: 'symbol', width: 56, align: 'left' },
  { key: 'quantity', width: 40, align: 'right' },
  { key: 'unit', width: 26, align: 'left' },
  { key: 'catalog', width: 54, align: 'right' },
  { key: 'discount', width: 38, align: 'right' },
  { key: 'price', width: 54, align: 'right' },
  { key: 'tax', width: 27, align: 'right' },
  { key: 'total', width: 68.28, align: 'right' },
];

/** Renders a document to PDF bytes (A4, page header, party blocks, line table, VAT totals, terms, page numbers). */
export async function renderPdf(data: PdfDocumentData): Promise<Uint8Array> {
  const m = offerMessages.pdf;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(dejavu('DejaVuSans.ttf'), { subset: true, customName: subsetName('DejaVuSans') });
  const bold = await pdf.embedFont(dejavu('DejaVuSans-Bold.ttf'), {
    subset: true,
    customName: subsetName('DejaVuSans-Bold'),
  });
  pdf.setTitle(data.title);
  pdf.setAuthor(data.seller.name);
  pdf.setLanguage('pl-PL');

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  /** Whether a new page repeats the table header (while the lines are being drawn). */
  let inTable = false;

  const draw = (
    s: string,
    x: number,
    opts: {
      size?: number;
      font?: PDFFont;
      color?: ReturnType<typeof rgb>;
      align?: 'left' | 'right';
      width?: number;
    } = {},
  ) => {
    const size = opts.size ?? 8.5;
    const font = opts.font ?? regular;
    let fitted = size;
    // A cell never spills into its neighbour: an unusually long amount shrinks instead.
    if (opts.width !== undefined) while (fitted > 5 && font.widthOfTextAtSize(s, fitted) > opts.width) fitted -= 0.25;
    const w = font.widthOfTextAtSize(s, fitted);
    const left = opts.align === 'right' ? x + (opts.width ?? 0) - w : x;
    page.drawText(s, { x: left, y, size: fitted, font, color: opts.color ?? INK });
  };
  const rule = (at: number, color = RULE, thickness = 0.5) =>
    page.drawLine({ start: { x: MARGIN, y: at }, end: { x: A4[0] - MARGIN, y: at }, thickness, color });

  const tableHeader = () => {
    const labels: Record<Column['key'], string> = {
      ordinal: m.ordinal,
      name: m.name,
      symbol: m.symbol,
      quantity: m.quantity,
      unit: m.unit,
      catalog: m.catalogPrice,
      price: m.price,
      discount: m.discount,
      tax: m.tax,
      total: m.total,
    };
    page.drawRectangle({ x: MARGIN, y: y - 5, width: WIDTH, height: 16, color: HEADER_FILL });
    let x = MARGIN;
    y -= 1;
    for (const c of COLUMNS) {
      draw(labels[c.key], x + PAD, { size: 7.5, font: bold, align: c.align, width: c.width - 2 * PAD });
      x += c.width;
    }
    y -= 16;
  };

  const newPage = () => {
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
    draw(data.seller.name, MARGIN, { size: 9, font: bold, color: ACCENT });
    draw(formatMessage(m.continued, { title: data.title }), MARGIN, { size: 8.5, align: 'right', width: WIDTH });
    y -= 8;
    rule(y);
    y -= 16;
    if (inTable) tableHeader();
  };
  const need = (h: number) => {
    if (y - h < BOTTOM) newPage();
  };

  // Letterhead (left) and the document's title with its dates (right).
  const l = data.seller;
  const top = y;
  draw(l.name, MARGIN, { size: 13, font: bold, color: ACCENT });
  y -= 14;
  for (const row of [
    l.street,
    l.city,
    [formatMessage(m.nip, { nip: l.nip }), l.krs ? formatMessage(m.krs, { krs: l.krs }) : '']
      .filter(Boolean)
      .join(' · '),
    [formatMessage(m.phone, { phone: l.phone }), formatMessage(m.email, { email: l.email })].join(' · '),
    l.www,
  ].filter(Boolean)) {
    draw(row, MARGIN, { size: 8.5 });
    y -= 11;
  }
  const leftBottom = y;
  y = top;
  draw(data.title, MARGIN, { size: 14, font: bold, align: 'right', width: WIDTH });
  y -= 20;
  for (const [label, value] of data.dates) {
    draw(`${label}: ${value}`, MARGIN, { size: 9, align: 'right', width: WIDTH });
    y -= 12;
  }
  y = Math.min(y, leftBottom) - 2;
  rule(y, ACCENT, 1.2);
  y -= 18;

  // Buyer, receiver and salesperson side by side.
  const partyWidth = WIDTH / Math.max(1, data.parties.length);
  const partyTop = y;
  let partyBottom = y;
  for (const [i, party] of data.parties.entries()) {
    const x = MARGIN + i * partyWidth;
    y = partyTop;
    draw(party.label.toUpperCase(), x, { size: 7, font: bold, color: MUTED });
    y -= 12;
    for (const [j, line] of party.lines.entries()) {
      const font = j === 0 ? bold : regular;
      for (const part of wrapText(line, font, 9, partyWidth - 12)) {
        draw(part, x, { size: 9, font });
        y -= 11.5;
      }
    }
    partyBottom = Math.min(partyBottom, y);
  }
  y = partyBottom - 6;

  // Salesperson, delivery and payment: labels in one column, texts aligned beside them.
  const indent = Math.max(0, ...data.conditions.map(([label]) => bold.widthOfTextAtSize(`${label}:`, 8.5))) + 8;
  for (const [label, text] of data.conditions) {
    const rows = wrapText(text, regular, 8.5, WIDTH - indent);
    need(rows.length * 10.5);
    draw(`${label}:`, MARGIN, { size: 8.5, font: bold });
    for (const row of rows) {
      draw(row, MARGIN + indent, { size: 8.5 });
      y -= 10.5;
    }
  }
  y -= 10;

  // The line table; its header repeats on every page it continues onto.
  need(16 + LEADING * 2);
  inTable = true;
  tableHeader();
  const nameWidth = (COLUMNS[1] as Column).width - 2 * PAD;
  const symbolWidth = (COLUMNS[2] as Column).width - 2 * PAD;
  for (const line of data.lines) {
    const names = wrapText(line.name, regular, ROW, nameWidth);
    const symbols = line.symbol ? wrapText(line.symbol, regular, ROW, symbolWidth) : [''];
    const height = LEADING * Math.max(names.length, symbols.length) + 4;
    need(height);
    const cells: Record<Column['key'], string> = {
      ordinal: `${line.ordinal}.`,
      name: '',
      symbol: '',
      quantity: formatNumber(line.quantity, isWholeUnit(line.unit) ? 0 : 3),
      // One spelling per unit, as the line editor shows it (`sztuka`, `szt` → `szt.`).
      unit: displayUnit(line.unit),
      catalog: formatMoney(line.catalogPrice),
      price: formatMoney(line.netPrice),
      discount: line.discount > 0 ? formatPercent(line.discount) : '—',
      tax: `${line.taxRate}%`,
      total: formatMoney(line.net),
    };
    let x = MARGIN;
    const rowTop = y;
    for (const c of COLUMNS) {
      if (c.key === 'name' || c.key === 'symbol') {
        for (const [i, part] of (c.key === 'name' ? names : symbols).entries()) {
          y = rowTop - i * LEADING;
          draw(part, x + PAD, { size: ROW });
        }
        y = rowTop;
      } else draw(cells[c.key], x + PAD, { size: ROW, align: c.align, width: c.width - 2 * PAD });
      x += c.width;
    }
    y = rowTop - height + 4;
    rule(y + 1, RULE, 0.3);
    y -= 4 + 3;
  }
  inTable = false;

  // Totals per VAT rate, then the grand totals: one block, never split across pages.
  const rates = totalsByVatRate(data.lines);
  const sumWidth = 300;
  const sumX = A4[0] - MARGIN - sumWidth;
  const sumCols = [60, 80, 80, 80];
  need(16 + 12 * rates.length + 12 + 3 * 13 + 8);
  y -= 6;
  draw(m.vatSummary, sumX, { size: 8, font: bold, color: MUTED });
  y -= 12;
  page.drawRectangle({ x: sumX, y: y - 5, width: sumWidth, height: 15, color: HEADER_FILL });
  let sx = sumX;
  for (const [i, label] of [m.vatRate, m.net, m.vat, m.gross].entries()) {
    draw(label, sx + PAD, { size: 7.5, font: bold, align: 'right', width: (sumCols[i] as number) - 2 * PAD });
    sx += sumCols[i] as number;
  }
  y -= 15;
  let net = 0;
  let tax = 0;
  let gross = 0;
  for (const r of rates) {
    sx = sumX;
    for (const [i, text] of [`${r.taxRate}%`, formatMoney(r.net), formatMoney(r.tax), formatMoney(r.gross)].entries()) {
      draw(text, sx + PAD, { size: 8, align: 'right', width: (sumCols[i] as number) - 2 * PAD });
      sx += sumCols[i] as number;
    }
    net += r.net;
    tax += r.tax;
    gross += r.gross;
    y -= 12;
  }
  page.drawLine({ start: { x: sumX, y: y + 8 }, end: { x: sumX + sumWidth, y: y + 8 }, thickness: 0.5, color: RULE });
  y -= 4;
  for (const [label, amount, size] of [
    [m.totalExcl, net, 9],
    [m.totalTax, tax, 9],
    [m.totalIncl, gross, 10.5],
  ] as const) {
    draw(`${label}: ${formatMoney(amount)}`, sumX, { size, font: bold, align: 'right', width: sumWidth - PAD });
    y -= 13;
  }
  y -= 12;

  // Terms: each item kept whole on one page, numbers in a hanging column.
  if (data.terms.items.length) {
    need(14 + 10);
    draw(data.terms.heading, MARGIN, { size: 8.5, font: bold });
    y -= 12;
    const indent = data.terms.numbered ? 14 : 0;
    for (const [i, item] of data.terms.items.entries()) {
      const rows = wrapText(item, regular, 7.5, WIDTH - indent);
      need(rows.length * 9.5);
      if (data.terms.numbered) draw(`${i + 1}.`, MARGIN, { size: 7.5 });
      for (const row of rows) {
        draw(row, MARGIN + indent, { size: 7.5 });
        y -= 9.5;
      }
      y -= 1.5;
    }
  }

  // The internal comment, only when the sender included it.
  if (data.remarks) {
    const rows = wrapText(data.remarks, regular, 7.5, WIDTH);
    y -= 4;
    need(14 + rows.length * 9.5);
    draw(m.remarks, MARGIN, { size: 8.5, font: bold });
    y -= 12;
    for (const row of rows) {
      draw(row, MARGIN, { size: 7.5 });
      y -= 9.5;
    }
  }

  // Signature block: who prepared the document (name and contact under a line to sign on);
  // an order also leaves the buyer a field to confirm it.
  const sign = data.signature;
  if (sign.preparedBy.length || sign.buyer) {
    const blockWidth = 200;
    need(42 + 10.5 * sign.preparedBy.length);
    y -= 28;
    const lineAt = y;
    page.drawLine({
      start: { x: MARGIN, y: lineAt },
      end: { x: MARGIN + blockWidth, y: lineAt },
      thickness: 0.5,
      color: INK,
    });
    if (sign.buyer) {
      const bx = A4[0] - MARGIN - blockWidth;
      page.drawLine({
        start: { x: bx, y: lineAt },
        end: { x: bx + blockWidth, y: lineAt },
        thickness: 0.5,
        color: INK,
      });
      y = lineAt - 10;
      draw(m.buyerSignature, bx, { size: 7, color: MUTED, align: 'right', width: blockWidth });
    }
    y = lineAt - 10;
    draw(m.preparedBy, MARGIN, { size: 7, font: bold, color: MUTED });
    y -= 10.5;
    for (const [i, row] of sign.preparedBy.entries()) {
      draw(row, MARGIN, { size: 8, font: i === 0 ? bold : regular });
      y -= 10.5;
    }
  }

  // Page footer with the seller's particulars, stamped once the number of pages is known.
  const pages = pdf.getPages();
  const pageLabelWidth = 60;
  const footer = sellerFooter(l).flatMap((row) =>
    packSegments(row.split(' · '), regular, FOOTER_SIZE, WIDTH - pageLabelWidth - 6),
  );
  for (const [i, p] of pages.entries()) {
    page = p;
    y = BOTTOM - 14;
    rule(y + 9);
    draw(formatMessage(m.page, { page: i + 1, pages: pages.length }), MARGIN, {
      size: 7.5,
      align: 'right',
      width: WIDTH,
    });
    for (const row of footer) {
      draw(row, MARGIN, { size: FOOTER_SIZE, color: MUTED });
      y -= FOOTER_LEADING;
    }
  }
  return pdf.save();
}
