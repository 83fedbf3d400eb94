import type { ApiClient } from '@salesdesk/sdk';
import { warsawDay } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromOffset } from '../db/seedReference';
import { rows, scalar } from '../routes/referenceTestKit';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { expectApiError, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';

/** A client of this test: 250 zł of credit on 14 days, so one order or one late invoice blocks it. */
const CLIENT = 900_101;
let kit: OfferTestKit;

beforeAll(async () => {
  kit = await offerTestKit();
  kit.server.ctx.db
    .prepare(
      `INSERT INTO clients (id, external_id, name, nip, address, payment_term_days, credit_limit)
       VALUES (?, 'K900101', 'Przedsiębiorstwo „Łom” & Syn / Oddział Śląsk', '5260250274', 'ul. Długa 1, 40-001 Katowice', 14, 25000)`,
    )
    .run(CLIENT);
});
afterAll(() => kit.server.close());

const now = () => kit.server.ctx.now();

function addInvoice(id: number, dueInDays: number, gross: number) {
  kit.server.ctx.db
    .prepare(
      `INSERT INTO invoices (id, number, client_id, client_name, date_of_issue, delivery_date, date_of_payment,
         net_value, gross_value, status, left_to_pay)
       VALUES (?, ?, ?, 'x', ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      `FV/TEST/${id}`,
      CLIENT,
      dayFromOffset(now(), dueInDays - 14),
      dayFromOffset(now(), dueInDays - 14),
      dayFromOffset(now(), dueInDays),
      gross,
      gross,
      dueInDays < 0 ? 'overdue' : 'unpaid',
      gross,
    );
}

async function draftOrder(client: ApiClient = kit.seller, quantity = 1) {
  return client.call('orderCreate', {
    body: { client_id: CLIENT, items: [{ product_id: TEST_PRODUCTS.board, quantity, client_price: 3200 }] },
  });
}

/**
 * A draft of the seller's made before its client was blocked: the block refuses new orders, so
 * the test lifts it for the moment of the draft (a larger limit, a long tolerance) and puts it back.
 */
async function draftBeforeBlock(client: ApiClient = kit.seller) {
  const db = kit.server.ctx.db;
  const limit = scalar(db, `SELECT credit_limit FROM clients WHERE id = ${CLIENT}`);
  const tolerance = rows<{ code: string; days: number }>(
    db,
    'SELECT code, overdue_tolerance_days AS days FROM companies',
  );
  db.prepare('UPDATE clients SET credit_limit = ? WHERE id = ?').run(1e12, CLIENT);
  db.prepare('UPDATE companies SET overdue_tolerance_days = 100000').run();
  try {
    return await draftOrder(client);
  } finally {
    db.prepare('UPDATE clients SET credit_limit = ? WHERE id = ?').run(limit, CLIENT);
    for (const t of tolerance)
      db.prepare('UPDATE companies SET overdue_tolerance_days = ? WHERE code = ?').run(t.days, t.code);
  }
}

const releases = () =>
  scalar(kit.server.ctx.db, "SELECT COUNT(*) FROM audit_log WHERE action = 'order.sales_block_release'");

const historyOf = async (client: ApiClient, id: number) =>
  (await client.call('orderHistory', { params: { id }, query: {} })).items.map((h) => h.description);

const confirm = (client: ApiClient, order: { id: number; version: number }) =>
  client.call('orderConfirm', { params: { id: order.id }, body: { orderId: order.id, version: order.version } });

describe('credit and blocked sales', () => {
  it('counts unpaid invoices and confirmed orders not invoiced as credit in use, and blocks over the limit', async () => {
    const fresh = await kit.seller.call('clientById', { params: { id: CLIENT } });
    expect(fresh).toMatchObject({ balance: 0, credit_used: 0, overdue_days: 0, overdue_tolerance_days: 14 });
    expect(fresh.sales_block).toEqual({ blocked: false, reasons: [] });

    // 1 sheet at 32 zł net: 39,36 zł gross, within the 250 zł limit: confirmed as usual.
    const small = await confirm(kit.seller, await draftOrder());
    expect(small.status).toBe('confirmed');
    const afterOne = await kit.seller.call('clientById', { params: { id: CLIENT } });
    expect(afterOne.orders_not_invoiced).toBe(small.grand_total_incl_tax);
    expect(afterOne.credit_used).toBe(small.grand_total_incl_tax);

    // An invoice of that order: it is invoiced now, its invoice is what is in use.
    kit.server.ctx.db
      .prepare(
        `INSERT INTO invoices (id, number, client_id, client_name, date_of_issue, delivery_date, date_of_payment,
           net_value, gross_value, status, left_to_pay, order_id)
         VALUES (990001, 'FV/TEST/990001', ?, 'x', ?, ?, ?, ?, ?, 'unpaid', ?, ?)`,
      )
      .run(
        CLIENT,
        warsawDay(now()),
        warsawDay(now()),
        dayFromOffset(now(), 14),
        small.grand_total_excl_tax,
        small.grand_total_incl_tax,
        small.grand_total_incl_tax,
        small.id,
      );
    const invoiced = await kit.seller.call('clientById', { params: { id: CLIENT } });
    expect(invoiced.orders_not_invoiced).toBe(0);
    expect(invoiced.balance).toBe(small.grand_total_incl_tax);

    addInvoice(990002, 3, 30_000);
    const over = await kit.seller.call('clientById', { params: { id: CLIENT } });
    expect(over.credit_used).toBe(small.grand_total_incl_tax + 30_000);
    expect(over.sales_block.blocked).toBe(true);
    expect(over.sales_block.reasons.map((r) => r.code)).toEqual(['credit_limit']);
    expect(over.sales_block.reasons[0]?.message).toMatch(/^przekroczony limit kredytowy: wykorzystano .* z 250,00/);
  });

  it('refuses the seller a new order for a blocked client (a draft, a copy, a move to it) with 409, the reasons and the mailbox, writing nothing', async () => {
    const before = snapshot(kit.server);
    const refused = await expectApiError(draftOrder(), 409);
    expect(refused.message).toMatch(
      /^Sprzedaż dla klienta „Przedsiębiorstwo „Łom” & Syn \/ Oddział Śląsk” jest zablokowana \(przekroczony limit kredytowy/,
    );
    expect(refused.message).toContain(
      'Nowe zamówienie dla niego może utworzyć tylko dyrektor regionu, zarząd lub administrator.',
    );
    expect(refused.message).toContain(kit.server.ctx.config.blockedSalesMailbox);
    // A copy of its confirmed order is a new order too.
    const confirmed = scalar(
      kit.server.ctx.db,
      `SELECT id FROM orders WHERE client_id = ${CLIENT} AND status = 'confirmed'`,
    );
    await expectApiError(kit.seller.call('orderCopy', { params: { id: confirmed } }), 409);
    // So is another client's draft moved to this one.
    const other = await kit.seller.call('orderCreate', {
      body: {
        client_id: TEST_CLIENTS.main,
        items: [{ product_id: TEST_PRODUCTS.board, quantity: 1, client_price: 3200 }],
      },
    });
    const afterOther = snapshot(kit.server);
    await expectApiError(
      kit.seller.call('orderUpdate', { params: { id: other.id }, body: { version: other.version, client_id: CLIENT } }),
      409,
    );
    expect(snapshot(kit.server)).toBe(afterOther);
    await kit.seller.call('orderDelete', { params: { id: other.id }, body: { version: other.version } });
    expect(snapshot(kit.server)).toBe(before);
    // Offers stay allowed.
    const offer = await kit.seller.call('offerCreate', {
      body: { client_id: CLIENT, items: [{ product_id: TEST_PRODUCTS.board, quantity: 1, client_price: 3200 }] },
    });
    expect(offer.status).toBe('draft');
  });

  it('refuses the seller’s confirmation of an order drafted before the block with 409, the reasons and the mailbox, writing nothing', async () => {
    const order = await draftBeforeBlock();
    const before = snapshot(kit.server);
    const refused = await expectApiError(confirm(kit.seller, order), 409);
    expect(refused.message).toMatch(
      /^Sprzedaż dla klienta „Przedsiębiorstwo „Łom” & Syn \/ Oddział Śląsk” jest zablokowana/,
    );
    expect(refused.message).toContain('przekroczony limit kredytowy');
    expect(refused.message).toContain('Zamówienie może potwierdzić tylko dyrektor regionu, zarząd lub administrator');
    expect(refused.message).toContain(kit.server.ctx.config.blockedSalesMailbox);
    expect(snapshot(kit.server)).toBe(before);
  });

  it('blocks for an invoice overdue past the company’s tolerance: 14 days at 3W, 7 at the partner company', async () => {
    kit.server.ctx.db.prepare('DELETE FROM invoices WHERE id = 990002').run();
    addInvoice(990003, -10, 1_000);
    const within = await kit.seller.call('clientById', { params: { id: CLIENT } });
    expect(within.overdue_days).toBe(10);
    expect(within.overdue_amount).toBe(1_000);
    expect(within.sales_block.blocked).toBe(false);
    const partner = await kit.partner.call('clientById', { params: { id: CLIENT } });
    expect(partner.overdue_tolerance_days).toBe(7);
    expect(partner.sales_block.reasons.map((r) => r.code)).toEqual(['overdue']);
    expect(partner.sales_block.reasons[0]?.message).toBe(
      'faktury po terminie ponad 7\u00a0dni tolerancji: najstarsza 10\u00a0dni po terminie, zaległość 10,00\u00a0zł',
    );
  });

  it('lets a regional director or the board confirm a blocked client’s order of a seller, written in its history and the audit log', async () => {
    addInvoice(990004, -40, 2_000);
    const order = await draftBeforeBlock();
    const released = releases();
    await expectApiError(confirm(kit.seller, order), 409);
    // The branch director may not release a block (nor confirm another's order).
    await expectApiError(confirm(kit.branch, order), 403);
    const confirmed = await confirm(kit.region, order);
    expect(confirmed.status).toBe('confirmed');
    const audit = rows<{ user_id: number; action: string; target: string; details: string }>(
      kit.server.ctx.db,
      `SELECT user_id, action, target, details FROM audit_log WHERE action = 'order.sales_block_release' AND target = 'order:${order.id}'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: 4, target: `order:${order.id}` });
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({ step: 'confirm', number: order.number });
    expect(JSON.parse(audit[0]?.details ?? '{}').reasons[0]).toMatch(/faktury po terminie/);
    const history = await historyOf(kit.region, order.id);
    expect(history.some((d) => /^Potwierdzono mimo blokady sprzedaży klienta \(faktury po terminie/.test(d))).toBe(
      true,
    );

    const another = await draftBeforeBlock();
    expect((await confirm(kit.board, another)).status).toBe('confirmed');
    expect(releases()).toBe(released + 2);
  });

  it('lets a regional director make a blocked client’s order, written in its history, but not release it on their own order', async () => {
    const released = releases();
    const own = await draftOrder(kit.region);
    expect(own.status).toBe('draft');
    expect(await historyOf(kit.region, own.id)).toContainEqual(
      expect.stringMatching(/^Utworzono mimo blokady sprzedaży klienta \(/),
    );
    expect(releases()).toBe(released + 1);
    const refused = await expectApiError(confirm(kit.region, own), 409);
    expect(refused.message).toContain('nie autor zamówienia');
    // Another who may release it confirms it.
    expect((await confirm(kit.board, { ...own, version: own.version })).status).toBe('confirmed');
  });

  it('leaves a client that is not blocked as it was: the owner confirms, a director may not', async () => {
    kit.server.ctx.db.prepare('DELETE FROM invoices WHERE client_id = ?').run(CLIENT);
    kit.server.ctx.db
      .prepare("UPDATE orders SET status = 'draft' WHERE client_id = ? AND status = 'confirmed'")
      .run(CLIENT);
    const order = await draftOrder();
    await expectApiError(confirm(kit.region, order), 403);
    expect((await confirm(kit.seller, order)).status).toBe('confirmed');
  });
});
