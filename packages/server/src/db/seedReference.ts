import { type Dataset, invoiceKsefNumber, settleOrderInvoices } from '@salesdesk/fixtures';
import { warsawDay } from '@salesdesk/sdk';
import type { Db } from './database';
import { withIndexesDeferred } from './deferredIndexes';
import { INVOICES_FTS_INSERT_TRIGGER } from './migrations/003_reference';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** `YYYY-MM-DD` `offset` days from the business day (Warsaw) of `now`. */
export function dayFromOffset(now: number, offset: number): string {
  return dayAfter(Date.parse(warsawDay(now)), offset);
}

/** `YYYY-MM-DD` `offset` days after the midnight (UTC epoch ms) `today`. */
function dayAfter(today: number, offset: number): string {
  return new Date(today + offset * DAY_MS).toISOString().slice(0, 10);
}

/** ISO timestamp `minutes` from `now`. */
export function timeFromOffset(now: number, minutes: number): string {
  return new Date(now + minutes * MINUTE_MS).toISOString();
}

/**
 * Inserts the reference-data area (clients, invoices, settlements, substitutions,
 * notifications). Fixture dates are offsets from the seed moment `now`, so "one active
 * substitution" and "overdue" hold on the day the database is seeded. Runs inside the caller's
 * transaction with one prepared statement per table (scale 100: ~1M rows in seconds); the
 * tables' indexes are built once after their rows ({@link withIndexesDeferred}).
 */
export function seedReference(db: Db, data: Pick<Dataset, 'reference' | 'orderInvoices'>, now: number): void {
  withIndexesDeferred(db, REFERENCE_TABLES, () => insertReference(db, data, now));
  // Planner statistics: without them SQLite takes `status = ?` for selective and sorts most of the
  // invoices for a filtered deep page instead of walking the sort column's index.
  db.exec('ANALYZE clients; ANALYZE invoices; ANALYZE payments; ANALYZE substitutions; ANALYZE notifications;');
}

/** The tables the reference data fills. */
const REFERENCE_TABLES = [
  'clients',
  'client_contacts',
  'invoices',
  'invoice_lines',
  'payments',
  'substitutions',
  'notifications',
];

function insertReference(db: Db, data: Pick<Dataset, 'reference' | 'orderInvoices'>, now: number): void {
  const ref = data.reference;
  // The business day once, not once per row (a million rows at scale 100).
  const seedDay = warsawDay(now);
  const today = Date.parse(seedDay);
  const day = (offset: number) => dayAfter(today, offset);
  // The orders realised by the seed day have their invoices (fixtures/src/reference/orderInvoices.ts).
  const ofOrders = settleOrderInvoices(data.orderInvoices ?? [], seedDay);
  const time = (minutes: number) => timeFromOffset(now, minutes);

  const insertClient = db.prepare(`INSERT INTO clients
    (id, external_id, name, nip, address, street, postal_code, city, email, phone, payment_term_days, credit_limit, payer_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`);
  const setPayer = db.prepare('UPDATE clients SET payer_id = ? WHERE id = ?');
  const names = new Map<number, string>();
  for (const c of ref.clients) {
    names.set(c.id, c.name);
    insertClient.run(
      c.id,
      c.external_id,
      c.name,
      c.nip,
      `${c.street}, ${c.postal_code} ${c.city}`,
      c.street,
      c.postal_code,
      c.city,
      c.email,
      c.phone,
      c.payment_term_days,
      c.credit_limit,
    );
  }
  for (const c of ref.clients) if (c.payer_id !== null) setPayer.run(c.payer_id, c.id);

  const insertContact = db.prepare(
    'INSERT INTO client_contacts (id, client_id, name, phone, mail, annotation) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const x of ref.contacts) insertContact.run(x.id, x.client_id, x.name, x.phone, x.mail, x.annotation);

  const insertInvoice = db.prepare(`INSERT INTO invoices
    (id, number, client_id, client_name, date_of_issue, delivery_date, date_of_payment, net_value, gross_value, status,
     left_to_pay, ksef_number, order_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const numbers = new Map<number, string>();
  db.exec('DROP TRIGGER invoices_fts_insert');
  for (const i of [...ref.invoices, ...ofOrders.invoices]) {
    numbers.set(i.id, i.number);
    insertInvoice.run(
      i.id,
      i.number,
      i.client_id,
      names.get(i.client_id) ?? '',
      day(i.issue_day),
      day(i.delivery_day),
      day(i.payment_day),
      i.net_value,
      i.gross_value,
      i.status,
      i.left_to_pay,
      invoiceKsefNumber(i.id, day(i.issue_day)),
      i.order_id ?? null,
    );
  }
  db.exec("INSERT INTO invoices_fts(invoices_fts) VALUES ('rebuild')");
  db.exec(INVOICES_FTS_INSERT_TRIGGER);
  const insertLine = db.prepare(`INSERT INTO invoice_lines
    (invoice_id, ordinal_no, name, quantity, unit, unit_price, tax_rate, net_value, gross_value) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const l of [...ref.invoiceLines, ...ofOrders.lines])
    insertLine.run(
      l.invoice_id,
      l.ordinal_no,
      l.name,
      l.quantity,
      l.unit,
      l.unit_price,
      l.tax_rate,
      l.net_value,
      l.gross_value,
    );
  const insertPayment = db.prepare(`INSERT INTO payments
    (id, invoice_id, client_id, client_name, invoice_number, payment_date, amount, method) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const orderPayments = ofOrders.payments.map((p, k) => ({ ...p, id: ref.payments.length + k + 1 }));
  for (const p of [...ref.payments, ...orderPayments])
    insertPayment.run(
      p.id,
      p.invoice_id,
      p.client_id,
      names.get(p.client_id) ?? '',
      numbers.get(p.invoice_id) ?? '',
      day(p.payment_day),
      p.amount,
      p.method,
    );

  const insertSubstitution = db.prepare(`INSERT INTO substitutions
    (id, absent_user_id, deputy_user_id, date_from, date_to, ended_at, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, 1)`);
  for (const s of ref.substitutions) {
    insertSubstitution.run(
      s.id,
      s.absent_user_id,
      s.deputy_user_id,
      day(s.from_day),
      day(s.to_day),
      s.ended_minute === null ? null : time(-s.ended_minute),
      time((s.from_day - 7) * 1440),
    );
  }

  const insertNotification = db.prepare(
    'INSERT INTO notifications (id, user_id, type, metadata, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const n of ref.notifications)
    insertNotification.run(
      n.id,
      n.user_id,
      n.type,
      JSON.stringify(n.metadata),
      time(n.created_minute),
      n.read ? time(n.created_minute + 5) : null,
    );
}
