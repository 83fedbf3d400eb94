/**
 * Money rules of offers and orders. Every amount is an integer number of grosze; quantities
 * have at most 3 decimals and are handled as integer thousandths, so no float ever reaches a
 * total. Rounding is half-up (0,5 grosza goes up; amounts are never negative here), applied:
 *  1. per line: `total_row_excl_tax = round(client_price × quantity)`,
 *  2. per line: `tax = round(total_row_excl_tax × tax_rate / 100)` (tax per line, not per rate),
 *  3. the grand totals are plain sums of the rounded line values.
 * The margin is `(net − cost) / net × 100`, rounded half-up to 2 decimals (0 when net is 0).
 */

/** What the totals need from one line. Prices are net unit prices in grosze. */
export interface PricedLine {
  quantity: number;
  /** Net unit price for the client, grosze. */
  client_price: number;
  /** Purchase price per unit, grosze (the cost of the margin). */
  buy_price: number;
  /** Percent: 23, 8, 5, 0. */
  tax_rate: number;
}

/** Computed values of one line. */
export interface LineTotals {
  total_row_excl_tax: number;
  tax: number;
  total_row_incl_tax: number;
  /** Cost of the line at buy price, grosze. */
  cost: number;
  /** `total_row_excl_tax − cost`, grosze. */
  margin_amount: number;
  /** Margin of the line in percent, 2 decimals. */
  margin: number;
}

/** Totals of a whole offer or order. */
export interface DocumentTotals {
  grand_total_excl_tax: number;
  grand_total_tax: number;
  grand_total_incl_tax: number;
  cost: number;
  margin_amount: number;
  /** Percent, 2 decimals. */
  margin: number;
}

/** Integer division of a non-negative or negative integer by a positive one, rounding half away from zero. */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  if (numerator < 0) return -divRoundHalfUp(-numerator, denominator);
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/** A quantity (up to 3 decimals) as integer thousandths. */
export function quantityThousandths(quantity: number): number {
  return Math.round(quantity * 1000);
}

/** `price × quantity` rounded half-up to whole grosze. */
export function lineAmount(unitPrice: number, quantity: number): number {
  return divRoundHalfUp(unitPrice * quantityThousandths(quantity), 1000);
}

/** Tax of a net amount at `taxRate` percent, rounded half-up to whole grosze. */
export function taxOf(net: number, taxRate: number): number {
  return divRoundHalfUp(net * taxRate, 100);
}

/** Margin percent with 2 decimals, half-up; 0 when there is no revenue. */
export function marginPercent(net: number, cost: number): number {
  if (net === 0) return 0;
  // In hundredths of a percent: (net − cost) × 10000 / net, then back to a 2-decimal number.
  return divRoundHalfUp((net - cost) * 10_000, net) / 100;
}

/** Totals of one line. */
export function lineTotals(line: PricedLine): LineTotals {
  const net = lineAmount(line.client_price, line.quantity);
  const tax = taxOf(net, line.tax_rate);
  const cost = lineAmount(line.buy_price, line.quantity);
  return {
    total_row_excl_tax: net,
    tax,
    total_row_incl_tax: net + tax,
    cost,
    margin_amount: net - cost,
    margin: marginPercent(net, cost),
  };
}

/** Totals of a document: sums of the rounded line values, margin over the sums. */
export function documentTotals(lines: readonly PricedLine[]): DocumentTotals {
  let net = 0;
  let tax = 0;
  let cost = 0;
  for (const line of lines) {
    const t = lineTotals(line);
    net += t.total_row_excl_tax;
    tax += t.tax;
    cost += t.cost;
  }
  return totalsOfSums(net, tax, cost);
}

/**
 * A document's totals from the sums of its lines' net, tax and cost (grosze): gross, margin
 * amount and the margin over the sums. Shared by {@link documentTotals} and a store that keeps
 * the sums itself (moved by each write rather than summed again).
 */
export function totalsOfSums(net: number, tax: number, cost: number): DocumentTotals {
  return {
    grand_total_excl_tax: net,
    grand_total_tax: tax,
    grand_total_incl_tax: net + tax,
    cost,
    margin_amount: net - cost,
    margin: marginPercent(net, cost),
  };
}

/** Client price after `percent` discount from `price` (half-up), never below zero. */
export function applyDiscount(price: number, percent: number): number {
  // Percent has at most 2 decimals: work in hundredths of a percent to stay in integers.
  const basisPoints = Math.round(percent * 100);
  return Math.max(0, divRoundHalfUp(price * (10_000 - basisPoints), 10_000));
}

/** Discount of `clientPrice` from `catalogPrice` in percent, 2 decimals (0 when there is no catalog price). */
export function discountFromCatalog(catalogPrice: number, clientPrice: number): number {
  if (catalogPrice <= 0) return 0;
  return divRoundHalfUp((catalogPrice - clientPrice) * 10_000, catalogPrice) / 100;
}
