import type { StockAvailability, StockFilter, WarehouseProduct } from '@salesdesk/sdk';
import { useState } from 'react';
import { useRoute, useSalesdesk } from '../context/salesdeskContext';
import { Tabs } from '../controls/Tabs';
import { useListController } from '../data/useListController';
import { fillMessage } from '../messages';
import { stockMessages as m } from '../messages/stock';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { DataTable } from '../table/DataTable';
import { FilterSelect } from '../table/FilterSelect';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { ProductStockDialog } from './ProductStockDialog';
import { StockButton } from './StockButton';
import {
  AvailabilityFilter,
  ProductFacetFilters,
  SupplierFilter,
  useAvailability,
  useStockFlags,
  useStockWarehouses,
  WarehouseFilter,
} from './StockFilters';
import { productSearchColumns, warehouseProductColumns } from './stockColumns';

type StockTab = 'warehouse' | 'catalogue';
type Shown = { id: number; name: string; uom: string } | null;

function Filters({ forward, availability }: { forward: boolean; availability: StockAvailability }) {
  return (
    <>
      <WarehouseFilter />
      <AvailabilityFilter availability={availability} />
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
      <ProductFacetFilters />
    </>
  );
}

const warehouseRowKey = (p: WarehouseProduct) => `${p.warehouse_code}-${p.product_id}`;

function WarehouseView({ flags, show }: { flags: StockFilter; show(p: Shown): void }) {
  const { availability, defaults } = useAvailability(flags, 'warehouseProducts');
  const list = useListController({
    endpoint: 'warehouseProducts',
    tableId: 'stockhouseProducts',
    rememberAs: 'stock.warehouse',
    // No default sort: the server sorts by name, and ranks a search until a column is chosen.
    defaults,
  });
  return (
    <ListBase list={list} columns={warehouseProductColumns}>
      <ListToolbar searchLabel={m.search} filters={<Filters forward availability={availability} />} />
      <DataTable<'warehouseProducts'>
        label={m.tabs.warehouse}
        emptyMessage={m.empty}
        rowKey={warehouseRowKey}
        rowActions={(p) => (
          <StockButton name={p.index_name} onOpen={() => show({ id: p.product_id, name: p.index_name, uom: p.uom })} />
        )}
      />
      <Pagination />
    </ListBase>
  );
}

function CatalogueView({ flags, show }: { flags: StockFilter; show(p: Shown): void }) {
  const { availability, defaults } = useAvailability(flags, 'productSearch');
  const list = useListController({
    endpoint: 'productSearch',
    tableId: 'productSearch',
    rememberAs: 'stock.catalogue',
    defaults,
  });
  return (
    <ListBase list={list} columns={productSearchColumns}>
      <ListToolbar searchLabel={m.search} filters={<Filters forward={false} availability={availability} />} />
      <DataTable<'productSearch'>
        label={m.tabs.catalogue}
        emptyMessage={m.empty}
        rowActions={(p) => (
          <StockButton name={p.index_name} onOpen={() => show({ id: p.id, name: p.index_name, uom: p.uom })} />
        )}
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
          <WarehouseView flags={flags} show={setShown} />
        ) : (
          <CatalogueView flags={flags} show={setShown} />
        )}
      </Tabs>
      <ProductStockDialog product={shown} onClose={() => setShown(null)} />
    </section>
  );
}
