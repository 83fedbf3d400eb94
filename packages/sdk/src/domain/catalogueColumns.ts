import { visibleColumns } from './brand';
import type { BrandBasics } from './brandBasics';

/** Columns of the product catalogue table, in display order (SPEC §3, verbatim). */
export const productColumns = [
  'image',
  'index_name',
  'index_short_name',
  'stock_quantity',
  'available_stock',
  'fw_available_stock',
  'uom',
  'catalog_price',
  'buy_price',
  'recommended_price',
  'minimal_price',
  'tax_rate',
  'manufacturer',
  'catalog_number',
  'description',
  'more',
] as const;

/** Columns of the product search table: the catalogue's plus `cd_available_stock` (SPEC §3). */
export const productSearchColumns = [
  'image',
  'index_name',
  'index_short_name',
  'stock_quantity',
  'available_stock',
  'cd_available_stock',
  'fw_available_stock',
  'uom',
  'catalog_price',
  'buy_price',
  'recommended_price',
  'minimal_price',
  'tax_rate',
  'manufacturer',
  'catalog_number',
  'description',
  'more',
] as const;

/** Columns of the stockhouse (warehouse) products table (SPEC §3). */
export const warehouseProductColumns = [
  'symbol',
  'index_name',
  'stock_quantity',
  'available_stock',
  'warehouse_date',
  'uom',
  'catalog_price',
  'buy_price',
  'market_price',
  'forward_to',
] as const;

/** Columns of the "product in warehouses" table (SPEC §3). */
export const productInWarehousesColumns = [
  'source_code',
  'company',
  'source_name',
  'organizational_unit_name',
  'stock_quantity',
  'available_stock',
] as const;

/** The catalogue tables whose columns the sdk knows. */
export const catalogueTables = {
  products: productColumns,
  productSearch: productSearchColumns,
  warehouseProducts: warehouseProductColumns,
  productInWarehouses: productInWarehousesColumns,
} as const;

/** A catalogue table name. */
export type CatalogueTable = keyof typeof catalogueTables;

/**
 * The columns a page shows for a catalogue table under a brand: the table's columns minus the
 * brand's hidden ones (SPEC §9: brand one hides `more` and `cd_available_stock`, brand two
 * hides `more` and `fw_available_stock`). Pages take their columns from here, never hard-code them.
 */
export function catalogueColumnsFor(brand: BrandBasics, table: CatalogueTable): string[] {
  return visibleColumns(brand, catalogueTables[table]);
}
