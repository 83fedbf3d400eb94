import { type InvoiceStatus, overdueDaysOf, referenceMessages, vatRateSums, warsawDay } from '@salesdesk/sdk';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { likePattern, runList, type SqlCondition } from '../http/sqlList';
import { invoiceKsefDetail, invoiceXmlFile } from '../ksef/invoiceKsef';

interface InvoiceRow {
  id: number;
  number: string;
  client_id: number;
  client_name: string;
  date_of_issue: string;
  delivery_date: string;
  date_of_payment: string;
  net_value: number;
  gross_value: number;
  status: InvoiceStatus;
  left_to_pay: number;
}

const INVOICE_COLUMNS =
  'i.id, i.number, i.client_id, i.client_name, i.date_of_issue, i.delivery_date, i.date_of_payment, i.net_value, i.gross_value, i.status, i.left_to_pay';

const toListItem = (r: InvoiceRow, today: string) => ({
  id: r.id,
  'number-invoices': r.number,
  client: r.client_name,
  client_id: r.client_id,
  'date-of-issue': r.date_of_issue,
  'delivery-date': r.delivery_date,
  'date-of-payment': r.date_of_payment,
  'net-value': r.net_value,
  'gross-value': r.gross_value,
  'status-invoices': r.status,
  'left-to-pay': r.left_to_pay,
  overdue_days: overdueDaysOf(r.date_of_payment, r.left_to_pay, today),
});

/**
 * `search` on invoice number and client name: a term of 3+ characters goes to `invoices_fts`
 * (trigram index, substring match ignoring case and diacritics other than ł); shorter terms use a
 * LIKE scan (they match too much for an index to help). `idColumn` is the invoice id to match.
 */
export function invoiceSearch(
  term: string,
  idColumn: string,
  numberColumn: string,
  clientColumn: string,
): SqlCondition {
  if ([...term].length >= 3) {
    return {
      sql: `${idColumn} IN (SELECT rowid FROM invoices_fts WHERE invoices_fts MATCH ?)`,
      params: [`"${term.replace(/"/g, '""')}"`],
    };
  }
  const p = likePattern(term);
  return { sql: `${numberColumn} LIKE ? ESCAPE '\\' OR ${clientColumn} LIKE ? ESCAPE '\\'`, params: [p, p] };
}

function dateFilters(column: string, q: { since?: string | undefined; until?: string | undefined }): SqlCondition[] {
  const out: SqlCondition[] = [];
  if (q.since) out.push({ sql: `${column} >= ?`, params: [q.since] });
  if (q.until) out.push({ sql: `${column} <= ?`, params: [q.until] });
  return out;
}

