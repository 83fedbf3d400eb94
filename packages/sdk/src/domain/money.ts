/**
 * Money rules of offers and orders. Every amount is an integer number of grosze; quantities
 * have at most 3 decimals and are handled as integer thousandths, so no float ever reaches a
 * total. Rounding is half-up (0,5 grosza goes up; amounts are never negative here), applied:
 *  1. per line: `total_row_excl_tax = round(client_price × quantity)`,
 *  2. per line: `tax = round(total_row_excl_tax × tax_rate / 100)` (tax per line, not per rate),
 *  3. the grand totals are plain sums of the rounded line values.
 * The margin is `(net − cost) / net × 100`, rounded half-up to 2 decimals (0 when net is 0).
 *
 * A line's price is what the salesperson typed, either of:
 *  - a **discount** from the catalogue price (0–100 %, at most 2 decimals, kept exactly as
 *    integer basis points — hundredths of a percent): `client_price = round(catalog_price ×
 *    (1 − discount))`, half-up ({@link priceAtDiscount}); the line shows that discount as typed;
 *  - a **price** (or none: the recommended price): the price is kept as typed and the discount
 *    shown is derived from it, `(catalog − price) / catalog`, half-up to 2 decimals
 *    ({@link discountFromCatalog}); the discount is then only shown, never stored.
 * So a stored discount always gives exactly the line's price by the rule above ({@link TypedPrice}).
 * A copy keeps what was typed ({@link repricedAt}); a mass discount takes its percent off the
 * line's current price ({@link massDiscounted}).
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

/** A percent with at most 2 decimals as integer basis points (hundredths of a percent): 12,45 → 1245. */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** `price` less `discountBp` basis points, rounded half-up to whole grosze, never below zero. */
export function priceAtDiscount(price: number, discountBp: number): number {
  return Math.max(0, divRoundHalfUp(price * (10_000 - discountBp), 10_000));
}

/** Client price after `percent` discount from `price` (half-up), never below zero. */
export function applyDiscount(price: number, percent: number): number {
  // Percent has at most 2 decimals: work in hundredths of a percent to stay in integers.
  return priceAtDiscount(price, basisPoints(percent));
}

/** Discount of `clientPrice` from `catalogPrice` in percent, 2 decimals (0 when there is no catalog price). */
export function discountFromCatalog(catalogPrice: number, clientPrice: number): number {
  if (catalogPrice <= 0) return 0;
  return divRoundHalfUp((catalogPrice - clientPrice) * 10_000, catalogPrice) / 100;
}

/**
 * What a line's price is made of: its client price and the discount typed for it, in basis
 * points, or null when a price was typed (or the line took the recommended price). When the
 * discount is not null, `client_price === priceAtDiscount(catalog_price, discount_bp)`.
 */
export interface TypedPrice {
  /** Net unit price for the client, grosze. */
  client_price: number;
  /** The typed discount from the catalogue price, basis points (500 = 5 %); null: the price was typed. */
  discount_bp: number | null;
}

/** A change of a line's price as a call gives it: a price, a discount in percent, or neither. */
export interface PriceChange {
  client_price?: number | undefined;
  discount_from_catalog?: number | undefined;
}

/**
 * The price of a line after `change`: a typed price wins (and drops any discount), else a typed
 * discount sets the price from `catalogPrice`, else the line keeps `current`.
 */
export function typedPrice(catalogPrice: number, current: TypedPrice, change: PriceChange): TypedPrice {
  if (change.client_price !== undefined) return { client_price: change.client_price, discount_bp: null };
  if (change.discount_from_catalog !== undefined) {
    const discountBp = basisPoints(change.discount_from_catalog);
    return { client_price: priceAtDiscount(catalogPrice, discountBp), discount_bp: discountBp };
  }
  return current;
}

/**
 * The discount a line shows, percent with 2 decimals: the typed one exactly, else the one its
 * price gives from the catalogue price ({@link discountFromCatalog}).
 */
export function shownDiscount(catalogPrice: number, line: TypedPrice): number {
  return line.discount_bp === null ? discountFromCatalog(catalogPrice, line.client_price) : line.discount_bp / 100;
}

/**
 * A line priced again at a new catalogue price (a copy, an order from an offer, an offer from
 * orders): a typed discount is applied to the new catalogue price, a typed price stays as typed.
 * With the catalogue price unchanged the line is exactly what it was.
 */
export function repricedAt(catalogPrice: number, line: TypedPrice): TypedPrice {
  if (line.discount_bp === null) return { client_price: line.client_price, discount_bp: null };
  return { client_price: priceAtDiscount(catalogPrice, line.discount_bp), discount_bp: line.discount_bp };
}

/**
 * A line after a mass discount of `percent`: the price is the line's current price less
 * `percent`, rounded half-up (the percent is taken off what the client pays now, whatever made
 * that price). The discount the line then shows:
 *  - the line's discount compounded with the percent, `1 − (1 − d)(1 − p)`, when that is a whole
 *    number of basis points and gives exactly the new price from the catalogue price — always so
 *    for a line at its catalogue price (d = 0: it gets exactly p), a typed price equal to the
 *    catalogue price included;
 *  - otherwise none is stored: the new price counts as typed and its discount is derived.
 */
export function massDiscounted(catalogPrice: number, line: TypedPrice, percent: number): TypedPrice {
  const p = basisPoints(percent);
  const clientPrice = priceAtDiscount(line.client_price, p);
  const d = line.discount_bp ?? (line.client_price === catalogPrice ? 0 : null);
  if (d === null) return { client_price: clientPrice, discount_bp: null };
  // 1 − (1 − d)(1 − p) in basis points: 10 000 − (10 000 − d)(10 000 − p) / 10 000.
  const remaining = (10_000 - d) * (10_000 - p);
  if (remaining % 10_000 !== 0) return { client_price: clientPrice, discount_bp: null };
  const compound = 10_000 - remaining / 10_000;
  return priceAtDiscount(catalogPrice, compound) === clientPrice
    ? { client_price: clientPrice, discount_bp: compound }
    : { client_price: clientPrice, discount_bp: null };
}
