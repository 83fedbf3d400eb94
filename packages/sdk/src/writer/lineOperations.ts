import type { DocumentItem } from '../contract/documentSchemas';
import { APPROVAL_VOIDING_STATUSES } from '../domain/offerStatus';
import type { DocumentDetailOf, DocumentKind, WholeDocument } from '../query/documentCache';
import type { MutationEndpointName } from '../query/endpointQuery';

// TYPES

/** Values of one line typed and not saved yet. */
export interface LineDraft {
  quantity?: number;
  discount_from_catalog?: number;
}

/** The line an operation names: enough to send it and to say in Polish what it was. */
export interface LineRef {
  id: number;
  name: string;
  unit: string;
}

/**
 * One write the person asked for, in the terms they asked it: what the line writer queues,
 * keeps in the browser while the network is away and turns into a call only when it is sent
 * (against the newest document then). Plain data, so it survives a reload.
 */
export type LineOperation =
  /** A code typed or scanned into "Dodaj pozycję" and Enter: a symbol or an EAN, looked up when sent. */
  | { type: 'scan'; code: string }
  /** A product picked from the suggestions: a new line, or 1 more on its line. */
  | { type: 'add'; product: { id: number; name: string } }
  /** A line's quantity and/or discount. */
  | { type: 'change'; line: LineRef; change: LineDraft }
  | { type: 'remove'; line: Pick<LineRef, 'id' | 'name'> }
  | { type: 'removeMany'; itemIds: number[] }
  /** Discount from the catalogue price on the lines `itemIds`, or on every line. */
  | { type: 'discount'; percent: number; itemIds?: number[] }
  /** A whole price group added by the server in the background (offers only). */
  | { type: 'group'; group: string; discount?: number };

/** Names of the writes the line writer sends. */
export type LineWriteEndpoint = Extract<
  MutationEndpointName,
  | 'offerItemAdd'
  | 'offerItemQuantity'
  | 'offerItemUpdate'
  | 'offerItemRemove'
  | 'offerItemsRemove'
  | 'offerMassDiscount'
  | 'orderAddProduct'
  | 'orderUpdateItem'
  | 'orderRemoveItem'
  | 'orderRemoveItems'
  | 'orderMassDiscount'
>;

/**
 * A call resolved from an operation against one version of the document: kept with the queued
 * write once sent, so a retry after a lost answer sends exactly the same call with the same key.
 */
export interface LineWriteRequest {
  endpoint: LineWriteEndpoint;
  input: { params: { id: number }; body: Record<string, unknown> };
}

/** An operation whose product is known (a scan after its lookup). */
export type ResolvedOperation = Exclude<LineOperation, { type: 'scan' }>;

/** How one kind of document turns operations into calls, and when a line change voids an approval. */
export interface LineWriteTable<K extends DocumentKind> {
  /** The call of `operation` on `document` (the version it is based on is the document's). */
  request(document: DocumentDetailOf<K>, operation: ResolvedOperation): LineWriteRequest;
  /**
   * Whether a line write now would withdraw the document from approval (an offer waiting for or
   * holding an approval; an order carrying the approval of its offer): the editor asks first.
   */
  inApproval(document: DocumentDetailOf<K>): boolean;
}

// TABLE

/** The line of `productId` in `document`, if it has one. */
function lineOf(document: WholeDocument, productId: number): DocumentItem | undefined {
  return document.items.find((line) => line.product_id === productId);
}

const NO_GROUPS = 'Zamówienie nie ma grup cenowych dodawanych w tle.';

/** The line writes of each kind of document. */
export const LINE_WRITES: { readonly [K in DocumentKind]: LineWriteTable<K> } = {
  offer: {
    request(offer, op) {
      const version = offer.version;
      const doc = { id: offer.id };
      switch (op.type) {
        case 'add': {
          const line = lineOf(offer, op.product.id);
          return line
            ? {
                endpoint: 'offerItemQuantity',
                input: { params: { id: line.id }, body: { version, quantity: line.quantity + 1 } },
              }
            : {
                endpoint: 'offerItemAdd',
                input: { params: doc, body: { version, product_id: op.product.id, quantity: 1 } },
              };
        }
        case 'change':
          return op.change.discount_from_catalog === undefined && op.change.quantity !== undefined
            ? {
                endpoint: 'offerItemQuantity',
                input: { params: { id: op.line.id }, body: { version, quantity: op.change.quantity } },
              }
            : { endpoint: 'offerItemUpdate', input: { params: { id: op.line.id }, body: { version, ...op.change } } };
        case 'remove':
          return { endpoint: 'offerItemRemove', input: { params: { id: op.line.id }, body: { version } } };
        case 'removeMany':
          return { endpoint: 'offerItemsRemove', input: { params: doc, body: { version, item_ids: op.itemIds } } };
        case 'discount':
          return {
            endpoint: 'offerMassDiscount',
            input: {
              params: doc,
              body: { version, percent: op.percent, ...(op.itemIds ? { item_ids: op.itemIds } : {}) },
            },
          };
        case 'group':
          return {
            endpoint: 'offerItemAdd',
            input: {
              params: doc,
              body: {
                version,
                product_group: op.group,
                ...(op.discount === undefined ? {} : { discount_from_catalog: op.discount }),
              },
            },
          };
      }
    },
    inApproval: (offer) => !offer.archived && APPROVAL_VOIDING_STATUSES.includes(offer.status),
  },
  order: {
    request(order, op) {
      const version = order.version;
      const params = { id: order.id };
      switch (op.type) {
        case 'add': {
          const line = lineOf(order, op.product.id);
          return line
            ? {
                endpoint: 'orderUpdateItem',
                input: { params, body: { version, item_id: line.id, quantity: line.quantity + 1 } },
              }
            : {
                endpoint: 'orderAddProduct',
                input: { params, body: { version, product_id: op.product.id, quantity: 1 } },
              };
        }
        case 'change':
          return {
            endpoint: 'orderUpdateItem',
            input: { params, body: { version, item_id: op.line.id, ...op.change } },
          };
        case 'remove':
          return { endpoint: 'orderRemoveItem', input: { params, body: { version, item_id: op.line.id } } };
        case 'removeMany':
          return { endpoint: 'orderRemoveItems', input: { params, body: { version, item_ids: op.itemIds } } };
        case 'discount':
          return {
            endpoint: 'orderMassDiscount',
            input: { params, body: { version, percent: op.percent, ...(op.itemIds ? { item_ids: op.itemIds } : {}) } },
          };
        case 'group':
          throw new TypeError(NO_GROUPS);
      }
    },
    inApproval: (order) =>
      !order.archived && order.status === 'draft' && order.approval_level !== null && order.approval_level !== 'none',
  },
};

/** The lines an operation names (to drop them from the ticks and typed values once removed). */
export function removedLineIds(op: LineOperation): number[] {
  if (op.type === 'remove') return [op.line.id];
  if (op.type === 'removeMany') return op.itemIds;
  return [];
}
