import type { ApiClient, CallOptions } from '../client/apiClient';
import type { OfferItem } from '../contract/documentSchemas';
import type { OfferDetail } from '../contract/offers';
import type { OrderDetail } from '../contract/orders';
import { line, detail as offerSample } from '../domain/documentLineChange.testkit';
import { ApiError, NetworkError } from '../errors';
import type { KeyValueStorage } from './writerStorage';

// A fake server of one offer and one order for the line writer's tests: versioned writes (409 when
// stale), idempotency keys (a repeated key answers the stored answer), and a network that can be
// down or lose an answer after the write was applied.

/** Products the fake catalogue knows (symbol, EAN). */
export const PRODUCTS = [
  { id: 201, symbol: 'RUR-32', ean: '5901234123457', index_name: 'Rura PE 32' },
  { id: 202, symbol: 'KOL-90', ean: '5900000000017', index_name: 'Kolano 90°' },
  { id: 203, symbol: 'ZAW-15', ean: null, index_name: 'Zawór 1/2"' },
];

/** What the fake network does with the next calls. */
export type NetworkMode = 'up' | 'down' | 'loseAnswer';

/** An order like the offer sample: draft, version 4, lines 1–3, no approval. */
function orderSample(): OrderDetail {
  return {
    id: 9,
    created_at: offerSample.created_at,
    updated_at: offerSample.updated_at,
    realization_date: null,
    number: 'ZAM/2026/000009',
    customer_fullname: 'Klient',
    receiver_fullname: 'Klient',
    status: 'draft',
    grand_total_excl_tax: 3000,
    grand_total_incl_tax: 3690,
    margin: 36,
    creator_fullname: 'Jan Nowak',
    client_id: 3,
    receiver_id: null,
    offer_id: null,
    archived: false,
    version: 4,
    grand_total_tax: 690,
    margin_amount: 1080,
    comment: null,
    payment_deadline: null,
    confirmed_at: null,
    delivery: null,
    footer: 'Uwagi do zamówienia:',
    items: [1, 2, 3].map((id) => {
      const { offer_price: _p, ...l } = line(id, id);
      return l;
    }),
    creator_id: 2,
    warehouse_code: 'W1',
    required_approval_level: 'none',
    approval_level: null,
    approval: null,
  };
}

