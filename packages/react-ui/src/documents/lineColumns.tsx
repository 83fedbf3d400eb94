import {
  DOCUMENT_LINE_COLUMNS,
  type DocumentKind,
  type DocumentLineRow,
  displayUnit,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
} from '@salesdesk/sdk';
import { fillMessage } from '../messages';
import { documentMessages as m } from '../messages/document';
import { type ColumnDef, type ColumnList, moneyColumn, percentColumn, textColumn } from '../table/columns';
import { type LineField, LineNumberInput } from './LineNumberInput';
import { LineStock } from './LineStock';
import { useDocumentEditor } from './useDocumentWriter';

/** A line's quantity in its unit, the unit in its one shown form (`sztuka`, `szt` → `szt.`). */
export const lineQuantity = (quantity: number, unit: string) => formatQuantity(quantity, displayUnit(unit));
/** The quantity as text (read-only views). */
const quantityText = (l: DocumentLineRow) => lineQuantity(l.quantity, l.unit);
/** The discount as text (read-only views). */
const discountText = (l: DocumentLineRow) => formatPercent(l.discount_from_catalog);

/** A line's quantity or discount: typed in place while this user may edit the document, text otherwise. */
function LineValue({ line, field }: { line: DocumentLineRow; field: LineField }) {
  const editor = useDocumentEditor();
  if (editor) return <LineNumberInput line={line} editor={editor} field={field} />;
  return field === 'quantity' ? quantityText(line) : discountText(line);
}

const c = m.lines.columns;
const marginText = (l: DocumentLineRow) => `${formatPercent(l.margin)} (${formatMoney(l.margin_amount)})`;

/** The line's margin; under the approval threshold it says so in words, not by colour alone. */
function MarginCell({ line }: { line: DocumentLineRow }) {
  if (line.margin >= line.margin_threshold) return formatPercent(line.margin);
  const threshold = formatPercent(line.margin_threshold);
  return (
    <span
      className="inline-flex items-baseline gap-1.5 font-medium text-danger"
      title={fillMessage(m.lines.belowThreshold, { threshold })}
    >
      <span>{formatPercent(line.margin)}</span>
      <span className="text-xs">
        <span className="sr-only">{fillMessage(m.lines.belowThreshold, { threshold })}</span>
        {/* Short beside the value (`< 15 %`): the column stays narrow, the name keeps the room. */}
        <span aria-hidden="true">
          {fillMessage(m.lines.belowThresholdShort, { threshold: `${formatNumber(line.margin_threshold)}\u00a0%` })}
        </span>
      </span>
    </span>
  );
}

/**
 * Every column of a document's lines by key (SPEC §3 product lines, the summary and approval keys,
 * the editor's margin and stock). Which show, and in what order, is the user's layout; the
 * defaults per view are the sdk's `DEFAULT_TABLE_COLUMNS` (docs/offers.md, "Line columns").
 */
