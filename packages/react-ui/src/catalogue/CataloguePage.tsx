import type { StockAvailability, StockFilter } from '@salesdesk/sdk';
import { useState } from 'react';
import { useRoute } from '../context/salesdeskContext';
import { fillMessage } from '../messages';
import { catalogueMessages as m } from '../messages/catalogue';
import type { PageProps } from '../pages/pageRegistry';
import { ProductStockDialog } from '../stock/ProductStockDialog';
import { StockButton } from '../stock/StockButton';
import {
  AvailabilityFilter,
  ProductFacetFilters,
  SupplierFilter,
  useStockFlags,
  useStockWarehouses,
  WarehouseFilter,
} from '../stock/StockFilters';
import { DataTable } from '../table/DataTable';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { catalogueColumns } from './productColumns';
import { useCatalogueList } from './useCatalogueList';

type Shown = { id: number; name: string; uom: string } | null;

function Filters({ availability }: { availability: StockAvailability }) {
  return (
    <>
      <WarehouseFilter />
      <AvailabilityFilter availability={availability} />
      <SupplierFilter />
      <ProductFacetFilters />
    </>
  );
}

function CatalogueList({ flags, show }: { flags: StockFilter; show(p: Shown): void }) {
  const { list, availability } = useCatalogueList(flags);
  return (
    <ListBase list={list} columns={catalogueColumns}>
      <ListToolbar searchLabel={m.search} filters={<Filters availability={availability} />} />
      <DataTable<'productsAll'>
        label={m.title}
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
 * Katalog produktów (`/pl/dashboard/products`): every product with its picture, stock and
 * availability in one warehouse (the user's default unless chosen), what is on its way, the
 * prices and who makes it (SPEC §3's catalogue columns, the user's own choice of them); search,
 * filters by the catalogue's own values, "only available" from the saved `catalog` flag. A row's
 * button opens the product's stock in every warehouse, its prices and "Dodaj do oferty".
 */
export function CataloguePage(_: Partial<PageProps>) {
  const location = useRoute();
  const { first } = useStockWarehouses();
  const flags = useStockFlags();
  const [shown, setShown] = useState<Shown>(null);
  return (
    <section className="flex flex-col gap-2">
      <h1 className="pb-1 text-2xl font-semibold">{m.title}</h1>
      <p className="text-sm text-text-muted">
        {fillMessage(m.hint, { warehouse: location.search.warehouse ?? first })}
      </p>
      {flags ? <CatalogueList flags={flags} show={setShown} /> : null}
      <ProductStockDialog product={shown} onClose={() => setShown(null)} />
    </section>
  );
}
