import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import {
  emptyImportReport,
  formatMessage,
  type ImportReport,
  type ImportRowError,
  importColumnOf,
  importColumns,
  importMessages,
  importOutcomeMessage,
  isValidKsefNumber,
  isValidNip,
  ksefMessages,
  warsawDay,
} from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { FaInvoice } from '../ksef/faInvoice';
import { type InvoiceFile, invoiceFiles, ksefNumberOf, MAX_FA_FILE_BYTES, uploadKind } from '../ksef/invoiceFiles';
import { invoiceFileHash } from '../ksef/verificationLink';
import { date as dateCell, money as moneyCell, quantity as quantityCell } from './cellParsers';
import type { ImportOptions, ImportOutcome, ImportProgress } from './importEngine';
import { ImportFileError, openTable } from './readTable';

// The `invoices` kind (docs/imports.md, "invoices"): KSeF FA(3) XML, one file or a ZIP of them,
// or a CSV/XLSX with a row per line. Unlike the catalogue kinds an invoice is a document with
// lines, not a row, so it has its own reading and apply; it ends in the same outcome and report
// as every other run (the engine hands a run of this kind here), all or nothing by default.

/** Invoices staged per batch (then progress is written and the request thread gets a turn). */
const STAGE_BATCH = 200;
/** Warnings a report lists (a ZIP of 10,000 files named otherwise would warn 10,000 times). */
const WARNINGS_SHOWN = 20;
const ERRORS_SHOWN = 1000;
const SAMPLE_SIZE = 20;

/** A line as salesdesk keeps it (grosze). */
interface LineValues {
  name: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  taxRate: number;
  net: number;
  gross: number;
  before?: boolean;
}

/** An invoice read from the file, before the database is asked. */
interface Candidate {
  /** Its place: the file's position in the upload, or the CSV row of its first line. */
  row: number;
  /** What the messages name it by: the file's name (FA(3)) or the row. */
  file: string;
  number: string;
  ksefNumber: string | null;
  issueDate: string;
  saleDate: string;
  dueDate: string | null;
  dueDays: number | null;
  sellerNip: string;
  buyer: string | null;
  buyerForeign: boolean;
  orderNumber: string | null;
  lines: LineValues[];
  sums: { taxRate: number; code: string; net: number; tax: number }[];
  net: number;
  gross: number;
  correction: { number: string; ksefNumber: string | null; reason: string } | null;
  /** The FA(3) file's SHA-256 as Base64URL, or a hash of a CSV invoice's values. */
  sha256: string;
  xml: Buffer | null;
}

/** A candidate with what the database resolved. */
interface Staged extends Candidate {
  companyCode: string;
  clientId: number;
  clientName: string;
  paymentTermDays: number;
  orderId: number | null;
}

type Problem = { row: number; file: string; message: string };

