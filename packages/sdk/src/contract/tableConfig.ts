import { z } from 'zod';
import {
  productColumns,
  productInWarehousesColumns,
  productSearchColumns,
  warehouseProductColumns,
} from '../domain/catalogueColumns';
import { formatMessage } from '../messages/pl';
import { tableConfigContractMessages as m } from '../messages/tableConfigContract';
import { MAX_PAGE_LIMIT } from './common';
import { defineEndpoint } from './endpoint';
import { offerListColumns } from './offers';
import { orderListColumns } from './orders';
import { typeError } from './validation';

/**
 * Column keys of the tables SPEC §3 lists, by table id. A table config for one of these ids
 * may only name these columns; the other tables of {@link TABLE_IDS} accept any well-formed keys.
 */
export const TABLE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  offers: offerListColumns,
  offersInCirculation: offerListColumns,
  offerDrafts: offerListColumns,
  offersToApprove: offerListColumns,
  clientActiveOffers: offerListColumns,
  orders: orderListColumns,
  ordersToConfirm: orderListColumns,
  clientOrders: [...orderListColumns, 'updated_at'],
  clients: ['external_id', 'name', 'nip', 'address'],
  clientContacts: ['name', 'phone', 'mail', 'annotation'],
  clientInvoices: [
    'invoice-number',
    'date-of-issue',
    'shipping-date',
    'date-of-payment',
    'net-value',
    'gross-value',
    'status',
    'left-to-pay',
  ],
  invoices: [
    'number-invoices',
    'client',
    'date-of-issue',
    'delivery-date',
    'date-of-payment',
    'net-value',
    'gross-value',
    'status-invoices',
    'left-to-pay',
  ],
  products: productColumns,
  productSearch: productSearchColumns,
  stockhouseProducts: warehouseProductColumns,
  settlements: ['payment_date', 'client', 'invoice_number', 'amount', 'method'],
  // The client card's settlements tab: the settlements columns without the client (it is the card's).
  clientSettlements: ['payment_date', 'invoice_number', 'amount', 'method'],
  // SPEC §3: the documents list has the offer columns; the PDFs sent are a tab of their own.
  documents: offerListColumns,
  sentDocuments: [
    'created_at',
    'document_kind',
    'number',
    'customer_fullname',
    'recipient',
    'delivery_status',
    'attachment',
  ],
  // SPEC §3's six columns of the absent user, plus who stands in and the state (docs/decisions/ui.md).
  substitutions: [
    'name',
    'email',
    'organizational_unit',
    'permission_level',
    'deputy_name',
    'date_from',
    'date_to',
    'status',
  ],
  users: ['name', 'role', 'email', 'phone', 'default_warehouse', 'is_active', 'source'],
  productInWarehouses: productInWarehousesColumns,
  imports: [
    'cron_job_code',
    'kind',
    'frequency',
    'current_job_status',
    'last_run_start',
    'last_run_completed',
    'next_run',
    'runs',
  ],
  // The history of file imports (the imports page's "Historia" tab).
  importRuns: ['created_at', 'file_name', 'username', 'kind', 'options', 'counts', 'status'],
};

/**
 * The approval views of a document's lines, each with its own saved layout (`offerLines.{view}`,
 * `orderLines.{view}`).
 */
const DOCUMENT_LINE_VIEWS = ['accepted', 'toAccept', 'branch_manager', 'regional_manager', 'board'] as const;

/** The line tables of both document kinds: the editor's (`offerLines`) and its approval views. */
const LINE_TABLE_IDS = (['offerLines', 'orderLines'] as const).flatMap((table) => [
  table,
  ...DOCUMENT_LINE_VIEWS.map((view) => `${table}.${view}`),
]);

/**
 * Whether `key` is a document's line table: it shows every line of the document on one
 * (virtualised) page unless the user chose fewer rows — a person entering thirty lines wants
 * them in one scroll, not in pages of five.
 */
export function isLineTable(key: string): boolean {
  return LINE_TABLE_IDS.includes(key);
}

/**
 * Every table of the app whose layout a user may save: the tables of {@link TABLE_COLUMNS}, the
 * notifications list, an offer's lines and their approval views. A configuration under any
 * other id is refused (400), so nobody stores layouts of tables that do not exist; a new table
 * is added here.
 */
export const TABLE_IDS: readonly string[] = [...Object.keys(TABLE_COLUMNS), 'notifications', ...LINE_TABLE_IDS];

const tableId = z
  .string({ error: typeError(m.tableId.notText) })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, { error: m.tableId.format })
  .refine((id) => TABLE_IDS.includes(id), {
    error: (issue) => formatMessage(m.tableId.unknown, { table: String(issue.input) }),
  });
const columnKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, { error: m.columns.key });

