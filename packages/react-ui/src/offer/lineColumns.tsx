import { formatMoney, formatPercent, formatQuantity, type OfferLineRow } from '@salesdesk/sdk';
import { fillMessage } from '../messages';
import { offerPageMessages as m } from '../messages/offer';
import { type ColumnDef, type ColumnList, moneyColumn, textColumn } from '../table/columns';
import { type LineField, LineNumberInput } from './LineNumberInput';
import { LineStock } from './LineStock';
import { useOfferWriterContext } from './useOfferWriter';

/** The quantity as text (read-only views). */
const quantityText = (l: OfferLineRow) => formatQuantity(l.quantity, l.unit);
/** The discount as text (read-only views). */
const discountText = (l: OfferLineRow) => formatPercent(l.discount_from_catalog);

/** A line's quantity or discount: typed in place while this user may edit the offer, text otherwise. */
function LineValue({ line, field }: { line: OfferLineRow; field: LineField }) {
  const writer = useOfferWriterContext();
  if (writer) return <LineNumberInput line={line} writer={writer} field={field} />;
  return field === 'quantity' ? quantityText(line) : discountText(line);
}

const c = m.lines.columns;

/** Columns of an offer's lines (SPEC §3 product lines); a line below the minimal price says so. */
export const offerLineColumns: ColumnList<OfferLineRow> = [
  textColumn<OfferLineRow>('ordinal_no', c.ordinal_no, 'ordinal_no', { align: 'end', nowrap: true }),
  {
    key: 'name',
    header: c.name,
    isRowHeader: true,
    wide: true,
    text: (l) => l.name,
    cell: (l) => (
      <span className="flex flex-col">
        <span>{l.name}</span>
        {l.below_minimal ? <span className="text-xs font-medium text-danger">{m.lines.belowMinimal}</span> : null}
      </span>
    ),
  },
  {
    key: 'quantity',
    header: c.quantity,
    align: 'end',
    nowrap: true,
    text: quantityText,
    cell: (l) => <LineValue line={l} field="quantity" />,
  },
  moneyColumn<OfferLineRow>('catalog_price', c.catalog_price, 'catalog_price'),
  {
    key: 'discount_from_catalog',
    header: c.discount_from_catalog,
    align: 'end',
    nowrap: true,
    text: discountText,
    cell: (l) => <LineValue line={l} field="discount_from_catalog" />,
  },
  moneyColumn<OfferLineRow>('client_price', c.client_price, 'client_price'),
  moneyColumn<OfferLineRow>('minimal_price', c.minimal_price, 'minimal_price'),
  moneyColumn<OfferLineRow>('total_row_excl_tax', c.total_row_excl_tax, 'total_row_excl_tax'),
  {
    key: 'margin',
    header: c.margin,
    align: 'end',
    nowrap: true,
    text: (l) => `${formatPercent(l.margin)} (${formatMoney(l.margin_amount)})`,
    // Not by colour alone: a margin under the approval threshold says so in words.
    cell: (l) =>
      l.margin < l.margin_threshold ? (
        <span className="flex flex-col items-end font-medium text-danger">
          <span>{formatPercent(l.margin)}</span>
          <span className="text-xs">
            {fillMessage(m.lines.belowThreshold, { threshold: formatPercent(l.margin_threshold) })}
          </span>
        </span>
      ) : (
        formatPercent(l.margin)
      ),
  },
  {
    key: 'available_stock',
    header: c.available_stock,
    align: 'end',
    nowrap: true,
    text: (l) => (l.available_stock === null ? '' : formatQuantity(l.available_stock, l.unit)),
    cell: (l) => <LineStock line={l} />,
  },
  textColumn<OfferLineRow>('producer', c.producer, 'producer'),
];

/**
 * The summary and approval variant of the lines (SPEC §3): what an approver weighs per line —
 * the buy price now and when the line was added, the margin in PLN and percent against the
 * threshold — beside the prices and the stock.
 */
export const approvalLineColumns: ColumnList<OfferLineRow> = [
  textColumn<OfferLineRow>('ordinal_no', c.ordinal_no, 'ordinal_no', { align: 'end', nowrap: true }),
  { ...(offerLineColumns[1] as ColumnDef<OfferLineRow>) },
  { key: 'quantity', header: c.quantity, align: 'end', nowrap: true, text: quantityText, cell: quantityText },
  moneyColumn<OfferLineRow>('catalog_price', c.catalog_price, 'catalog_price'),
  {
    key: 'discount_from_catalog',
    header: c.discount_from_catalog,
    align: 'end',
    nowrap: true,
    text: discountText,
    cell: discountText,
  },
  moneyColumn<OfferLineRow>('client_price', c.client_price, 'client_price'),
  moneyColumn<OfferLineRow>('minimal_price', c.minimal_price, 'minimal_price'),
  moneyColumn<OfferLineRow>('buy_price', c.buy_price, 'buy_price'),
  moneyColumn<OfferLineRow>('buy_price_orig', c.buy_price_orig, 'buy_price_orig'),
  moneyColumn<OfferLineRow>('margin_amount', c.margin_amount, 'margin_amount'),
  { ...(offerLineColumns.find((col) => col.key === 'margin') as ColumnDef<OfferLineRow>) },
  {
    key: 'margin_threshold',
    header: c.margin_threshold,
    align: 'end',
    nowrap: true,
    text: (l) => formatPercent(l.margin_threshold),
    cell: (l) => formatPercent(l.margin_threshold),
  },
  moneyColumn<OfferLineRow>('total_row_excl_tax', c.total_row_excl_tax, 'total_row_excl_tax'),
];
