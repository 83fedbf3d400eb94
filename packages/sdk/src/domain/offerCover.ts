// What an approved offer's approval covers in the orders made from it (docs/offers.md, "Orders
// and approval"): the offer's products, in its quantities, at its prices or above, shared by all
// its orders. Pure, so the reference server and the mock backend decide with the same code.

/** A line as the rule reads it: a product, its quantity and its net unit price (grosze). */
export interface CoverLine {
  product_id: number;
  quantity: number;
  client_price: number;
}

/** Quantities are compared in thousandths, the finest a quantity has (SPEC §5), so sums of decimals do not drift. */
const milli = (quantity: number) => Math.round(quantity * 1000);

/**
 * Whether an order's lines stay within what remains of its offer: every product of the order is
 * one of the offer's, at a unit price no lower than the lowest the offer gives it, and the order's
 * quantity of it together with what the offer's other orders already hold (`taken`) is at most
 * the offer's quantity. An order without lines is within.
 */
export function withinOffer(
  order: readonly CoverLine[],
  offer: readonly CoverLine[],
  taken: readonly Pick<CoverLine, 'product_id' | 'quantity'>[],
): boolean {
  const offered = new Map<number, { quantity: number; price: number }>();
  for (const line of offer) {
    const known = offered.get(line.product_id);
    offered.set(line.product_id, {
      quantity: (known?.quantity ?? 0) + milli(line.quantity),
      price: Math.min(known?.price ?? Number.POSITIVE_INFINITY, line.client_price),
    });
  }
  const wanted = new Map<number, number>();
  for (const line of taken) wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + milli(line.quantity));
  for (const line of order) {
    const approved = offered.get(line.product_id);
    if (!approved || line.client_price < approved.price) return false;
    wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + milli(line.quantity));
  }
  for (const line of order) {
    if ((wanted.get(line.product_id) ?? 0) > (offered.get(line.product_id)?.quantity ?? 0)) return false;
  }
  return true;
}