/** A table configuration (SPEC §3: key, tableColumns, itemsPerPage). */
export const tableConfigSchema = z.object({
  key: z.string(),
  tableColumns: z.array(z.string()),
  itemsPerPage: z.number().int().min(1).max(MAX_PAGE_LIMIT),
});
/** A table configuration. */
export type TableConfig = z.infer<typeof tableConfigSchema>;

/** Body of `POST /api/table-config`: known columns of known tables, no repeats, 1..200 rows. */
export const tableConfigBodySchema = z
  .object({
    key: tableId,
    tableColumns: z
      .array(columnKey, { error: m.columns.notList })
      .max(64, { error: m.columns.tooMany })
      .refine((cols) => new Set(cols).size === cols.length, { error: m.columns.repeated }),
    itemsPerPage: z
      .number({ error: m.itemsPerPage.notNumber })
      .int({ error: m.itemsPerPage.notInteger })
      .min(1, { error: m.itemsPerPage.notPositive })
      .max(MAX_PAGE_LIMIT, { error: formatMessage(m.itemsPerPage.tooLarge, { max: MAX_PAGE_LIMIT }) }),
  })
  .strict()
  .superRefine((b, ctx) => {
    const known = TABLE_COLUMNS[b.key];
    if (!known) return;
    const unknown = b.tableColumns.filter((c) => !known.includes(c));
    if (unknown.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['tableColumns'],
        message: formatMessage(m.columns.unknown, { table: b.key, columns: unknown.join(', ') }),
      });
    }
  });

/**
 * The columns of a document's lines (SPEC §3 product lines, the summary and approval keys, and
 * the editor's own `margin` and `available_stock`), in the column chooser's order; `offer_price`
 * only on an offer's lines.
 */
export const DOCUMENT_LINE_COLUMNS = [
  'ordinal_no',
  'photo',
  'name',
  'short_name',
  'quantity',
  'unit',
  'catalog_price',
  'discount_from_catalog',
  'client_price',
  'offer_price',
  'total_row_excl_tax',
  'margin',
  'margin_amount',
  'margin_minimal',
  'margin_threshold',
  'available_stock',
  'recommended_price',
  'minimal_price',
  'buy_price',
  'buy_price_orig',
  'market_price',
  'collective_packaging',
  'producer',
  'tax_rate',
] as const;

/**
 * What each line table shows before the user chooses (docs/offers.md, "Line columns"). The
 * editor: what a salesperson decides a line by, fitting 1366 px without scrolling sideways. The
 * approval views, each for its reader: an accepted document is read for what was agreed; one
 * waiting, by a reader who is not its approver, for why it waits. An approver's view starts with
 * what decides (the margin against the threshold, the line's value), then what each level weighs:
 * the branch manager the price against the minimal one and the discount; the regional manager the
 * margin in złoty and the buy price; the board the money and the cost, now and when added, against
 * the market.
 */
const LINE_DEFAULT_COLUMNS = {
  editor: [
    'name',
    'quantity',
    'client_price',
    'discount_from_catalog',
    'margin',
    'available_stock',
    'total_row_excl_tax',
  ],
  accepted: ['ordinal_no', 'name', 'quantity', 'client_price', 'discount_from_catalog', 'total_row_excl_tax', 'margin'],
  toAccept: ['ordinal_no', 'name', 'margin', 'margin_threshold', 'total_row_excl_tax', 'quantity', 'client_price'],
  branch_manager: [
    'ordinal_no',
    'name',
    'margin',
    'margin_threshold',
    'total_row_excl_tax',
    'quantity',
    'client_price',
    'minimal_price',
    'discount_from_catalog',
  ],
  regional_manager: [
    'ordinal_no',
    'name',
    'margin',
    'margin_threshold',
    'total_row_excl_tax',
    'margin_amount',
    'client_price',
    'minimal_price',
    'buy_price',
  ],
  board: [
    'ordinal_no',
    'name',
    'margin',
    'margin_threshold',
    'total_row_excl_tax',
    'margin_amount',
    'buy_price',
    'buy_price_orig',
    'market_price',
  ],
} as const satisfies Record<'editor' | (typeof DOCUMENT_LINE_VIEWS)[number], readonly string[]>;

/** {@link LINE_DEFAULT_COLUMNS} under every line table's id. */
const lineTableDefaults: Record<string, readonly string[]> = Object.fromEntries(
  (['offerLines', 'orderLines'] as const).flatMap((table) => [
    [table, LINE_DEFAULT_COLUMNS.editor],
    ...DOCUMENT_LINE_VIEWS.map((view) => [`${table}.${view}`, LINE_DEFAULT_COLUMNS[view]]),
  ]),
);

