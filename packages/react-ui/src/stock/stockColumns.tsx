import { formatDate, formatQuantity, type WarehouseProduct } from '@salesdesk/sdk';
import { fillMessage } from '../messages';
import { stockMessages as m } from '../messages/stock';
import { type ColumnList, dateColumn, moneyColumn, textColumn } from '../table/columns';
import { availableColumn, quantityColumn } from './quantityColumns';

export { productSearchColumns } from '../catalogue/productColumns';

const c = m.columns;

/**
 * "Dostawa do": the day the forward delivery is expected and how much of the product it brings
 * (SPEC §3 `forward_to`, with `fw_available_stock`); empty text (export) when none is on its way.
 */
function forwardText(r: WarehouseProduct): string {
  return r.forward_to
    ? fillMessage(m.forwardOn, {
        date: formatDate(r.forward_to),
        quantity: formatQuantity(r.fw_available_stock, r.uom),
      })
    : '';
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
    text: forwardText,
    // Most products have nothing on its way: the cell says so instead of standing empty.
    cell: (r) => (r.forward_to ? forwardText(r) : <span className="text-text-muted">{m.noForward}</span>),
  },
];