/** Answers the run's file name (recorded with the run; a stage is named after its run). */
function runFileName(db: Db, stage: string): string | null {
  const id = Number(/import_stage_(\d+)$/.exec(stage)?.[1] ?? Number.NaN);
  if (!Number.isSafeInteger(id)) return null;
  return (db.prepare('SELECT file_name FROM import_files WHERE id = ?').pluck().get(id) as string | undefined) ?? null;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A NIP or VAT id as compared: upper case, no spaces or dashes, a `PL` before ten digits dropped. */
export function taxIdKey(value: string): string {
  const key = value.toUpperCase().replace(/[\s-]/g, '');
  return /^PL\d{10}$/.test(key) ? key.slice(2) : key;
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Imports a file of invoices (see the file comment). `fileName` is the name it was sent with
 * (the KSeF number may be it); by default the run's recorded name.
 */
export async function importInvoiceFile(
  db: Db,
  stageName: string,
  source: string | Buffer,
  options: ImportOptions,
  progress: ImportProgress = () => {},
  fileName?: string,
): Promise<ImportOutcome> {
  const name = fileName ?? runFileName(db, stageName) ?? 'faktura.xml';
  const warnings: string[] = [];
  let warned = 0;
  const warn = (message: string) => {
    warned++;
    if (warnings.length < WARNINGS_SHOWN) warnings.push(message);
  };
  try {
    const size = typeof source === 'string' ? (await stat(source)).size : source.length;
    if (size === 0) throw new ImportFileError(importMessages.file.empty);
    const kind = await uploadKind(source);
    const problems: Problem[] = [];
    const candidates: Candidate[] = [];
    let read = 0;
    if (kind === 'table') {
      const table = await readTableInvoices(source, options, warn);
      problems.push(...table.problems);
      candidates.push(...table.candidates);
      read = table.read;
      progress(read, size, size);
    } else {
      const xml = await loadFaXml();
      let bytes = 0;
      for await (const file of invoiceFiles(source, kind, name, size)) {
        read++;
        bytes += file.size;
        const outcome = readFaFile(xml, file, warn);
        if ('message' in outcome) problems.push(outcome);
        else candidates.push(outcome);
        if (read % STAGE_BATCH === 0) {
          progress(read, Math.min(bytes, size), size);
          await turn();
        }
      }
      progress(read, size, size);
    }
    if (warned > WARNINGS_SHOWN) {
      warnings.push(formatMessage(importMessages.warning.errorsCut, { shown: WARNINGS_SHOWN, total: warned }));
    }
    return finish(db, options, name, read, candidates, problems, warnings);
  } catch (error) {
    if (error instanceof ImportFileError) {
      return { status: 'refused', message: error.message, rejectsCsv: null, report: emptyImportReport(warnings) };
    }
    throw error;
  }
}

/** The FA(3) reading and schema modules: both need libxml2. */
type FaXml = typeof import('../ksef/faInvoice') & typeof import('../ksef/faSchema');
let faXml: Promise<FaXml> | null = null;

/**
 * Loads libxml2 (WebAssembly) on the first XML invoice: once loaded it holds ~150 MB of a thread's
 * resident memory, which the server's request thread and the import worker would otherwise carry
 * for every other kind of run, and at rest (docs/imports.md, "Memory").
 */
function loadFaXml(): Promise<FaXml> {
  faXml ??= Promise.all([import('../ksef/faInvoice'), import('../ksef/faSchema')]).then(([invoice, schema]) => ({
    ...invoice,
    ...schema,
  }));
  return faXml;
}

/** One FA(3) file: the security checks, the schema, the mapping. */
function readFaFile(xml: FaXml, file: InvoiceFile, warn: (message: string) => void): Candidate | Problem {
  const { FA3_NS, hasDoctype, readFa, validateFa } = xml;
  const m = ksefMessages.invoice;
  const problem = (message: string): Problem => ({ row: file.index, file: file.name, message });
  if (!file.bytes) {
    return problem(
      formatMessage(m.tooLarge, {
        file: file.name,
        size: `${(file.size / 1024 / 1024).toFixed(1).replace('.', ',')} MB`,
        limit: `${MAX_FA_FILE_BYTES / 1024 / 1024} MB`,
      }),
    );
  }
  if (hasDoctype(file.bytes)) return problem(formatMessage(m.doctype, { file: file.name }));
  const ksef = ksefNumberOf(file);
  if (ksef !== null && typeof ksef !== 'string') {
    return problem(formatMessage(m.badKsefNumber, { value: ksef.invalid, file: file.name }));
  }
  const valid = validateFa(file.bytes, FA3_NS);
  if (!valid.ok) {
    if ('root' in valid) {
      const { name: element, namespace } = valid.root;
      return problem(formatMessage(m.namespace, { file: file.name, element, namespace, expected: FA3_NS }));
    }
    const first = valid.problems[0] as { line: number; message: string };
    return problem(formatMessage(m.invalid, { file: file.name, line: first.line, message: first.message }));
  }
  let fa: FaInvoice;
  try {
    fa = readFa(valid.doc);
  } finally {
    valid.doc.dispose();
  }
  const label = { number: fa.number, file: file.name };
  if (fa.currency !== 'PLN') return problem(formatMessage(m.currency, { ...label, currency: fa.currency }));
  if (!isValidNip(fa.sellerNip)) return problem(formatMessage(m.badSellerNip, { ...label, nip: fa.sellerNip }));
  if (!fa.buyer) return problem(formatMessage(m.noBuyer, label));
  if (fa.buyer.kind === 'nip' && !isValidNip(fa.buyer.value)) {
    return problem(formatMessage(m.badBuyerNip, { ...label, nip: fa.buyer.value }));
  }
  if (ksef !== null && ksef.slice(0, 10) !== fa.sellerNip) {
    return problem(formatMessage(m.ksefSellerMismatch, { value: ksef, file: file.name, nip: fa.sellerNip }));
  }
  if (ksef === null) warn(formatMessage(m.noKsefNumber, { file: file.name }));
  const lines = fa.lines.map((l) => ({
    name: l.name,
    unit: l.unit,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    taxRate: l.rate.taxRate,
    net: l.net,
    gross: l.gross,
    ...(l.before ? { before: true } : {}),
  }));
  return {
    row: file.index,
    file: file.name,
    number: fa.number,
    ksefNumber: ksef,
    issueDate: fa.issueDate,
    saleDate: fa.saleDate,
    dueDate: fa.dueDate,
    dueDays: fa.dueDays,
    sellerNip: fa.sellerNip,
    buyer: taxIdKey(fa.buyer.value),
    buyerForeign: fa.buyer.kind === 'foreign',
    orderNumber: fa.orderNumber,
    lines,
    sums: fa.sums.map((s) => ({ taxRate: s.taxRate, code: s.code, net: s.net, tax: s.tax })),
    net: fa.sums.reduce((sum, s) => sum + s.net, 0),
    gross: fa.gross,
    correction:
      fa.type.startsWith('KOR') && fa.corrects
        ? { number: fa.corrects.number, ksefNumber: fa.corrects.ksefNumber, reason: fa.corrects.reason }
        : null,
    sha256: invoiceFileHash(file.bytes),
    xml: file.bytes,
  };
}

const TABLE_RATES: Record<string, number> = { '23': 23, '22': 22, '8': 8, '7': 7, '5': 5, '0': 0, zw: 0, np: 0 };

/** A CSV/XLSX of invoices: a row per line, the invoice's columns repeated; grouped by number. */
async function readTableInvoices(
  source: string | Buffer,
  options: ImportOptions,
  warn: (message: string) => void,
): Promise<{ candidates: Candidate[]; problems: Problem[]; read: number }> {
  const table = await openTable(source, { sheet: options.sheet });
  const columns = new Map<string, number>();
  table.header.forEach((cell, index) => {
    if (!cell.trim()) return;
    const known = importColumnOf('invoices', cell);
    if (!known) {
      warn(formatMessage(importMessages.warning.unknownColumn, { column: cell, letter: String(index + 1) }));
      return;
    }
    if (columns.has(known.key)) {
      throw new ImportFileError(
        formatMessage(importMessages.file.duplicateColumn, {
          column: known.key,
          first: String((columns.get(known.key) as number) + 1),
          second: String(index + 1),
        }),
      );
    }
    columns.set(known.key, index);
  });
  if (!columns.has('number')) {
    throw new ImportFileError(
      formatMessage(importMessages.file.missingKey, { columns: 'number', example: 'Numer faktury' }),
    );
  }
  const label = (key: string) => importColumns.invoices.columns.find((c) => c.key === key)?.label ?? key;
  const HEADER = ['ksef_number', 'issue_date', 'sale_date', 'due_date', 'seller_nip', 'buyer_nip', 'order_number'];
  const groups = new Map<
    string,
    { row: number; head: Record<string, string>; lines: LineValues[]; errors: string[] }
  >();
  let read = 0;
  for await (const { row, cells } of table.rows) {
    read++;
    const cell = (key: string) => {
      const index = columns.get(key);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const number = cell('number');
    if (!number) {
      groups.set(`\u0000${row}`, { row, head: {}, lines: [], errors: [importMessages.row.required] });
      continue;
    }
    let group = groups.get(number);
    if (!group) {
      group = { row, head: {}, lines: [], errors: [] };
      groups.set(number, group);
    }
    for (const key of HEADER) {
      const value = cell(key);
      if (!value) continue;
      const first = group.head[key];
      if (first === undefined) group.head[key] = value;
      else if (first !== value) {
        group.errors.push(formatMessage(ksefMessages.file.conflict, { number, column: label(key), row: group.row }));
      }
    }
    const name = cell('line_name');
    if (!name) continue;
    const rateText = cell('tax_rate').replace('%', '').trim().toLowerCase();
    const rate = TABLE_RATES[rateText];
    if (rate === undefined) group.errors.push(formatMessage(ksefMessages.file.badRate, { value: cell('tax_rate') }));
    const q = cell('quantity') ? quantityCell(cell('quantity')) : ({ ok: true, value: 1 } as const);
    const price = cell('unit_price') ? moneyCell(cell('unit_price')) : ({ ok: true, value: null } as const);
    const net = cell('net_value') ? moneyCell(cell('net_value')) : ({ ok: true, value: null } as const);
    const gross = cell('gross_value') ? moneyCell(cell('gross_value')) : ({ ok: true, value: null } as const);
    for (const r of [q, price, net, gross])
      if (!r.ok) group.errors.push(`${formatMessage('Wiersz {row}: ', { row })}${r.message}`);
    if (!q.ok || !price.ok || !net.ok || !gross.ok || rate === undefined) continue;
    const quantity = Number(q.value ?? 1);
    const netValue = net.value !== null ? Number(net.value) : Math.round(quantity * Number(price.value ?? 0));
    group.lines.push({
      name,
      unit: cell('unit'),
      quantity,
      unitPrice: price.value !== null ? Number(price.value) : quantity ? Math.round(netValue / quantity) : netValue,
      taxRate: rate,
      net: netValue,
      gross: gross.value !== null ? Number(gross.value) : netValue + Math.round((netValue * rate) / 100),
    });
  }
  if (read === 0) throw new ImportFileError(importMessages.file.headerOnly);
  const candidates: Candidate[] = [];
  const problems: Problem[] = [];
  for (const [number, g] of groups) {
    const where = formatMessage(ksefMessages.file.row, { row: g.row });
    const fail = (message: string) => problems.push({ row: g.row, file: where, message });
    if (g.errors.length) {
      fail(g.errors.join(' '));
      continue;
    }
    const need = (key: string) => {
      if (!g.head[key]) g.errors.push(formatMessage(ksefMessages.file.required, { column: label(key) }));
      return g.head[key] ?? '';
    };
    const dates: Record<string, string | null> = {};
    for (const key of ['issue_date', 'sale_date', 'due_date']) {
      const text = key === 'issue_date' ? need(key) : (g.head[key] ?? '');
      if (!text) {
        dates[key] = null;
        continue;
      }
      const parsed = dateCell(text);
      if (parsed.ok) dates[key] = String(parsed.value);
      else g.errors.push(parsed.message);
    }
    const sellerNip = need('seller_nip').replace(/[\s-]/g, '').replace(/^PL/i, '');
    const buyer = need('buyer_nip');
    const ksef = g.head.ksef_number ?? null;
    if (ksef && !isValidKsefNumber(ksef)) {
      g.errors.push(formatMessage(ksefMessages.invoice.badKsefNumber, { value: ksef, file: where }));
    }
    if (sellerNip && !isValidNip(sellerNip)) {
      g.errors.push(formatMessage(ksefMessages.invoice.badSellerNip, { number, file: where, nip: sellerNip }));
    }
    const buyerKey = buyer ? taxIdKey(buyer) : '';
    const buyerForeign = !/^\d{10}$/.test(buyerKey);
    if (buyer && !buyerForeign && !isValidNip(buyerKey)) {
      g.errors.push(formatMessage(ksefMessages.invoice.badBuyerNip, { number, file: where, nip: buyer }));
    }
    if (g.errors.length) {
      fail(g.errors.join(' '));
      continue;
    }
    const byRate = new Map<number, { taxRate: number; code: string; net: number; tax: number }>();
    for (const l of g.lines) {
      const s = byRate.get(l.taxRate) ?? { taxRate: l.taxRate, code: String(l.taxRate), net: 0, tax: 0 };
      s.net += l.net;
      byRate.set(l.taxRate, s);
    }
    // Tax per rate from the rate's net sum, as an invoice states it (not line by line).
    for (const s of byRate.values()) s.tax = Math.round((s.net * s.taxRate) / 100);
    const sums = [...byRate.values()];
    const net = sums.reduce((sum, s) => sum + s.net, 0);
    const values = {
      number,
      ksef,
      ...dates,
      sellerNip,
      buyerKey,
      order: g.head.order_number ?? null,
      lines: g.lines,
    };
    candidates.push({
      row: g.row,
      file: where,
      number,
      ksefNumber: ksef,
      issueDate: dates.issue_date as string,
      saleDate: dates.sale_date ?? (dates.issue_date as string),
      dueDate: dates.due_date ?? null,
      dueDays: null,
      sellerNip,
      buyer: buyerKey,
      buyerForeign,
      orderNumber: g.head.order_number ?? null,
      lines: g.lines,
      sums,
      net,
      gross: net + sums.reduce((sum, s) => sum + s.tax, 0),
      correction: null,
      sha256: createHash('sha256').update(JSON.stringify(values)).digest('base64url'),
      xml: null,
    });
  }
  return { candidates, problems, read };
}

/** What the database says of the candidates: their company, client, order; problems otherwise. */
function resolve(
  db: Db,
  candidates: Candidate[],
  warn: (message: string) => void,
): { staged: Staged[]; problems: Problem[] } {
  const m = ksefMessages.invoice;
  const companies = new Map<string, string>();
  for (const c of db.prepare("SELECT code, nip FROM companies WHERE nip <> ''").all() as {
    code: string;
    nip: string;
  }[]) {
    companies.set(taxIdKey(c.nip), c.code);
  }
  const clients = new Map<string, { id: number; name: string; days: number }[]>();
  for (const c of db
    .prepare("SELECT id, name, nip, payment_term_days FROM clients WHERE nip <> ''")
    .iterate() as Iterable<{
    id: number;
    name: string;
    nip: string;
    payment_term_days: number;
  }>) {
    const key = taxIdKey(c.nip);
    const list = clients.get(key) ?? [];
    list.push({ id: c.id, name: c.name, days: c.payment_term_days });
    clients.set(key, list);
  }
  const orderId = db.prepare('SELECT id FROM orders WHERE number = ?').pluck();
  const byKsef = db.prepare(
    'SELECT number FROM invoices WHERE ksef_number = @k UNION ALL SELECT number FROM invoice_corrections WHERE ksef_number = @k LIMIT 1',
  );
  const existingKsef = db.prepare('SELECT ksef_number FROM invoices WHERE number = ?').pluck();
  const invoiceByNumber = db.prepare('SELECT 1 FROM invoices WHERE number = ?').pluck();
  const hasXml = db
    .prepare('SELECT 1 FROM invoices i JOIN invoice_xml x ON x.invoice_id = i.id WHERE i.number = ?')
    .pluck();
  const invoiceByKsef = db.prepare('SELECT 1 FROM invoices WHERE ksef_number = ?').pluck();
  const staged: Staged[] = [];
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  const ksefSeen = new Map<string, string>();
  const numbersHere = new Set(candidates.filter((c) => !c.correction).map((c) => c.number));
  const ksefHere = new Set(candidates.filter((c) => !c.correction && c.ksefNumber).map((c) => c.ksefNumber as string));
  for (const c of candidates) {
    const label = { number: c.number, file: c.file };
    const fail = (message: string) => problems.push({ row: c.row, file: c.file, message });
    const first = seen.get(c.number);
    if (first !== undefined) {
      fail(formatMessage(m.duplicate, { number: c.number, first, second: c.file }));
      continue;
    }
    seen.set(c.number, c.file);
    const companyCode = companies.get(c.sellerNip);
    if (!companyCode) {
      fail(formatMessage(m.unknownSeller, { ...label, nip: c.sellerNip }));
      continue;
    }
    const buyers = c.buyer ? (clients.get(c.buyer) ?? []) : [];
    if (buyers.length !== 1) {
      fail(formatMessage(buyers.length ? m.ambiguousBuyer : m.unknownBuyer, { ...label, nip: c.buyer ?? '' }));
      continue;
    }
    const client = buyers[0] as { id: number; name: string; days: number };
    // An invoice KSeF holds is what its file says: a table cannot rewrite it (its link hashes the file).
    if (!c.xml && hasXml.get(c.number) !== undefined) {
      fail(formatMessage(m.fromKsef, label));
      continue;
    }
    if (c.ksefNumber) {
      const owner = byKsef.get({ k: c.ksefNumber }) as { number: string } | undefined;
      const twin = ksefSeen.get(c.ksefNumber);
      if ((owner && owner.number !== c.number) || twin) {
        fail(formatMessage(m.ksefTaken, { value: c.ksefNumber, file: c.file, number: owner?.number ?? twin ?? '' }));
        continue;
      }
      ksefSeen.set(c.ksefNumber, c.number);
      const existing = c.correction ? null : (existingKsef.get(c.number) as string | null | undefined);
      if (existing && existing !== c.ksefNumber) {
        fail(formatMessage(m.ksefChanged, { number: c.number, existing, file: c.file, value: c.ksefNumber }));
        continue;
      }
    }
    if (c.correction) {
      const corr = c.correction;
      const known =
        (corr.ksefNumber && (invoiceByKsef.get(corr.ksefNumber) !== undefined || ksefHere.has(corr.ksefNumber))) ||
        invoiceByNumber.get(corr.number) !== undefined ||
        numbersHere.has(corr.number);
      if (!known) {
        fail(formatMessage(m.correctedUnknown, { ...label, corrected: corr.number }));
        continue;
      }
    }
    let order: number | null = null;
    if (c.orderNumber) {
      order = (orderId.get(c.orderNumber) as number | undefined) ?? null;
      if (order === null) warn(formatMessage(m.unknownOrder, { number: c.number, order: c.orderNumber }));
    }
    staged.push({
      ...c,
      companyCode,
      clientId: client.id,
      clientName: client.name,
      paymentTermDays: client.days,
      orderId: order,
    });
  }
  return { staged, problems };
}

/** Invoice status from what is left to pay: paid, overdue past its date, partially paid, unpaid. */
function statusOf(gross: number, paid: number, dateOfPayment: string, today: string): { left: number; status: string } {
  const left = Math.max(gross - paid, 0);
  if (left === 0) return { left, status: 'paid' };
  if (dateOfPayment < today) return { left, status: 'overdue' };
  return { left, status: paid > 0 ? 'partially_paid' : 'unpaid' };
}

/** Counts and (unless dry or refused) writes the invoices in one transaction. */
function finish(
  db: Db,
  options: ImportOptions,
  fileName: string,
  read: number,
  candidates: Candidate[],
  readProblems: Problem[],
  warnings: string[],
): ImportOutcome {
  const today = warsawDay(Date.now());
  const run = db.transaction(() => {
    const { staged, problems: dbProblems } = resolve(db, candidates, (w) => {
      if (warnings.length < WARNINGS_SHOWN) warnings.push(w);
    });
    const problems = [...readProblems, ...dbProblems].sort((a, b) => a.row - b.row);
    const refused = problems.length > 0 && !options.acceptValid && !options.dryRun;
    const apply = !options.dryRun && !refused;
    const created: string[] = [];
    let createdCount = 0;
    let updated = 0;
    let unchanged = 0;
    const changes: ImportReport['changes'] = [];
    const w = writer(db, today);
    // Invoices before corrections: a correction of an invoice in the same upload finds it.
    const ordered = [...staged].sort(
      (a, b) => Number(a.correction !== null) - Number(b.correction !== null) || a.row - b.row,
    );
    for (const s of ordered) {
      const state = s.correction ? w.correctionState(s) : w.invoiceState(s);
      if (state.kind === 'unchanged') {
        unchanged++;
        continue;
      }
      if (state.kind === 'new') {
        createdCount++;
        if (created.length < SAMPLE_SIZE) created.push(s.number);
      } else {
        updated++;
        if (changes.length < SAMPLE_SIZE) {
          changes.push({
            row: s.row,
            key: s.number,
            fields: state.fields,
          });
        }
      }
      if (apply) {
        if (s.correction) w.writeCorrection(s, state.id, fileName);
        else w.writeInvoice(s, state.id, fileName);
      }
    }
    return { refused, apply, created, createdCount, updated, unchanged, problems, changes };
  });
  const result = run.immediate();
  const errors: ImportRowError[] = result.problems
    .slice(0, ERRORS_SHOWN)
    .map((p) => ({ row: p.row, column: p.file, message: p.message }));
  const report: ImportReport = {
    applied: result.apply,
    created: result.createdCount,
    updated: result.updated,
    unchanged: result.unchanged,
    deactivated: 0,
    rejected: result.problems.length,
    columns: [],
    errors,
    warnings,
    changes: result.changes,
    created_keys: result.created,
    deactivated_keys: [],
  };
  const single = result.problems.length === 1 && read === 1;
  const message = result.refused
    ? single
      ? (result.problems[0] as Problem).message
      : formatMessage(ksefMessages.file.refused, { rejected: result.problems.length, rows: read })
    : importOutcomeMessage(report, options.dryRun);
  const rejectsCsv = result.problems.length
    ? `\uFEFF${['plik;błąd', ...result.problems.map((p) => [p.file, p.message].map(csvField).join(';'))].join('\r\n')}\r\n`
    : null;
  return { status: result.refused ? 'refused' : 'done', message, report, rejectsCsv };
}

function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

type State =
  | { kind: 'new'; id: null }
  | { kind: 'unchanged'; id: number }
  | { kind: 'changed'; id: number; fields: { field: string; old: string | null; new: string | null }[] };

const zl = (grosze: number | null) => (grosze === null ? null : (grosze / 100).toFixed(2).replace('.', ','));

/** The statements of the apply, prepared once per run. */
function writer(db: Db, today: string) {
  const invoiceRow = db.prepare(
    'SELECT id, source_sha256, gross_value, net_value, date_of_issue, client_id FROM invoices WHERE number = ?',
  );
  const correctionRow = db.prepare(
    'SELECT id, source_sha256, gross_value, net_value, invoice_id FROM invoice_corrections WHERE number = ?',
  );
  const targetByKsef = db.prepare('SELECT id FROM invoices WHERE ksef_number = ?').pluck();
  const targetByNumber = db.prepare('SELECT id FROM invoices WHERE number = ?').pluck();
  const paid = db.prepare('SELECT coalesce(sum(amount), 0) FROM payments WHERE invoice_id = ?').pluck();
  const corrSums = db.prepare(
    'SELECT coalesce(sum(net_value), 0) AS net, coalesce(sum(gross_value), 0) AS gross FROM invoice_corrections WHERE invoice_id = ?',
  );
  const insertInvoice = db.prepare(
    `INSERT INTO invoices (number, client_id, client_name, date_of_issue, delivery_date, date_of_payment, net_value, gross_value,
       status, left_to_pay, ksef_number, order_id, company_code, seller_nip, source_sha256)
     VALUES (@number, @client_id, @client_name, @date_of_issue, @delivery_date, @date_of_payment, @net, @gross,
       @status, @left, @ksef, @order_id, @company_code, @seller_nip, @sha)`,
  );
  const updateInvoice = db.prepare(
    `UPDATE invoices SET client_id = @client_id, client_name = @client_name, date_of_issue = @date_of_issue,
       delivery_date = @delivery_date, date_of_payment = @date_of_payment, net_value = @net, gross_value = @gross,
       status = @status, left_to_pay = @left, ksef_number = coalesce(@ksef, ksef_number), order_id = coalesce(@order_id, order_id),
       company_code = @company_code, seller_nip = @seller_nip, source_sha256 = @sha
     WHERE id = @id`,
  );
  const deleteLines = db.prepare('DELETE FROM invoice_lines WHERE invoice_id = ?');
  const insertLine = db.prepare(
    `INSERT INTO invoice_lines (invoice_id, ordinal_no, name, quantity, unit, unit_price, tax_rate, net_value, gross_value)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const deleteSums = db.prepare('DELETE FROM invoice_vat_sums WHERE invoice_id = ? AND correction_id IS ?');
  const insertSum = db.prepare(
    'INSERT INTO invoice_vat_sums (invoice_id, correction_id, tax_rate, rate_code, net_value, tax_value) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const hasBaseSums = db
    .prepare('SELECT 1 FROM invoice_vat_sums WHERE invoice_id = ? AND correction_id IS NULL LIMIT 1')
    .pluck();
  const linesOf = db.prepare('SELECT tax_rate, net_value, gross_value FROM invoice_lines WHERE invoice_id = ?');
  const upsertXml = db.prepare(
    `INSERT INTO invoice_xml (invoice_id, file_name, sha256, xml) VALUES (?, ?, ?, ?)
     ON CONFLICT (invoice_id) DO UPDATE SET file_name = excluded.file_name, sha256 = excluded.sha256, xml = excluded.xml`,
  );
  const insertCorrection = db.prepare(
    `INSERT INTO invoice_corrections (invoice_id, number, ksef_number, date_of_issue, reason, net_value, gross_value, seller_nip,
       lines, source_sha256, file_name, xml)
     VALUES (@invoice_id, @number, @ksef, @date_of_issue, @reason, @net, @gross, @seller_nip, @lines, @sha, @file_name, @xml)`,
  );
  const updateCorrection = db.prepare(
    `UPDATE invoice_corrections SET invoice_id = @invoice_id, ksef_number = @ksef, date_of_issue = @date_of_issue, reason = @reason,
       net_value = @net, gross_value = @gross, seller_nip = @seller_nip, lines = @lines, source_sha256 = @sha,
       file_name = @file_name, xml = @xml WHERE id = @id`,
  );
  const invoiceFigures = db.prepare('SELECT date_of_payment FROM invoices WHERE id = ?').pluck();
  const setTotals = db.prepare(
    'UPDATE invoices SET net_value = ?, gross_value = ?, left_to_pay = ?, status = ? WHERE id = ?',
  );

  const dueOf = (s: Staged) => s.dueDate ?? addDays(s.issueDate, s.dueDays ?? s.paymentTermDays);

  /** The invoice's totals: its own sums (P_15) plus its corrections' differences; left to pay and status after. */
  const refresh = (id: number, baseNet: number, baseGross: number) => {
    const corr = corrSums.get(id) as { net: number; gross: number };
    const gross = baseGross + corr.gross;
    const figures = statusOf(gross, paid.get(id) as number, invoiceFigures.get(id) as string, today);
    setTotals.run(baseNet + corr.net, gross, figures.left, figures.status, id);
  };

  const targetOf = (s: Staged): number | null => {
    const corr = s.correction as NonNullable<Staged['correction']>;
    return (
      ((corr.ksefNumber ? targetByKsef.get(corr.ksefNumber) : undefined) as number | undefined) ??
      (targetByNumber.get(corr.number) as number | undefined) ??
      null
    );
  };

  return {
    invoiceState(s: Staged): State {
      const row = invoiceRow.get(s.number) as
        | {
            id: number;
            source_sha256: string | null;
            gross_value: number;
            net_value: number;
            date_of_issue: string;
            client_id: number;
          }
        | undefined;
      if (!row) return { kind: 'new', id: null };
      if (row.source_sha256 === s.sha256) return { kind: 'unchanged', id: row.id };
      const corr = corrSums.get(row.id) as { net: number; gross: number };
      const fields: { field: string; old: string | null; new: string | null }[] = [];
      if (row.net_value !== s.net + corr.net)
        fields.push({ field: 'net-value', old: zl(row.net_value), new: zl(s.net + corr.net) });
      if (row.gross_value !== s.gross + corr.gross)
        fields.push({ field: 'gross-value', old: zl(row.gross_value), new: zl(s.gross + corr.gross) });
      if (row.date_of_issue !== s.issueDate)
        fields.push({ field: 'date-of-issue', old: row.date_of_issue, new: s.issueDate });
      if (row.client_id !== s.clientId) fields.push({ field: 'client', old: String(row.client_id), new: s.clientName });
      if (!fields.length) fields.push({ field: 'source', old: null, new: s.file });
      return { kind: 'changed', id: row.id, fields };
    },

    correctionState(s: Staged): State {
      const row = correctionRow.get(s.number) as
        | { id: number; source_sha256: string; gross_value: number; net_value: number }
        | undefined;
      if (!row) return { kind: 'new', id: null };
      if (row.source_sha256 === s.sha256) return { kind: 'unchanged', id: row.id };
      return {
        kind: 'changed',
        id: row.id,
        fields: [{ field: 'gross-value', old: zl(row.gross_value), new: zl(s.gross) }],
      };
    },

    writeInvoice(s: Staged, existingId: number | null, _fileName: string) {
      const values = {
        number: s.number,
        client_id: s.clientId,
        client_name: s.clientName,
        date_of_issue: s.issueDate,
        delivery_date: s.saleDate,
        date_of_payment: dueOf(s),
        net: s.net,
        gross: s.gross,
        ksef: s.ksefNumber,
        order_id: s.orderId,
        company_code: s.companyCode,
        seller_nip: s.sellerNip,
        sha: s.sha256,
      };
      let id: number;
      if (existingId === null) {
        const figures = statusOf(s.gross, 0, values.date_of_payment, today);
        id = Number(insertInvoice.run({ ...values, status: figures.status, left: figures.left }).lastInsertRowid);
      } else {
        id = existingId;
        updateInvoice.run({ ...values, id, status: 'unpaid', left: 0 });
        deleteLines.run(id);
      }
      s.lines.forEach((l, i) => {
        insertLine.run(id, i + 1, l.name, l.quantity, l.unit, l.unitPrice, l.taxRate, l.net, l.gross);
      });
      deleteSums.run(id, null);
      for (const sum of s.sums) insertSum.run(id, null, sum.taxRate, sum.code, sum.net, sum.tax);
      if (s.xml) upsertXml.run(id, s.file, s.sha256, s.xml);
      refresh(id, s.net, s.gross);
    },

    writeCorrection(s: Staged, existingId: number | null, _fileName: string) {
      const target = targetOf(s);
      if (target === null) throw new Error(`corrected invoice of ${s.number} vanished`);
      // A seeded invoice has no sums of its own yet: they are its lines', before a correction adds to them.
      if (hasBaseSums.get(target) === undefined) {
        const byRate = new Map<number, { net: number; tax: number }>();
        for (const l of linesOf.all(target) as { tax_rate: number; net_value: number; gross_value: number }[]) {
          const sum = byRate.get(l.tax_rate) ?? { net: 0, tax: 0 };
          sum.net += l.net_value;
          sum.tax += l.gross_value - l.net_value;
          byRate.set(l.tax_rate, sum);
        }
        for (const [rate, sum] of byRate) insertSum.run(target, null, rate, String(rate), sum.net, sum.tax);
      }
      const current = db.prepare('SELECT net_value, gross_value FROM invoices WHERE id = ?').get(target) as {
        net_value: number;
        gross_value: number;
      };
      // The corrected invoice's own totals: what it shows less its corrections' differences so far.
      const corrBefore = corrSums.get(target) as { net: number; gross: number };
      const baseNet = current.net_value - corrBefore.net;
      const baseGross = current.gross_value - corrBefore.gross;
      const values = {
        invoice_id: target,
        number: s.number,
        ksef: s.ksefNumber,
        date_of_issue: s.issueDate,
        reason: (s.correction as NonNullable<Staged['correction']>).reason,
        net: s.net,
        gross: s.gross,
        seller_nip: s.sellerNip,
        lines: JSON.stringify(s.lines),
        sha: s.sha256,
        file_name: s.file,
        xml: s.xml ?? Buffer.alloc(0),
      };
      let id: number;
      if (existingId === null) id = Number(insertCorrection.run(values).lastInsertRowid);
      else {
        id = existingId;
        updateCorrection.run({ ...values, id });
      }
      deleteSums.run(target, id);
      for (const sum of s.sums) insertSum.run(target, id, sum.taxRate, sum.code, sum.net, sum.tax);
      refresh(target, baseNet, baseGross);
    },
  };
}
