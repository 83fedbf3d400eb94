import { type DocumentLineRow, formatMoney, formatPercent, formatQuantity } from '@salesdesk/sdk';
import { fillMessage } from '../messages';
import { documentMessages as m } from '../messages/document';
import { type ColumnDef, type ColumnList, moneyColumn, textColumn } from '../table/columns';
import { type LineField, LineNumberInput } from './LineNumberInput';
import { LineStock } from './LineStock';
import { useDocumentEditor } from './useDocumentWriter';

/** The quantity as text (read-only views). */
const quantityText = (l: DocumentLineRow) => formatQuantity(l.quantity, l.unit);
/** The discount as text (read-only views). */
const discountText = (l: DocumentLineRow) => formatPercent(l.discount_from_catalog);

/** A line's quantity or discount: typed in place while this user may edit the document, text otherwise. */
function LineValue({ line, field }: { line: DocumentLineRow; field: LineField }) {
  const editor = useDocumentEditor();
  if (editor) return <LineNumberInput line={line} editor={editor} field={field} />;
  return field === 'quantity' ? quantityText(line) : discountText(line);
}

const c = m.lines.columns;

/** Columns of a document's lines (SPEC §3 product lines); a line below the minimal price says so. */
export const lineColumns: ColumnList<DocumentLineRow> = [
  textColumn<DocumentLineRow>('ordinal_no', c.ordinal_no, 'ordinal_no', { align: 'end', nowrap: true }),
  {
    key: 'name',
    header: c.name,
    isRowHeader: true,
    wide: true,
    text: (l) => l.name,
    // One line per row (a dozen rows in view): a long name is cut with an ellipsis and shown whole
    // on hover; screen readers and search read it whole.
    cell: (l) => (
      <span className="flex max-w-[18rem] items-baseline gap-2">
        <span className="truncate" title={l.name}>
          {l.name}
        </span>
        {l.below_minimal ? (
          <span className="shrink-0 text-xs font-medium text-danger">{m.lines.belowMinimal}</span>
        ) : null}
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
  moneyColumn<DocumentLineRow>('catalog_price', c.catalog_price, 'catalog_price'),
  {
    key: 'discount_from_catalog',
    header: c.discount_from_catalog,
    align: 'end',
    nowrap: true,
    text: discountText,
    cell: (l) => <LineValue line={l} field="discount_from_catalog" />,
  },
  moneyColumn<DocumentLineRow>('client_price', c.client_price, 'client_price'),
  moneyColumn<DocumentLineRow>('minimal_price', c.minimal_price, 'minimal_price'),
  moneyColumn<DocumentLineRow>('total_row_excl_tax', c.total_row_excl_tax, 'total_row_excl_tax'),
  {
    key: 'margin',
    header: c.margin,
    align: 'end',
    nowrap: true,
    text: (l) => `${formatPercent(l.margin)} (${formatMoney(l.margin_amount)})`,
    // Not by colour alone: a margin under the approval threshold says so in words.
    cell: (l) =>
      l.margin < l.margin_threshold ? (
        <span
          className="inline-flex items-baseline gap-1.5 font-medium text-danger"
          title={fillMessage(m.lines.belowThreshold, { threshold: formatPercent(l.margin_threshold) })}
        >
          <span>{formatPercent(l.margin)}</span>
          <span className="text-xs">
            <span className="sr-only">
              {fillMessage(m.lines.belowThreshold, { threshold: formatPercent(l.margin_threshold) })}
            </span>
            <span aria-hidden="true">
              {fillMessage(m.lines.belowThresholdShort, { threshold: formatPercent(l.margin_threshold) })}
            </span>
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
  textColumn<DocumentLineRow>('producer', c.producer, 'producer'),
];

/**
 * The summary and approval variant of the lines (SPEC §3): what an approver weighs per line. The
 * deciding columns — the margin against its threshold and the line's net value — come right
 * after the name, so they are in view without scrolling sideways on a laptop screen; then the
 * quantity and prices, and the buy price now and when the line was added.
 */
export const approvalLineColumns: ColumnList<DocumentLineRow> = [
  textColumn<DocumentLineRow>('ordinal_no', c.ordinal_no, 'ordinal_no', { align: 'end', nowrap: true }),
  { ...(lineColumns[1] as ColumnDef<DocumentLineRow>) },
  { ...(lineColumns.find((col) => col.key === 'margin') as ColumnDef<DocumentLineRow>) },
  {
    key: 'margin_threshold',
    header: c.margin_threshold,
    align: 'end',
    nowrap: true,
    text: (l) => formatPercent(l.margin_threshold),
    cell: (l) => formatPercent(l.margin_threshold),
  },
  moneyColumn<DocumentLineRow>('total_row_excl_tax', c.total_row_excl_tax, 'total_row_excl_tax'),
  moneyColumn<DocumentLineRow>('margin_amount', c.margin_amount, 'margin_amount'),
  { key: 'quantity', header: c.quantity, align: 'end', nowrap: true, text: quantityText, cell: quantityText },
  moneyColumn<DocumentLineRow>('client_price', c.client_price, 'client_price'),
  {
    key: 'discount_from_catalog',
    header: c.discount_from_catalog,
    align: 'end',
    nowrap: true,
    text: discountText,
    cell: discountText,
  },
  moneyColumn<DocumentLineRow>('catalog_price', c.catalog_price, 'catalog_price'),
  moneyColumn<DocumentLineRow>('minimal_price', c.minimal_price, 'minimal_price'),
  moneyColumn<DocumentLineRow>('buy_price', c.buy_price, 'buy_price'),
  moneyColumn<DocumentLineRow>('buy_price_orig', c.buy_price_orig, 'buy_price_orig'),
];
