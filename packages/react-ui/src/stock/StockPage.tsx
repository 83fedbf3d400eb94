import { DEFAULT_STOCK_FILTER, type StockFilter, type WarehouseProduct } from '@salesdesk/sdk';
import { useState } from 'react';
import { useRoute, useSalesdesk, useUser } from '../context/salesdeskContext';
import { Button } from '../controls/Button';
import { Tabs } from '../controls/Tabs';
import { useApiQuery } from '../data/useApiQuery';
import { useListController } from '../data/useListController';
import { fillMessage } from '../messages';
import { stockMessages as m } from '../messages/stock';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { DataTable } from '../table/DataTable';
import { FilterSelect } from '../table/FilterSelect';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { TextFilter } from '../table/TextFilter';
import { ProductStockDialog } from './ProductStockDialog';
import { productSearchColumns, warehouseProductColumns } from './stockColumns';

type StockTab = 'warehouse' | 'catalogue';
type Shown = { id: number; name: string; uom: string } | null;

/** The user's stock filter flags (ui-config); the defaults until they load or when unreadable. */
function useStockFlags(): StockFilter | undefined {
  const stored = useApiQuery('getUiConfig', { query: { key: 'userStockFilterConfig' } });
  if (stored.isLoading) return undefined;
  if (typeof stored.data !== 'string') return DEFAULT_STOCK_FILTER;
  try {
    return { ...DEFAULT_STOCK_FILTER, ...(JSON.parse(stored.data) as Partial<StockFilter>) };
  } catch {
    return DEFAULT_STOCK_FILTER;
  }
}

function SupplierFilter() {
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

/**
 * The warehouses whose stock the user may read (`stockWarehouses`: their own, an administrator
 * every one) and the one the server shows when none is chosen: the default one, else the first.
 */
function useStockWarehouses(): { codes: string[]; first: string } {
  const user = useUser();
  const readable = useApiQuery('stockWarehouses', { query: { limit: 200 } });
  const codes = readable.data?.items.map((w) => w.code) ?? user?.available_warehouses ?? [];
  const own = user?.default_warehouse;
  return { codes, first: own && codes.includes(own) ? own : (codes[0] ?? '') };
}

function Filters({ forward }: { forward: boolean }) {
  const { codes: warehouses, first } = useStockWarehouses();
  return (
    <>
      {warehouses.length > 1 ? (
        <FilterSelect
          name="warehouse"
          label={m.warehouse}
          options={[
            { value: '', label: first },
            ...warehouses.filter((w) => w !== first).map((w) => ({ value: w, label: w })),
          ]}
        />
      ) : null}
      <FilterSelect
        name="in_stock"
        label={m.filters.inStock}
        options={[
          { value: 'false', label: m.filters.any },
          { value: 'true', label: m.filters.onlyAvailable },
        ]}
      />
      {forward ? (
        <FilterSelect
          name="forward"
          label={m.filters.forward}
          options={[
            { value: '', label: m.filters.any },
            { value: 'true', label: m.filters.onlyForward },
          ]}
        />
      ) : (
        <SupplierFilter />
      )}
      <TextFilter name="manufacturer" label={m.filters.manufacturer} />
      <TextFilter name="uom" label={m.filters.uom} />
      <TextFilter name="product_group" label={m.filters.group} />
    </>
  );
}

function stockButton(name: string, open: () => void) {
  return (
    <Button size="md" variant="ghost" aria-label={fillMessage(m.panel.open, { name })} onPress={open}>
      ⋯
    </Button>
  );
}

const warehouseRowKey = (p: WarehouseProduct) => `${p.warehouse_code}-${p.product_id}`;

function WarehouseView({ onlyAvailable, show }: { onlyAvailable: boolean; show(p: Shown): void }) {
  const list = useListController({
    endpoint: 'warehouseProducts',
    tableId: 'stockhouseProducts',
    rememberAs: 'stock.warehouse',
    // No default sort: the server sorts by name, and ranks a search until a column is chosen.
    defaults: { in_stock: String(onlyAvailable) },
  });
  return (
    <ListBase list={list} columns={warehouseProductColumns}>
      <ListToolbar searchLabel={m.search} filters={<Filters forward />} />
      <DataTable<'warehouseProducts'>
        label={m.tabs.warehouse}
        emptyMessage={m.empty}
        rowKey={warehouseRowKey}
        rowActions={(p) => stockButton(p.index_name, () => show({ id: p.product_id, name: p.index_name, uom: p.uom }))}
      />
      <Pagination />
    </ListBase>
  );
}

function CatalogueView({ onlyAvailable, show }: { onlyAvailable: boolean; show(p: Shown): void }) {
  const list = useListController({
    endpoint: 'productSearch',
    tableId: 'productSearch',
    rememberAs: 'stock.catalogue',
    defaults: { in_stock: String(onlyAvailable) },
  });
  return (
    <ListBase list={list} columns={productSearchColumns}>
      <ListToolbar searchLabel={m.search} filters={<Filters forward={false} />} />
      <DataTable<'productSearch'>
        label={m.tabs.catalogue}
        emptyMessage={m.empty}
        rowActions={(p) => stockButton(p.index_name, () => show({ id: p.id, name: p.index_name, uom: p.uom }))}
      />
      <Pagination />
    </ListBase>
  );
}

/**
 * Stany magazynowe (`/pl/dashboard/stock`): the products of one of the warehouses whose stock the
 * user reads (their own; an administrator any) — the default one unless chosen — and the catalogue search, each saying which warehouse its stock is
 * for; "only available" starts as the user's stock filter flags say. A row's button shows the
 * product's stock in every warehouse the user may see.
 */
export function StockPage(_: Partial<PageProps>) {
  const location = useRoute();
  const { navigate } = useSalesdesk();
  const { first } = useStockWarehouses();
  const flags = useStockFlags();
  const [shown, setShown] = useState<Shown>(null);
  const tab: StockTab = location.search.tab === 'catalogue' ? 'catalogue' : 'warehouse';
  const warehouse = location.search.warehouse ?? first;
  return (
    <section className="flex flex-col gap-2">
      <h1 className="pb-1 text-2xl font-semibold">{m.title}</h1>
      <p className="text-sm text-text-muted">
        {fillMessage(tab === 'warehouse' ? m.forWarehouse : m.catalogueHint, { warehouse })}
      </p>
      <Tabs
        label={m.tabs.label}
        selected={tab}
        items={[
          { id: 'warehouse', label: m.tabs.warehouse },
          { id: 'catalogue', label: m.tabs.catalogue },
        ]}
        onSelect={(id) => navigate(pagePath('stock', {}, id === 'catalogue' ? { tab: id } : {}))}
      >
        {!flags ? null : tab === 'warehouse' ? (
          <WarehouseView onlyAvailable={flags.stockhouseProducts} show={setShown} />
        ) : (
          <CatalogueView onlyAvailable={flags.search} show={setShown} />
        )}
      </Tabs>
      <ProductStockDialog product={shown} onClose={() => setShown(null)} />
    </section>
  );
}