const OFFER_DEFAULT_COLUMNS = [
  'number',
  'customer_fullname',
  'status',
  'valid_until',
  'grand_total_excl_tax',
  'grand_total_incl_tax',
  'margin',
  'creator_fullname',
  'updated_at',
] as const;

/**
 * Columns shown before the user chooses, where SPEC §3 lists more than fit a 1366 px screen:
 * the ones staff look at first; the rest stay one click away in the column chooser.
 */
export const DEFAULT_TABLE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  offers: OFFER_DEFAULT_COLUMNS,
  offersInCirculation: OFFER_DEFAULT_COLUMNS,
  offerDrafts: OFFER_DEFAULT_COLUMNS,
  offersToApprove: [...OFFER_DEFAULT_COLUMNS.filter((c) => c !== 'updated_at'), 'created_at'],
  // On the client card the client is the card's own: the receiver says more.
  clientActiveOffers: OFFER_DEFAULT_COLUMNS.map((c) => (c === 'customer_fullname' ? 'receiver_fullname' : c)),
  clientOrders: [
    'number',
    'receiver_fullname',
    'status',
    'realization_date',
    'grand_total_excl_tax',
    'grand_total_incl_tax',
    'margin',
    'creator_fullname',
    'updated_at',
  ],
  documents: OFFER_DEFAULT_COLUMNS,
  orders: [
    'number',
    'customer_fullname',
    'status',
    'realization_date',
    'grand_total_excl_tax',
    'grand_total_incl_tax',
    'margin',
    'creator_fullname',
    'created_at',
  ],
  // An approver weighs the margin against the author and the value.
  ordersToConfirm: [
    'number',
    'customer_fullname',
    'creator_fullname',
    'margin',
    'grand_total_excl_tax',
    'realization_date',
    'created_at',
  ],
  // The row's actions stay in view at 1366 px: phone and source are one click away in "Kolumny".
  users: ['name', 'role', 'email', 'default_warehouse', 'is_active'],
  substitutions: ['name', 'permission_level', 'deputy_name', 'date_from', 'date_to', 'status'],
  // Stock first, then the prices a salesperson quotes from; the rest is in "Kolumny".
  stockhouseProducts: [
    'symbol',
    'index_name',
    'stock_quantity',
    'available_stock',
    'uom',
    'catalog_price',
    'forward_to',
  ],
  // The catalogue page: picture and name, what is available here and on its way, the prices
  // quoted from and who makes it; descriptions and the rest are in "Kolumny".
  products: [
    'image',
    'index_name',
    'available_stock',
    'fw_available_stock',
    'uom',
    'catalog_price',
    'recommended_price',
    'manufacturer',
    'catalog_number',
  ],
  productSearch: [
    'index_name',
    'available_stock',
    'cd_available_stock',
    'uom',
    'catalog_price',
    'recommended_price',
    'manufacturer',
  ],
  ...lineTableDefaults,
};

/**
 * Rows per page of a list table before the user picks a size. SPEC §9 gives 5, which left a
 * salesperson paging through a warehouse of 1,700 products five at a time ("Strona 1 z 342"); 20
 * fill a 1366×768 screen and stay quick to read. The API's own default `limit` stays 5
 * (`DEFAULT_PAGE_LIMIT`): this is the screen's setting, saved per user and table.
 */
export const DEFAULT_TABLE_PAGE_SIZE = 20;

/**
 * The configuration a table has before the user saves one: its default columns (all its known
 * columns unless {@link DEFAULT_TABLE_COLUMNS} narrows them), {@link DEFAULT_TABLE_PAGE_SIZE} rows; a document's line
 * table the most rows a page may have ({@link MAX_PAGE_LIMIT}), so every line of a document up to
 * that size is on one page (the editor renders only the rows in view).
 */
export function defaultTableConfig(key: string): TableConfig {
  const columns = DEFAULT_TABLE_COLUMNS[key] ?? TABLE_COLUMNS[key] ?? [];
  return { key, tableColumns: [...columns], itemsPerPage: isLineTable(key) ? MAX_PAGE_LIMIT : DEFAULT_TABLE_PAGE_SIZE };
}

/** Table configuration calls (SPEC §7). */
export const tableConfigEndpoints = {
  tableConfigGet: defineEndpoint({
    method: 'GET',
    path: '/api/table-config',
    summary: m.summaries.tableConfigGet,
    auth: 'user',
    query: z.object({ tableId }).strict(),
    response: tableConfigSchema,
  }),
  tableConfigSet: defineEndpoint({
    method: 'POST',
    path: '/api/table-config',
    summary: m.summaries.tableConfigSet,
    auth: 'user',
    body: tableConfigBodySchema,
    response: tableConfigSchema,
  }),
} as const;