/** The fake server and a client of it. */
export function fakeDocumentServer() {
  const offer: OfferDetail = structuredClone({ ...offerSample, status: 'draft', approval: null });
  const order: OrderDetail = orderSample();
  let nextId = 100;
  let mode: NetworkMode = 'up';
  const answers = new Map<string, unknown>();
  const calls: { name: string; key: string | undefined; version: unknown }[] = [];

  const bump = (doc: { version: number }, version: unknown) => {
    if (version !== doc.version) {
      throw new ApiError(409, 'Dokument został w międzyczasie zmieniony przez kogoś innego.', {
        serverCode: 'stale_version',
      });
    }
    doc.version += 1;
  };
  const newLine = (productId: number, ordinal: number): OfferItem => {
    const product = PRODUCTS.find((p) => p.id === productId);
    if (!product) throw new ApiError(404, 'Nie znaleziono produktu.');
    return { ...line(nextId++, ordinal, 1), product_id: productId, name: product.index_name };
  };
  const setQuantity = <L extends OrderDetail['items'][number]>(items: L[], id: number, quantity: number): L => {
    const found = items.find((l) => l.id === id);
    if (!found) throw new ApiError(404, 'Nie znaleziono pozycji.');
    found.quantity = quantity;
    return found;
  };
  const offerChange = (items: OfferItem[], removed: number[] = []) => {
    const { items: _i, comments: _c, attachments: _a, ...header } = offer;
    return { offer: structuredClone(header), items: structuredClone(items), removed_item_ids: removed };
  };
  const orderChange = (items: OrderDetail['items'], removed: number[] = []) => {
    const { items: _i, ...header } = order;
    return { order: structuredClone(header), items: structuredClone(items), removed_item_ids: removed };
  };
  const body = (input: unknown) => ((input as { body?: Record<string, unknown> }).body ?? {}) as Record<string, number>;
  const params = (input: unknown) =>
    ((input as { params?: Record<string, number> }).params ?? {}) as Record<string, number>;

  /** Applies one call to the documents; its answer. */
  function handle(name: string, input: unknown): unknown {
    const b = body(input);
    const p = params(input);
    switch (name) {
      case 'offerById':
        return structuredClone(offer);
      case 'orderById':
        return structuredClone(order);
      case 'productList': {
        const search = String((input as { query: { search: string } }).query.search).toLowerCase();
        return {
          items: PRODUCTS.filter(
            (x) =>
              x.symbol.toLowerCase().includes(search) ||
              x.ean === search ||
              x.index_name.toLowerCase().includes(search),
          ),
          total: 0,
          page: 1,
          limit: 8,
        };
      }
      case 'offerItemAdd': {
        bump(offer, b.version);
        const added = newLine(b.product_id ?? 0, offer.items.length + 1);
        offer.items.push(added);
        return { ...offerChange([added]), queued_product_group: null };
      }
      case 'offerAddLines': {
        bump(offer, b.version);
        const rows = (b as unknown as { lines: { product_id: number; quantity: number }[] }).lines;
        const added = rows.map((row) => {
          const created = { ...newLine(row.product_id, offer.items.length + 1), quantity: row.quantity };
          offer.items.push(created);
          return created;
        });
        return offerChange(added);
      }
      case 'orderAddLines': {
        bump(order, b.version);
        const rows = (b as unknown as { lines: { product_id: number; quantity: number }[] }).lines;
        const added = rows.map((row) => {
          const { offer_price: _p, ...created } = newLine(row.product_id, order.items.length + 1);
          const line = { ...created, quantity: row.quantity };
          order.items.push(line);
          return line;
        });
        return orderChange(added);
      }
      case 'offerItemQuantity':
      case 'offerItemUpdate': {
        bump(offer, b.version);
        const changed = setQuantity(
          offer.items,
          p.id ?? 0,
          b.quantity ?? offer.items.find((l) => l.id === p.id)?.quantity ?? 1,
        );
        if (b.discount_from_catalog !== undefined) changed.discount_from_catalog = b.discount_from_catalog;
        return offerChange([changed]);
      }
      case 'offerItemRemove': {
        bump(offer, b.version);
        offer.items = offer.items.filter((l) => l.id !== p.id);
        return offerChange([], [p.id ?? 0]);
      }
      case 'orderAddProduct': {
        bump(order, b.version);
        const { offer_price: _p, ...added } = newLine(b.product_id ?? 0, order.items.length + 1);
        order.items.push(added);
        return orderChange([added]);
      }
      case 'orderUpdateItem': {
        bump(order, b.version);
        return orderChange([setQuantity(order.items, b.item_id ?? 0, b.quantity ?? 1)]);
      }
      case 'orderRemoveItem': {
        bump(order, b.version);
        order.items = order.items.filter((l) => l.id !== b.item_id).map((l, i) => ({ ...l, ordinal_no: i + 1 }));
        return orderChange([], [b.item_id ?? 0]);
      }
      default:
        throw new ApiError(400, `Fake server: ${name}`);
    }
  }

  const client = {
    baseURL: '',
    tokenStore: undefined,
    request: () => Promise.reject(new Error('not used')),
    async call(name: string, input?: unknown, options?: CallOptions) {
      await Promise.resolve();
      const key = options?.idempotencyKey;
      calls.push({ name, key, version: body(input ?? {}).version });
      if (mode === 'down') throw new NetworkError('Brak połączenia z serwerem.');
      if (key && answers.has(key)) return structuredClone(answers.get(key));
      const answer = handle(name, input ?? {});
      if (key) answers.set(key, structuredClone(answer));
      if (mode === 'loseAnswer') {
        mode = 'up';
        throw new NetworkError('Brak połączenia z serwerem.');
      }
      return answer;
    },
  } as unknown as ApiClient;

  return {
    client,
    offer,
    order,
    calls,
    /** Sets what the network does with the next calls (`loseAnswer` once, then up again). */
    network(next: NetworkMode) {
      mode = next;
    },
    /** Someone else's change: a line's quantity, a new version. */
    otherUserChanges(lineId: number, quantity: number) {
      offer.version += 1;
      setQuantity(offer.items, lineId, quantity);
    },
  };
}

/** An in-memory localStorage. */
export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
