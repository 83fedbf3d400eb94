import { endpoints, MAX_PAGE_LIMIT } from '@salesdesk/sdk';
import type { z } from 'zod';
import { CliError } from '../cliError';
import { resourceLabels } from '../messages/options';
import { cliMessages } from '../messages/pl';

/** Filters the `export` and `list` commands accept; each resource maps a subset to its query. */
export const EXPORT_FILTERS = ['status', 'client', 'since', 'until', 'warehouse', 'search'] as const;
/** A filter flag of `export` and `list`. */
export type ExportFilter = (typeof EXPORT_FILTERS)[number];

/** List endpoints that can be exported (each answers `{items,total,page,limit}`). */
export type ListEndpointName =
  | 'offerList'
  | 'orderList'
  | 'invoiceList'
  | 'warehouseProducts'
  | 'clientList'
  | 'offerAddedProducts'
  | 'orderAddedProducts';

/** Path parameters of the list endpoints that list one document's rows (its lines). */
export type ExportPathParam = 'offerId' | 'orderId';

/** One exportable resource: a list endpoint, how flags map to its query, which columns are money. */
export interface ExportDefinition {
  /** The word after `export` / `list`. */
  resource: string;
  /** Polish label used in the progress bar ("Eksport faktur"). */
  label: string;
  endpoint: ListEndpointName;
  /**
   * The endpoint's path parameter, for a list of one document's rows: the command then takes
   * the document's id as its `<id>` argument (`export offer-lines 6`).
   */
  param?: ExportPathParam;
  /** Flag → query key of the endpoint. Flags not listed are refused with exit 2. */
  filters: Partial<Record<ExportFilter, string>>;
  /** Columns holding integer grosze (written as złote: 123,45 / 123.45). */
  money: readonly string[];
  /**
   * The columns of the `list` table when `--columns` is not given: what a person scans a list
   * for (exports and `--json` keep every column).
   */
  tableColumns: readonly string[];
}

/** Money columns of a document line (unit prices and line values, integer grosze). */
const LINE_MONEY = [
  'catalog_price',
  'client_price',
  'recommended_price',
  'minimal_price',
  'buy_price',
  'buy_price_orig',
  'market_price',
  'total_row_excl_tax',
  'total_row_incl_tax',
  'margin_amount',
] as const;

/**
 * The `list` columns of a document's lines. `discount_from_catalog` is a percent (the typed
 * discount, exactly as stored: 2.5 is written `2,5`), never money.
 */
const LINE_TABLE_COLUMNS = [
  'ordinal_no',
  'name',
  'quantity',
  'unit',
  'catalog_price',
  'discount_from_catalog',
  'client_price',
  'total_row_excl_tax',
  'margin',
] as const;

/**
 * The export table: adding a resource is one entry here. Column keys are not listed: they are
 * read from the endpoint's response schema (SPEC §3 keys), so they cannot drift from the API.
 */
export const exportDefinitions: readonly ExportDefinition[] = [
  {
    resource: 'offers',
    label: resourceLabels.offers,
    endpoint: 'offerList',
    filters: { status: 'status', client: 'client_id', since: 'created_from', until: 'created_to', search: 'search' },
    money: ['grand_total_excl_tax', 'grand_total_incl_tax'],
    tableColumns: [
      'number',
      'created_at',
      'customer_fullname',
      'status',
      'grand_total_excl_tax',
      'grand_total_incl_tax',
      'margin',
      'valid_until',
      'creator_fullname',
    ],
  },
  {
    resource: 'orders',
    label: resourceLabels.orders,
    endpoint: 'orderList',
    filters: { status: 'status', client: 'client_id', search: 'search' },
    money: ['grand_total_excl_tax', 'grand_total_incl_tax'],
    tableColumns: [
      'number',
      'created_at',
      'customer_fullname',
      'status',
      'grand_total_excl_tax',
      'grand_total_incl_tax',
      'margin',
      'realization_date',
    ],
  },
  {
    resource: 'invoices',
    label: resourceLabels.invoices,
    endpoint: 'invoiceList',
    filters: { status: 'status', client: 'client_id', since: 'since', until: 'until', search: 'search' },
    money: ['net-value', 'gross-value', 'left-to-pay'],
    tableColumns: [
      'number-invoices',
      'client',
      'date-of-issue',
      'date-of-payment',
      'gross-value',
      'left-to-pay',
      'status-invoices',
    ],
  },
  {
    resource: 'stock',
    label: resourceLabels.stock,
    endpoint: 'warehouseProducts',
    filters: { warehouse: 'warehouse', search: 'search' },
    money: ['catalog_price', 'buy_price', 'market_price'],
    tableColumns: [
      'symbol',
      'index_name',
      'available_stock',
      'stock_quantity',
      'uom',
      'catalog_price',
      'warehouse_code',
    ],
  },
  {
    resource: 'clients',
    label: resourceLabels.clients,
    endpoint: 'clientList',
    filters: { search: 'search' },
    money: [],
    tableColumns: ['external_id', 'name', 'nip', 'address'],
  },
  {
    resource: 'offer-lines',
    label: resourceLabels.offerLines,
    endpoint: 'offerAddedProducts',
    param: 'offerId',
    filters: { search: 'search' },
    money: [...LINE_MONEY, 'offer_price'],
    tableColumns: LINE_TABLE_COLUMNS,
  },
  {
    resource: 'order-lines',
    label: resourceLabels.orderLines,
    endpoint: 'orderAddedProducts',
    param: 'orderId',
    filters: { search: 'search' },
    money: LINE_MONEY,
    tableColumns: LINE_TABLE_COLUMNS,
  },
];