/** Invoice and settlement handlers (calls designed in docs/contract.md). */
export const invoiceHandlers: Handlers = {
  invoiceList: ({ query, ctx }) => {
    const today = warsawDay(ctx.now());
    const filters = dateFilters('i.date_of_issue', query);
    if (query.status) filters.push({ sql: 'i.status = ?', params: [query.status] });
    if (query.client_id) filters.push({ sql: 'i.client_id = ?', params: [query.client_id] });
    // Stamped by the outbox triggers as UTC ISO text (migration 31): the instant in that form compares as text.
    if (query.updated_since)
      filters.push({ sql: 'i.updated_at >= ?', params: [new Date(query.updated_since).toISOString()] });
    return runList(
      ctx.db,
      {
        from: 'invoices i',
        select: INVOICE_COLUMNS,
        sortColumns: {
          'number-invoices': 'i.number',
          client: 'i.client_name',
          'date-of-issue': 'i.date_of_issue',
          'delivery-date': 'i.delivery_date',
          'date-of-payment': 'i.date_of_payment',
          'net-value': 'i.net_value',
          'gross-value': 'i.gross_value',
          'status-invoices': 'i.status',
          'left-to-pay': 'i.left_to_pay',
        },
        defaultSort: '-date-of-issue',
        tieBreaker: 'i.id',
        search: (term) => invoiceSearch(term, 'i.id', 'i.number', 'i.client_name'),
        map: (r: InvoiceRow) => toListItem(r, today),
      },
      query,
      filters,
    );
  },

  invoiceById: ({ params, ctx }) => {
    const row = ctx.db
      .prepare(
        `SELECT ${INVOICE_COLUMNS}, i.ksef_number, i.order_id, o.number AS order_number
         FROM invoices i LEFT JOIN orders o ON o.id = i.order_id WHERE i.id = ?`,
      )
      .get(params.id) as
      | (InvoiceRow & { ksef_number: string | null; order_id: number | null; order_number: string | null })
      | undefined;
    if (!row) throw HttpError.notFound(referenceMessages.invoiceNotFound);
    const lines = ctx.db
      .prepare(
        'SELECT ordinal_no, name, quantity, unit, unit_price, tax_rate, net_value, gross_value FROM invoice_lines WHERE invoice_id = ? ORDER BY ordinal_no',
      )
      .all(params.id) as { tax_rate: number; net_value: number; gross_value: number }[];
    const payments = ctx.db
      .prepare('SELECT id, payment_date, amount, method FROM payments WHERE invoice_id = ? ORDER BY payment_date, id')
      .all(params.id) as never[];
    const ksef = invoiceKsefDetail(ctx.db, ctx.config.ksefEnv, params.id);
    return {
      ...toListItem(row, warsawDay(ctx.now())),
      ksef_number: row.ksef_number,
      ksef_verification_url: ksef.verificationUrl,
      // An order removed since (or never stored here) leaves the number unknown: no link then.
      order_id: row.order_number === null ? null : row.order_id,
      order_number: row.order_number,
      // An imported invoice's summary is the file's own (P_13_x, P_14_x, with its corrections).
      vat_summary: ksef.vatSummary ?? vatRateSums(lines),
      lines: lines as never[],
      payments,
      corrections: ksef.corrections,
    };
  },

  invoiceXml: ({ params, ctx }) => invoiceXmlFile(ctx.db, params.id),

  clientInvoiceList: ({ params, query, ctx }) => {
    const exists = ctx.db.prepare('SELECT 1 FROM clients WHERE id = ?').get(params.clientId);
    if (!exists) throw HttpError.notFound(referenceMessages.clientNotFound);
    const filters = dateFilters('i.date_of_issue', query);
    if (query.status) filters.push({ sql: 'i.status = ?', params: [query.status] });
    const today = warsawDay(ctx.now());
    return runList(
      ctx.db,
      {
        from: 'invoices i',
        select: INVOICE_COLUMNS,
        sortColumns: {
          'invoice-number': 'i.number',
          'date-of-issue': 'i.date_of_issue',
          'shipping-date': 'i.delivery_date',
          'date-of-payment': 'i.date_of_payment',
          'net-value': 'i.net_value',
          'gross-value': 'i.gross_value',
          status: 'i.status',
          'left-to-pay': 'i.left_to_pay',
        },
        defaultSort: '-date-of-issue',
        tieBreaker: 'i.id',
        where: [{ sql: 'i.client_id = ?', params: [params.clientId] }],
        search: (term) => ({ sql: "i.number LIKE ? ESCAPE '\\'", params: [likePattern(term)] }),
        map: (r: InvoiceRow) => ({
          id: r.id,
          'invoice-number': r.number,
          'date-of-issue': r.date_of_issue,
          'shipping-date': r.delivery_date,
          'date-of-payment': r.date_of_payment,
          'net-value': r.net_value,
          'gross-value': r.gross_value,
          status: r.status,
          'left-to-pay': r.left_to_pay,
          overdue_days: overdueDaysOf(r.date_of_payment, r.left_to_pay, today),
        }),
      },
      query,
      filters,
    );
  },

  settlementList: ({ query, ctx }) => {
    const filters = dateFilters('p.payment_date', query);
    if (query.client_id) filters.push({ sql: 'p.client_id = ?', params: [query.client_id] });
    if (query.method) filters.push({ sql: 'p.method = ?', params: [query.method] });
    return runList(
      ctx.db,
      {
        from: 'payments p',
        select:
          'p.id, p.client_id, p.client_name AS client, p.invoice_id, p.invoice_number, p.payment_date, p.amount, p.method',
        sortColumns: {
          payment_date: 'p.payment_date',
          amount: 'p.amount',
          client: 'p.client_name',
          invoice_number: 'p.invoice_number',
        },
        defaultSort: '-payment_date',
        tieBreaker: 'p.id',
        search: (term) => invoiceSearch(term, 'p.invoice_id', 'p.invoice_number', 'p.client_name'),
        map: (r: never) => r,
      },
      query,
      filters,
    );
  },
};