const allColumns: Record<string, ColumnDef<DocumentLineRow>> = {
  ordinal_no: textColumn<DocumentLineRow>('ordinal_no', c.ordinal_no, 'ordinal_no', { align: 'end', nowrap: true }),
  photo: {
    key: 'photo',
    header: c.photo,
    nowrap: true,
    text: (l) => l.photo ?? '',
    // Decorative beside the name, which the row header reads; a missing photo says so in words.
    cell: (l) =>
      l.photo ? (
        <img src={l.photo} alt="" loading="lazy" className="size-7 rounded object-contain" />
      ) : (
        <span className="text-xs text-text-muted">{m.lines.noPhoto}</span>
      ),
  },
  name: {
    key: 'name',
    header: c.name,
    isRowHeader: true,
    wide: true,
    text: (l) => l.name,
    // One line per row (a dozen rows in view): a long name is cut with an ellipsis and shown whole
    // on hover; screen readers and search read it whole.
    cell: (l) => (
      <span className="flex max-w-[30rem] items-baseline gap-2">
        <span className="truncate" title={l.name}>
          {l.name}
        </span>
        {l.below_minimal ? (
          <span className="shrink-0 text-xs font-medium text-danger">{m.lines.belowMinimal}</span>
        ) : null}
      </span>
    ),
  },
  short_name: textColumn<DocumentLineRow>('short_name', c.short_name, 'short_name', { nowrap: true }),
  quantity: {
    key: 'quantity',
    header: c.quantity,
    align: 'end',
    nowrap: true,
    card: 'meta',
    text: quantityText,
    cell: (l) => <LineValue line={l} field="quantity" />,
  },
  unit: {
    key: 'unit',
    header: c.unit,
    nowrap: true,
    text: (l) => displayUnit(l.unit),
    cell: (l) => displayUnit(l.unit),
  },
  catalog_price: moneyColumn<DocumentLineRow>('catalog_price', c.catalog_price, 'catalog_price', { nowrap: true }),
  discount_from_catalog: {
    key: 'discount_from_catalog',
    header: c.discount_from_catalog,
    align: 'end',
    nowrap: true,
    card: 'meta',
    text: discountText,
    cell: (l) => <LineValue line={l} field="discount_from_catalog" />,
  },
  client_price: moneyColumn<DocumentLineRow>('client_price', c.client_price, 'client_price', {
    nowrap: true,
    card: 'meta',
  }),
  // Only an offer's lines have `offer_price`; the one column table serves both kinds, and an
  // order's line editor never shows this column.
  offer_price: moneyColumn<DocumentLineRow>('offer_price', c.offer_price, 'offer_price' as never, { nowrap: true }),
  total_row_excl_tax: moneyColumn<DocumentLineRow>('total_row_excl_tax', c.total_row_excl_tax, 'total_row_excl_tax', {
    nowrap: true,
    card: 'amount',
  }),
  margin: {
    key: 'margin',
    header: c.margin,
    align: 'end',
    nowrap: true,
    card: 'meta',
    kind: 'number',
    text: marginText,
    cell: (l) => <MarginCell line={l} />,
  },
  margin_amount: moneyColumn<DocumentLineRow>('margin_amount', c.margin_amount, 'margin_amount', { nowrap: true }),
  margin_minimal: percentColumn<DocumentLineRow>('margin_minimal', c.margin_minimal, 'margin_minimal', {
    nowrap: true,
  }),
  margin_threshold: percentColumn<DocumentLineRow>('margin_threshold', c.margin_threshold, 'margin_threshold', {
    nowrap: true,
  }),
  available_stock: {
    key: 'available_stock',
    header: c.available_stock,
    align: 'end',
    nowrap: true,
    card: 'meta',
    text: (l) => (l.available_stock === null ? '' : lineQuantity(l.available_stock, l.unit)),
    cell: (l) => <LineStock line={l} />,
  },
  recommended_price: moneyColumn<DocumentLineRow>('recommended_price', c.recommended_price, 'recommended_price', {
    nowrap: true,
  }),
  minimal_price: moneyColumn<DocumentLineRow>('minimal_price', c.minimal_price, 'minimal_price', { nowrap: true }),
  buy_price: moneyColumn<DocumentLineRow>('buy_price', c.buy_price, 'buy_price', { nowrap: true }),
  buy_price_orig: moneyColumn<DocumentLineRow>('buy_price_orig', c.buy_price_orig, 'buy_price_orig', { nowrap: true }),
  market_price: moneyColumn<DocumentLineRow>('market_price', c.market_price, 'market_price', { nowrap: true }),
  collective_packaging: {
    key: 'collective_packaging',
    header: c.collective_packaging,
    align: 'end',
    nowrap: true,
    kind: 'number',
    text: (l) => (l.collective_packaging === null ? '' : lineQuantity(l.collective_packaging, l.unit)),
    cell: (l) => (l.collective_packaging === null ? '—' : lineQuantity(l.collective_packaging, l.unit)),
  },
  producer: textColumn<DocumentLineRow>('producer', c.producer, 'producer'),
  tax_rate: {
    key: 'tax_rate',
    header: c.tax_rate,
    align: 'end',
    nowrap: true,
    kind: 'number',
    text: (l) => `${formatNumber(l.tax_rate, 0)}\u00a0%`,
    cell: (l) => `${formatNumber(l.tax_rate, 0)}\u00a0%`,
  },
};

/** Line columns that one kind of document has and the other has not. */
const ONE_KIND_ONLY: Partial<Record<(typeof DOCUMENT_LINE_COLUMNS)[number], DocumentKind>> = { offer_price: 'offer' };

/** The columns of `kind`'s lines, in the chooser's order (`DOCUMENT_LINE_COLUMNS`; the offer price on offers only). */
function columnsOf(kind: DocumentKind): ColumnList<DocumentLineRow> {
  return DOCUMENT_LINE_COLUMNS.filter((key) => (ONE_KIND_ONLY[key] ?? kind) === kind).map(
    (key) => allColumns[key] as ColumnDef<DocumentLineRow>,
  );
}

/**
 * The columns of a document's lines by kind (SPEC §3 product lines): the editor's and every
 * approval view's, each view showing its own default set until the user chooses.
 */
export const documentLineColumns: Readonly<Record<DocumentKind, ColumnList<DocumentLineRow>>> = {
  offer: columnsOf('offer'),
  order: columnsOf('order'),
};
