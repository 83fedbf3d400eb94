import {
  DEFAULT_STOCK_FILTER,
  type StockAvailability,
  type StockFilter,
  type StockFilterList,
  startingAvailability,
} from '@salesdesk/sdk';
import { useRoute, useUser } from '../context/salesdeskContext';
import { Select } from '../controls/Select';
import { useApiQuery } from '../data/useApiQuery';
import { stockMessages as m } from '../messages/stock';
import { FilterSelect } from '../table/FilterSelect';
import { useListContext } from '../table/ListContext';

/** The user's stock filter flags (ui-config); the defaults until they load or when unreadable. */
export function useStockFlags(): StockFilter | undefined {
  const stored = useApiQuery('getUiConfig', { query: { key: 'userStockFilterConfig' } });
  if (stored.isLoading) return undefined;
  if (typeof stored.data !== 'string') return DEFAULT_STOCK_FILTER;
  try {
    return { ...DEFAULT_STOCK_FILTER, ...(JSON.parse(stored.data) as Partial<StockFilter>) };
  } catch {
    return DEFAULT_STOCK_FILTER;
  }
}

/**
 * The warehouses whose stock the user may read (`stockWarehouses`: their own, an administrator
 * every one) and the one the server shows when none is chosen: the default one, else the first.
 */
export function useStockWarehouses(): { codes: string[]; first: string } {
  const user = useUser();
  const readable = useApiQuery('stockWarehouses', { query: { limit: 200 } });
  const codes = readable.data?.items.map((w) => w.code) ?? user?.available_warehouses ?? [];
  const own = user?.default_warehouse;
  return { codes, first: own && codes.includes(own) ? own : (codes[0] ?? '') };
}

// The URL's `in_stock`: the API's `true`/`false`, and `all`, which the page sends as no filter.
const URL_OF: Record<StockAvailability, string> = { all: 'all', available: 'true', unavailable: 'false' };

/**
 * "Dostępność" of a stock list: what the URL chose, else what the user's flag for this list
 * says (`startingAvailability`), and the list controller's `defaults` for it. "Wszystkie" is
 * kept in the URL as `in_stock=all` (the schema refuses it, so nothing is sent): leaving it out
 * would bring back a flag's "only available", and `in_stock=false` means "only unavailable".
 */
export function useAvailability(
  flags: StockFilter,
  list: StockFilterList,
): { availability: StockAvailability; defaults: { in_stock?: string } } {
  const chosen = useRoute().search.in_stock;
  const start = startingAvailability(flags, list);
  const fromUrl = (Object.keys(URL_OF) as StockAvailability[]).find((a) => URL_OF[a] === chosen);
  return {
    availability: fromUrl ?? start,
    defaults: chosen === undefined && start === 'available' ? { in_stock: 'true' } : {},
  };
}

/** The "Dostępność" choice of a stock list (its value from {@link useAvailability}). */
export function AvailabilityFilter({ availability }: { availability: StockAvailability }) {
  const { list } = useListContext();
  return (
    <Select
      label={m.filters.inStock}
      options={[
        { id: 'all', label: m.filters.any },
        { id: 'available', label: m.filters.onlyAvailable },
        { id: 'unavailable', label: m.filters.onlyUnavailable },
      ]}
      selectedKey={availability}
      onSelectionChange={(key) => list.setFilters({ in_stock: URL_OF[key as StockAvailability] })}
    />
  );
}

/** The warehouse the stock figures are for, when the user may read more than one. */
export function WarehouseFilter() {
  const { codes, first } = useStockWarehouses();
  if (codes.length <= 1) return null;
  return (
    <FilterSelect
      name="warehouse"
      label={m.warehouse}
      options={[{ value: '', label: first }, ...codes.filter((w) => w !== first).map((w) => ({ value: w, label: w }))]}
    />
  );
}

/** The supplier filter of the catalogue lists. */
export function SupplierFilter() {
  const suppliers = useApiQuery('supplierList', { query: { limit: 200, sort: 'name' } });
  return (
    <FilterSelect
      name="supplier_id"
      label={m.filters.supplier}
      options={[
        { value: '', label: m.filters.anySupplier },
        ...(suppliers.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name })),
      ]}
    />
  );
}

const FACET_STALE_MS = 10 * 60_000;

/**
 * Producent, Jednostka, Grupa cenowa: the values the catalogue has (`productFacets`), since these
 * filters match a value exactly and a typed "knauf" would find nothing.
 */
export function ProductFacetFilters() {
  const facets = useApiQuery('productFacets', { query: {} }, { staleTime: FACET_STALE_MS });
  const options = (all: string, values: readonly string[] | undefined) => [
    { value: '', label: all },
    ...(values ?? []).map((value) => ({ value, label: value })),
  ];
  return (
    <>
      <FilterSelect
        name="manufacturer"
        label={m.filters.manufacturer}
        options={options(m.filters.anyManufacturer, facets.data?.manufacturers)}
      />
      <FilterSelect name="uom" label={m.filters.uom} options={options(m.filters.anyUom, facets.data?.uoms)} />
      <FilterSelect
        name="product_group"
        label={m.filters.group}
        options={options(m.filters.anyGroup, facets.data?.product_groups)}
      />
    </>
  );
}