/** The definition of a resource name, or undefined. */
export function findDefinition(resource: string): ExportDefinition | undefined {
  return exportDefinitions.find((d) => d.resource === resource);
}

/** Column keys of a list endpoint's rows, in the schema's order. */
export function columnKeys(definition: ExportDefinition): string[] {
  const response = endpoints[definition.endpoint].response as unknown as z.ZodObject<{
    items: z.ZodArray<z.ZodObject>;
  }>;
  return Object.keys(response.shape.items.element.shape);
}

/** Whether the endpoint takes `sort` (a document's lines come in their own order and take none). */
export function isSortable(definition: ExportDefinition): boolean {
  const query = endpoints[definition.endpoint].query as unknown as z.ZodObject | undefined;
  return Boolean(query && 'sort' in query.shape);
}

/**
 * The most rows a page of the endpoint may have, read from its query schema's `limit` (a
 * document's lines have their own bound); the API's general maximum when the schema says none.
 */
export function pageLimit(definition: ExportDefinition): number {
  const query = endpoints[definition.endpoint].query as unknown as z.ZodObject | undefined;
  let limit = query?.shape.limit as z.ZodType | undefined;
  // Unwrap `.default()` / `.optional()` down to the number schema that carries the bound.
  while (limit && 'unwrap' in limit && typeof limit.unwrap === 'function') limit = limit.unwrap() as z.ZodType;
  const max = (limit as z.ZodNumber | undefined)?.maxValue;
  return typeof max === 'number' && Number.isFinite(max) ? Math.min(max, MAX_PAGE_LIMIT) : MAX_PAGE_LIMIT;
}

/** Validates and orders `--columns`; when none are given, `fallback` (default: every column). */
export function resolveColumns(
  definition: ExportDefinition,
  requested: string[] | undefined,
  fallback?: readonly string[],
): string[] {
  const all = columnKeys(definition);
  if (!requested || requested.length === 0) return [...(fallback ?? all)];
  const bad = requested.filter((c) => !all.includes(c));
  if (bad.length > 0) {
    throw new CliError('usage', cliMessages.unknownColumns(bad, all), { suggestion: cliMessages.usageHint });
  }
  return requested;
}

/**
 * Maps filter flags and `--sort` to the endpoint's query; a flag the resource does not support is
 * a usage error.
 */
export function buildQuery(
  definition: ExportDefinition,
  filters: Partial<Record<ExportFilter | 'sort', string | number | undefined>>,
): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  const supported = Object.keys(definition.filters);
  for (const name of EXPORT_FILTERS) {
    const value = filters[name];
    if (value === undefined || value === '') continue;
    const key = definition.filters[name];
    if (!key) {
      throw new CliError('usage', cliMessages.unsupportedFilter(name, definition.resource, supported), {
        suggestion: cliMessages.usageHint,
      });
    }
    query[key] = value;
  }
  const sort = filters.sort;
  if (sort !== undefined && sort !== '') {
    if (!isSortable(definition)) {
      throw new CliError('usage', cliMessages.unsupportedSort(definition.resource), {
        suggestion: cliMessages.usageHint,
      });
    }
    query.sort = sort;
  }
  return query;
}

/** The path parameters of the endpoint: the document id of the command's `<id>`, if it takes one. */
export function pathParams(definition: ExportDefinition, id: number | undefined): Record<string, number> | undefined {
  if (!definition.param) return undefined;
  if (id === undefined) throw new Error(`${definition.resource} needs a document id`);
  return { [definition.param]: id };
}
