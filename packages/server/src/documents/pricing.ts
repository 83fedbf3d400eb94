import {
  type ApprovalLevel,
  type ApprovalThreshold,
  approvalLevelFor,
  DEFAULT_APPROVAL_THRESHOLD,
  formatMessage,
  lineTotals,
  offerMessages,
  type PriceChange,
  quantityProblem,
  type TypedPrice,
  typedPrice,
} from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import type { LineRow } from './documentLines';
import type { DocSums } from './documentSums';
import { cached } from './statementCache';

// Prices of lines: a line from a product, a change of price, discount or quantity, the computed
// columns (the sdk's money rules), and the approval threshold of this server.

/** The catalogue columns a line is built from (products table of the catalogue area). */
export interface ProductRow {
  id: number;
  index_name: string;
  index_short_name: string | null;
  uom: string;
  catalog_price: number;
  buy_price: number;
  recommended_price: number;
  minimal_price: number;
  market_price: number | null;
  tax_rate: number;
  manufacturer: string | null;
  image: string | null;
  collective_packaging: number | null;
  product_group: string | null;
}

/** The approval threshold of this server (`config.approvalThreshold` when configured). */
export function approvalThreshold(ctx: ServerContext): ApprovalThreshold {
  return (ctx.config as { approvalThreshold?: ApprovalThreshold }).approvalThreshold ?? DEFAULT_APPROVAL_THRESHOLD;
}

/**
 * The approval level lines with these totals need (the sdk's rule on line count, margin and any
 * line below its minimal price, with this server's threshold): an offer's required level, and
 * what an order's lines need to be confirmed.
 */
export function requiredApprovalLevel(
  ctx: ServerContext,
  sums: Pick<DocSums, 'line_count' | 'margin' | 'below_minimal_count'>,
): ApprovalLevel {
  return approvalLevelFor(
    { lineCount: sums.line_count, margin: sums.margin, anyBelowMinimal: sums.below_minimal_count > 0 },
    approvalThreshold(ctx),
  );
}

/**
 * Reads a product or answers 400 on the given field. `forSale`: a new line is being added, so a
 * product no longer sold (`is_active = 0`, docs/imports.md) is refused too; documents that hold
 * it already keep it.
 */
export function productById(db: Db, id: number, field = 'product_id', options: { forSale?: boolean } = {}): ProductRow {
  const row = cached(
    db,
    `SELECT id, index_name, index_short_name, uom, catalog_price, buy_price, recommended_price, minimal_price,
        market_price, tax_rate, manufacturer, image, collective_packaging, product_group, is_active FROM products WHERE id = ?`,
  ).get(id) as (ProductRow & { is_active: number }) | undefined;
  if (!row) throw HttpError.validation({ [field]: [offerMessages.errors.productNotFound] });
  if (options.forSale && row.is_active !== 1) {
    throw HttpError.validation({ [field]: [fmt(offerMessages.errors.productWithdrawn, { name: row.index_name })] });
  }
  const { is_active: _active, ...product } = row;
  return product;
}

/** Throws 400 on `field` when the quantity does not suit the unit (whole units of SPEC §5). */
export function checkQuantity(quantity: number, unit: string, field = 'quantity'): void {
  const problem = quantityProblem(quantity, unit);
  if (problem) throw HttpError.validation({ [field]: [problem] });
}

/**
 * The price of a line from an explicit price, a discount, or the product's recommended price
 * (the sdk's `typedPrice`, with the recommended price as a price nobody typed a discount for).
 */
export function priceFor(catalogPrice: number, fallback: number, change: PriceChange): TypedPrice {
  return typedPrice(catalogPrice, { client_price: fallback, discount_bp: null }, change);
}

/** The columns of a line computed from its quantity and prices. */
type ComputedColumns = Pick<
  LineRow,
  'total_row_excl_tax' | 'tax' | 'total_row_incl_tax' | 'cost' | 'margin_amount' | 'margin' | 'below_minimal'
>;

/**
 * Sets the computed columns of `line` in place and returns it: keys the line has keep their
 * place, the others come last in this order (what a literal spreading the line would give).
 */
function setComputedColumns<L extends Omit<LineRow, 'id' | 'ordinal_no' | keyof ComputedColumns>>(
  line: L,
): L & ComputedColumns {
  const t = lineTotals(line);
  const out = line as L & ComputedColumns;
  out.total_row_excl_tax = t.total_row_excl_tax;
  out.tax = t.tax;
  out.total_row_incl_tax = t.total_row_incl_tax;
  out.cost = t.cost;
  out.margin_amount = t.margin_amount;
  out.margin = t.margin;
  out.below_minimal = line.client_price < line.minimal_price ? 1 : 0;
  return out;
}

/** Fills the computed columns of a line from its quantity and prices (a new object). */
export function computeLine<L extends Omit<LineRow, 'id' | 'ordinal_no' | keyof ComputedColumns>>(
  line: L,
): L & ComputedColumns {
  return setComputedColumns({ ...line });
}

/** A new line (without id and ordinal) for a product. */
export function lineFromProduct(
  product: ProductRow,
  quantity: number,
  change: PriceChange = {},
): Omit<LineRow, 'id' | 'ordinal_no'> {
  const price = priceFor(product.catalog_price, product.recommended_price, change);
  return computeLine({
    product_id: product.id,
    name: product.index_name,
    short_name: product.index_short_name ?? product.index_name,
    photo: product.image,
    unit: product.uom,
    producer: product.manufacturer ?? '',
    collective_packaging: product.collective_packaging,
    quantity,
    catalog_price: product.catalog_price,
    discount_bp: price.discount_bp,
    client_price: price.client_price,
    recommended_price: product.recommended_price,
    minimal_price: product.minimal_price,
    buy_price: product.buy_price,
    buy_price_orig: product.buy_price,
    market_price: product.market_price ?? product.catalog_price,
    tax_rate: product.tax_rate,
  });
}

/**
 * Applies a change of quantity/price/discount to a line and recomputes it (validating the
 * quantity): a typed price drops the line's typed discount, a typed discount sets the price from
 * the line's catalogue price, a change of quantity alone keeps both.
 */
export function changedLine(line: LineRow, change: PriceChange & { quantity?: number | undefined }): LineRow {
  const quantity = change.quantity ?? line.quantity;
  checkQuantity(quantity, line.unit);
  const price = typedPrice(line.catalog_price, line, change);
  // One copy, its computed columns set in place: computeLine would copy the copy again (about
  // 5 µs a line write).
  return setComputedColumns({
    ...line,
    quantity,
    discount_bp: price.discount_bp,
    client_price: price.client_price,
  });
}

/** Formats a message of the offers module. */
export const fmt = formatMessage;
