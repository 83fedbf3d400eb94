import type { Dataset, DocumentLineFixture } from '@salesdesk/fixtures';
import { LINE_COLUMNS as STORED_LINE_COLUMNS } from '../documents/documentStore';
import type { Db } from './database';

// The seed writes the ordinal number itself; the other columns are the store's.
const LINE_COLUMNS = ['ordinal_no', ...STORED_LINE_COLUMNS] as const;

const lineRow = (l: DocumentLineFixture, docId: number) => ({
  ...l,
  doc_id: docId,
  below_minimal: l.below_minimal ? 1 : 0,
});

/** Inserts the offers and orders of the dataset (called inside seedDatabase's transaction). */
export function seedOffers(db: Db, data: Pick<Dataset, 'offers' | 'orders'>): void {
  const offer =
    db.prepare(`INSERT INTO offers (id, number, client_id, receiver_id, customer_fullname, receiver_fullname, status,
    archived, valid_until, comment, template, creator_id, company_code, created_at, updated_at, grand_total_excl_tax,
    grand_total_tax, grand_total_incl_tax, cost, margin_amount, margin, line_count, below_minimal_count,
    required_approval_level, approval_level, approved_by, approved_at)
    VALUES (@id, @number, @client_id, @receiver_id, @customer_fullname, @receiver_fullname, @status, @archived, @valid_until,
    @comment, @template, @creator_id, @company_code, @created_at, @updated_at, @grand_total_excl_tax, @grand_total_tax,
    @grand_total_incl_tax, @cost, @margin_amount, @margin, @line_count, @below_minimal_count, @required_approval_level,
    @approval_level, @approved_by, @approved_at)`);
  const offerLine = db.prepare(
    `INSERT INTO offer_items (offer_id, ${LINE_COLUMNS.join(', ')}) VALUES (@doc_id, ${LINE_COLUMNS.map((c) => `@${c}`).join(', ')})`,
  );
  const history = db.prepare(
    `INSERT INTO offer_history (offer_id, user_id, created_at, event, description) VALUES (?, ?, ?, 'created', 'Utworzono ofertę')`,
  );
  for (const o of data.offers) {
    const { lines, ...rest } = o;
    offer.run({
      ...rest,
      archived: o.archived ? 1 : 0,
      line_count: lines.length,
      below_minimal_count: lines.filter((l) => l.below_minimal).length,
    });
    for (const l of lines) offerLine.run(lineRow(l, o.id));
    history.run(o.id, o.creator_id, o.created_at);
  }
  const order =
    db.prepare(`INSERT INTO orders (id, number, client_id, receiver_id, customer_fullname, receiver_fullname, status,
    archived, offer_id, comment, realization_date, creator_id, company_code, created_at, updated_at, confirmed_at,
    grand_total_excl_tax, grand_total_tax, grand_total_incl_tax, cost, margin_amount, margin, line_count, below_minimal_count)
    VALUES (@id, @number, @client_id, @receiver_id, @customer_fullname, @receiver_fullname, @status, @archived, @offer_id,
    @comment, @realization_date, @creator_id, @company_code, @created_at, @updated_at, @confirmed_at, @grand_total_excl_tax,
    @grand_total_tax, @grand_total_incl_tax, @cost, @margin_amount, @margin, @line_count, @below_minimal_count)`);
  const orderLine = db.prepare(
    `INSERT INTO order_items (order_id, ${LINE_COLUMNS.join(', ')}) VALUES (@doc_id, ${LINE_COLUMNS.map((c) => `@${c}`).join(', ')})`,
  );
  const orderHistory = db.prepare(
    `INSERT INTO order_history (order_id, user_id, created_at, event, description) VALUES (?, ?, ?, 'created', 'Utworzono zamówienie')`,
  );
  for (const o of data.orders) {
    const { lines, ...rest } = o;
    order.run({
      ...rest,
      archived: o.archived ? 1 : 0,
      line_count: lines.length,
      below_minimal_count: lines.filter((l) => l.below_minimal).length,
    });
    for (const l of lines) orderLine.run(lineRow(l, o.id));
    orderHistory.run(o.id, o.creator_id, o.created_at);
  }
  // An order is served from its author's default warehouse (what a new order gets too).
  db.exec(
    'UPDATE orders SET warehouse_code = (SELECT default_warehouse FROM users WHERE users.id = orders.creator_id) WHERE warehouse_code IS NULL',
  );
}
