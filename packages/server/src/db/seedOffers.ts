import {
  DOCUMENT_BATCH_SIZE,
  type DocumentLineFixture,
  type DocumentRefs,
  type DocumentStream,
  documentRef,
  type OfferFixture,
  type OrderFixture,
} from '@salesdesk/fixtures';
import { LINE_COLUMNS as STORED_LINE_COLUMNS } from '../documents/documentStore';
import type { Db } from './database';
import { withIndexesDeferred } from './deferredIndexes';

// The seed writes the ordinal number itself; the other columns are the store's.
const LINE_COLUMNS = ['ordinal_no', ...STORED_LINE_COLUMNS] as const;

/** A line's values in the order of `(doc id, ...LINE_COLUMNS)`: positional, no object per row. */
function lineValues(docId: number, line: DocumentLineFixture): unknown[] {
  const values: unknown[] = [docId];
  for (const column of LINE_COLUMNS) {
    values.push(column === 'below_minimal' ? (line.below_minimal ? 1 : 0) : line[column]);
  }
  return values;
}

function belowMinimalCount(lines: readonly DocumentLineFixture[]): number {
  let count = 0;
  for (const l of lines) if (l.below_minimal) count += 1;
  return count;
}

/** What later stages of a seed need of the documents once they are inserted and let go. */
export interface SeededDocuments {
  refs: DocumentRefs;
  /** The confirmed orders: their invoices are seeded with the reference data. */
  confirmed: OrderFixture[];
}

/** The tables the documents fill. */
const DOCUMENT_TABLES = ['offers', 'offer_items', 'offer_history', 'orders', 'order_items', 'order_history'];

/**
 * Inserts the offers and orders batch by batch as the stream makes them (called inside
 * seedDatabase's transaction), keeping only their references and the confirmed orders; the
 * tables' indexes are built once after their rows ({@link withIndexesDeferred}).
 */
export function seedOffers(db: Db, documents: DocumentStream): SeededDocuments {
  return withIndexesDeferred(db, DOCUMENT_TABLES, () => insertDocuments(db, documents));
}

function insertDocuments(db: Db, documents: DocumentStream): SeededDocuments {
  const offer =
    db.prepare(`INSERT INTO offers (id, number, client_id, receiver_id, customer_fullname, receiver_fullname, status,
    archived, valid_until, comment, template, creator_id, company_code, created_at, updated_at, grand_total_excl_tax,
    grand_total_tax, grand_total_incl_tax, cost, margin_amount, margin, line_count, below_minimal_count,
    required_approval_level, approval_level, approved_by, approved_at)
    VALUES (${Array(27).fill('?').join(', ')})`);
  const offerLine = db.prepare(
    `INSERT INTO offer_items (offer_id, ${LINE_COLUMNS.join(', ')}) VALUES (?, ${LINE_COLUMNS.map(() => '?').join(', ')})`,
  );
  const history = db.prepare(
    `INSERT INTO offer_history (offer_id, user_id, created_at, event, description) VALUES (?, ?, ?, 'created', 'Utworzono ofertę')`,
  );
  const order =
    db.prepare(`INSERT INTO orders (id, number, client_id, receiver_id, customer_fullname, receiver_fullname, status,
    archived, offer_id, comment, realization_date, creator_id, company_code, created_at, updated_at, confirmed_at,
    grand_total_excl_tax, grand_total_tax, grand_total_incl_tax, cost, margin_amount, margin, line_count, below_minimal_count)
    VALUES (${Array(24).fill('?').join(', ')})`);
  const orderLine = db.prepare(
    `INSERT INTO order_items (order_id, ${LINE_COLUMNS.join(', ')}) VALUES (?, ${LINE_COLUMNS.map(() => '?').join(', ')})`,
  );
  const orderHistory = db.prepare(
    `INSERT INTO order_history (order_id, user_id, created_at, event, description) VALUES (?, ?, ?, 'created', 'Utworzono zamówienie')`,
  );
  // The columns both kinds share, in the order both INSERTs list them: the head, and the sums.
  const headValues = (o: OfferFixture | OrderFixture) => [
    o.id,
    o.number,
    o.client_id,
    o.receiver_id,
    o.customer_fullname,
    o.receiver_fullname,
    o.status,
    o.archived ? 1 : 0,
  ];
  const sumsValues = (o: OfferFixture | OrderFixture) => [
    o.grand_total_excl_tax,
    o.grand_total_tax,
    o.grand_total_incl_tax,
    o.cost,
    o.margin_amount,
    o.margin,
    o.lines.length,
    belowMinimalCount(o.lines),
  ];
  const seeded: SeededDocuments = { refs: { offers: [], orders: [] }, confirmed: [] };
  const insertOffer = (o: OfferFixture) => {
    offer.run(
      ...headValues(o),
      o.valid_until,
      o.comment,
      o.template,
      o.creator_id,
      o.company_code,
      o.created_at,
      o.updated_at,
      ...sumsValues(o),
      o.required_approval_level,
      o.approval_level,
      o.approved_by,
      o.approved_at,
    );
    for (const l of o.lines) offerLine.run(lineValues(o.id, l));
    history.run(o.id, o.creator_id, o.created_at);
    seeded.refs.offers.push(documentRef(o));
  };
  const insertOrder = (o: OrderFixture) => {
    order.run(
      ...headValues(o),
      o.offer_id,
      o.comment,
      o.realization_date,
      o.creator_id,
      o.company_code,
      o.created_at,
      o.updated_at,
      o.confirmed_at,
      ...sumsValues(o),
    );
    for (const l of o.lines) orderLine.run(lineValues(o.id, l));
    orderHistory.run(o.id, o.creator_id, o.created_at);
    seeded.refs.orders.push(documentRef(o));
    if (o.status === 'confirmed') seeded.confirmed.push(o);
  };
  for (const batch of documents.batches(DOCUMENT_BATCH_SIZE)) {
    for (const o of batch.offers) insertOffer(o);
    for (const o of batch.orders) insertOrder(o);
  }
  // An order is served from its author's default warehouse (what a new order gets too).
  db.exec(
    'UPDATE orders SET warehouse_code = (SELECT default_warehouse FROM users WHERE users.id = orders.creator_id) WHERE warehouse_code IS NULL',
  );
  return seeded;
}
