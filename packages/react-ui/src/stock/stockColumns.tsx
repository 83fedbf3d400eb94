import { formatDate, formatQuantity, type ProductSearchItem, type WarehouseProduct } from '@salesdesk/sdk';
import { stockMessages as m } from '../messages/stock';
import { type ColumnDef, type ColumnList, dateColumn, moneyColumn, textColumn } from '../table/columns';

const c = m.columns;

/** A stock figure in the row's unit (whole units without decimals), aligned to the end. */
function quantityColumn<Row extends { uom: string }>(
  key: string,
  header: string,
  value: (row: Row) => number,
  extra: Partial<ColumnDef<Row>> = {},
): ColumnDef<Row> {
  const text = (row: Row) => formatQuantity(value(row), row.uom);
  return { key, header, cell: text, text, align: 'end', nowrap: true, ...extra };
}

/** An available-stock cell: zero is said plainly, so nobody mistakes it for stock. */
function availableColumn<Row extends { uom: string }>(
  key: string,
  header: string,
  value: (row: Row) => number,
): ColumnDef<Row> {
  return quantityColumn(key, header, value, {
    cell: (row) => (
      <span className={value(row) > 0 ? 'font-medium' : 'text-text-muted'}>{formatQuantity(value(row), row.uom)}</span>
    ),
  });
}

/** Columns of a warehouse's products (SPEC §3 "Stockhouse products"). */
export const warehouseProductColumns: ColumnList<WarehouseProduct> = [
  textColumn<WarehouseProduct>('symbol', c.symbol, 'symbol', { nowrap: true }),
  textColumn<WarehouseProduct>('index_name', c.index_name, 'index_name', { isRowHeader: true, wide: true }),
  quantityColumn<WarehouseProduct>('stock_quantity', c.stock_quantity, (r) => r.stock_quantity),
  availableColumn<WarehouseProduct>('available_stock', c.available_stock, (r) => r.available_stock),
  dateColumn<WarehouseProduct>('warehouse_date', c.warehouse_date, 'warehouse_date'),
  textColumn<WarehouseProduct>('uom', c.uom, 'uom', { nowrap: true }),
  moneyColumn<WarehouseProduct>('catalog_price', c.catalog_price, 'catalog_price'),
  moneyColumn<WarehouseProduct>('buy_price', c.buy_price, 'buy_price'),
  moneyColumn<WarehouseProduct>('market_price', c.market_price, 'market_price'),
  {
    key: 'forward_to',
    header: c.forward_to,
    nowrap: true,
    text: (r) => (r.forward_to ? `${formatDate(r.forward_to)} (${formatQuantity(r.fw_available_stock, r.uom)})` : ''),
    cell: (r) => (r.forward_to ? `${formatDate(r.forward_to)} (${formatQuantity(r.fw_available_stock, r.uom)})` : ''),
  },
];

/** Columns of the catalogue search (SPEC §3 "Product catalogue and search"). */
export const productSearchColumns: ColumnList<ProductSearchItem> = [
  textColumn<ProductSearchItem>('index_name', c.index_name, 'index_name', { isRowHeader: true, wide: true }),
  textColumn<ProductSearchItem>('index_short_name', c.index_short_name, 'index_short_name'),
  quantityColumn<ProductSearchItem>('stock_quantity', c.stock_quantity, (r) => r.stock_quantity),
  availableColumn<ProductSearchItem>('available_stock', c.available_stock, (r) => r.available_stock),
  availableColumn<ProductSearchItem>('cd_available_stock', c.cd_available_stock, (r) => r.cd_available_stock),
  quantityColumn<ProductSearchItem>('fw_available_stock', c.fw_available_stock, (r) => r.fw_available_stock),
  textColumn<ProductSearchItem>('uom', c.uom, 'uom', { nowrap: true }),
  moneyColumn<ProductSearchItem>('catalog_price', c.catalog_price, 'catalog_price'),
  moneyColumn<ProductSearchItem>('buy_price', c.buy_price, 'buy_price'),
  moneyColumn<ProductSearchItem>('recommended_price', c.recommended_price, 'recommended_price'),
  moneyColumn<ProductSearchItem>('minimal_price', c.minimal_price, 'minimal_price'),
  {
    key: 'tax_rate',
    header: c.tax_rate,
    align: 'end',
    nowrap: true,
    text: (r) => `${r.tax_rate}%`,
    cell: (r) => `${r.tax_rate}%`,
  },
  textColumn<ProductSearchItem>('manufacturer', c.manufacturer, 'manufacturer'),
  textColumn<ProductSearchItem>('catalog_number', c.catalog_number, 'catalog_number', { nowrap: true }),
];
