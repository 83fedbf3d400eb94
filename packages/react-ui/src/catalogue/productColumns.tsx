import { formatQuantity, type Product, type ProductSearchItem } from '@salesdesk/sdk';
import { catalogueMessages as m } from '../messages/catalogue';
import { availableColumn, quantityColumn } from '../stock/quantityColumns';
import { type ColumnDef, type ColumnList, moneyColumn, textColumn } from '../table/columns';
import { ProductImage } from './ProductImage';

const c = m.columns;

/** The `more` cell: symbol, price group, collective packaging and the warehouse of the figures. */
function MoreCell({ row }: { row: Product }) {
  const more = row.more;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      <dt className="text-text-muted">{m.more.symbol}</dt>
      <dd>{more.symbol}</dd>
      {more.product_group ? (
        <>
          <dt className="text-text-muted">{m.more.group}</dt>
          <dd>{more.product_group}</dd>
        </>
      ) : null}
      {more.collective_packaging ? (
        <>
          <dt className="text-text-muted">{m.more.packaging}</dt>
          <dd>{formatQuantity(more.collective_packaging, row.uom)}</dd>
        </>
      ) : null}
      <dt className="text-text-muted">{m.more.warehouse}</dt>
      <dd>{more.warehouse}</dd>
    </dl>
  );
}

/**
 * Every column SPEC §3 lists for the product catalogue, in its order (`image` … `more`); the
 * search adds `cd_available_stock` after `available_stock`. Brand-hidden ones (SPEC §9) are left
 * out by the table, not here.
 */
export const catalogueColumns: ColumnList<Product> = [
  {
    key: 'image',
    header: c.image,
    cell: (r) => <ProductImage src={r.image} />,
    text: (r) => r.image ?? '',
    field: 'image',
  },
  textColumn<Product>('index_name', c.index_name, 'index_name', { isRowHeader: true, wide: true }),
  textColumn<Product>('index_short_name', c.index_short_name, 'index_short_name'),
  quantityColumn<Product>('stock_quantity', c.stock_quantity, (r) => r.stock_quantity),
  // On a phone's card: the manufacturer under the name, what is available and on its way, the price.
  { ...availableColumn<Product>('available_stock', c.available_stock, (r) => r.available_stock), card: 'meta' },
  quantityColumn<Product>('fw_available_stock', c.fw_available_stock, (r) => r.fw_available_stock, { card: 'meta' }),
  textColumn<Product>('uom', c.uom, 'uom', { nowrap: true }),
  moneyColumn<Product>('catalog_price', c.catalog_price, 'catalog_price', { card: 'amount' }),
  moneyColumn<Product>('buy_price', c.buy_price, 'buy_price'),
  moneyColumn<Product>('recommended_price', c.recommended_price, 'recommended_price'),
  moneyColumn<Product>('minimal_price', c.minimal_price, 'minimal_price'),
  {
    key: 'tax_rate',
    header: c.tax_rate,
    align: 'end',
    nowrap: true,
    text: (r) => `${r.tax_rate}%`,
    cell: (r) => `${r.tax_rate}%`,
  },
  textColumn<Product>('manufacturer', c.manufacturer, 'manufacturer', { card: 'subtitle' }),
  textColumn<Product>('catalog_number', c.catalog_number, 'catalog_number', { nowrap: true }),
  {
    key: 'description',
    header: c.description,
    // Descriptions run long: two lines in the row, the whole text in its tooltip and export.
    cell: (r) => (
      <span title={r.description} className="line-clamp-2 min-w-48 text-text-muted">
        {r.description}
      </span>
    ),
    text: (r) => r.description,
    kind: 'text',
    field: 'description',
  },
  {
    key: 'more',
    header: c.more,
    cell: (r) => <MoreCell row={r} />,
    text: (r) => [r.more.symbol, r.more.product_group, r.more.warehouse].filter(Boolean).join(' · '),
  },
];

/** Columns of the catalogue search (`/api/products/search`): the catalogue's plus `cd_available_stock`. */
export const productSearchColumns: ColumnList<ProductSearchItem> = catalogueColumns.flatMap(
  (column): ColumnDef<ProductSearchItem>[] =>
    column.key === 'available_stock'
      ? [
          column,
          availableColumn<ProductSearchItem>('cd_available_stock', c.cd_available_stock, (r) => r.cd_available_stock),
        ]
      : [column],
);
