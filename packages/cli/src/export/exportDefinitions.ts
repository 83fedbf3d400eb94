import { endpoints } from '@salesdesk/sdk';
import type { z } from 'zod';
import { CliError } from '../cliError';
import { resourceLabels } from '../messages/options';
import { cliMessages } from '../messages/pl';

/** Filters the `export` and `list` commands accept; each resource maps a subset to its query. */
export const EXPORT_FILTERS = ['status', 'client', 'since', 'until', 'warehouse', 'search'] as const;
/** A filter flag of `export` and `list`. */
export type ExportFilter = (typeof EXPORT_FILTERS)[number];

/** List endpoints that can be exported (each answers `{items,total,page,limit}`). */
export type ListEndpointName = 'offerList' | 'orderList' | 'invoiceList' | 'warehouseProducts' | 'clientList';

/** One exportable resource: a list endpoint, how flags map to its query, which columns are money. */
export interface ExportDefinition {
  /** The word after `export` / `list`. */
  resource: string;
  /** Polish label used in the progress bar ("Eksport faktur"). */
  label: string;
  endpoint: ListEndpointName;
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

/** Maps filter flags to the endpoint's query; a flag the resource does not support is a usage error. */
export function buildQuery(
  definition: ExportDefinition,
  filters: Partial<Record<ExportFilter, string | number | undefined>>,
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
  return query;
}
