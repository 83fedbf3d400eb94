import { availableOfferActions, OFFER_TRANSITIONS } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '../http/authenticate';
import { draftOffer, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';
import { person } from './documentStore';
import { approvalFor, ownsDocument } from './offerAccess';
import { defaultFooter, OFFER_FROM, OFFER_SELECT, type OfferListRow, offerHeader, offerSummary } from './offerStore';

// The header a line write answers with is built as one object literal (fast properties) and
// reads the approver's name from the joined row; these tests hold it, byte for byte, to the
// header built the plain way: the list summary spread with the header's own keys after it, the
// approver and deputy read as persons, `approvalFor` asked for each approver's action.

let kit: OfferTestKit;
beforeEach(async () => {
  kit = await offerTestKit();
});
afterEach(() => kit.server.close());

const USERNAMES = ['handlowiec', 'dyrektor.oddzialu', 'dyrektor.regionu', 'zarzad', 'admin', 'akceptant', 'partner'];

/** A user as the server knows them after login, from the users table. */
function authUser(username: string): AuthUser {
  const row = kit.server.ctx.db
    .prepare('SELECT id, role, company_code, is_acceptor FROM users WHERE username = ?')
    .get(username) as { id: number; role: string; company_code: string; is_acceptor: number };
  return {
    id: row.id,
    username,
    role: row.role,
    companyCode: row.company_code,
    isAcceptor: row.is_acceptor === 1,
    availableWarehouses: [],
    defaultWarehouse: null,
    jti: 'test',
    exp: 0,
    apiToken: null,
  };
}

/** The header as it was built before: summary spread, persons read, `approvalFor` per action. */
function plainHeader(user: AuthUser, id: number) {
  const { ctx } = kit.server;
  const row = ctx.db.prepare(`SELECT ${OFFER_SELECT} FROM ${OFFER_FROM} WHERE o.id = ?`).get(id) as OfferListRow;
  const approvedBy = person(ctx.db, row.approved_by);
  return {
    ...offerSummary(row),
    grand_total_tax: row.grand_total_tax,
    margin_amount: row.margin_amount,
    footer: row.footer ? (JSON.parse(row.footer) as string[]) : defaultFooter(ctx),
    delivery: row.delivery ? JSON.parse(row.delivery) : null,
    approval:
      approvedBy && row.approval_level && row.approved_at
        ? {
            level: row.approval_level,
            approved_by: approvedBy,
            on_behalf_of: person(ctx.db, row.approved_on_behalf_of),
            approved_at: row.approved_at,
          }
        : null,
    available_actions: row.archived
      ? []
      : availableOfferActions(row.status).filter((action) =>
          OFFER_TRANSITIONS[action].by === 'owner'
            ? ownsDocument(user, row)
            : approvalFor(ctx.db, user, row, row.required_approval_level, ctx.now()).allowed,
        ),
    copied_from_id: row.copied_from_id,
    creator_id: row.creator_id,
  };
}

/** For every test user, the header's JSON equals the plain header's JSON. */
function expectSameHeaders(id: number): void {
  for (const username of USERNAMES) {
    const user = authUser(username);
    expect(JSON.stringify(offerHeader(kit.server.ctx, user, id)), username).toBe(JSON.stringify(plainHeader(user, id)));
  }
}

describe('offer header', () => {
  it('is the plain header, byte for byte, for a draft, a pending, an approved and an archived offer', async () => {
    // Below the minimal price: it needs approval.
    let offer = await draftOffer(kit.seller, 2000);
    expectSameHeaders(offer.id);
    offer = await kit.seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    expect(offer.status).toBe('pending_approval');
    expectSameHeaders(offer.id);
    offer = await kit.board.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'approve' },
    });
    expect(offer.approval).not.toBeNull();
    expectSameHeaders(offer.id);
    offer = await kit.seller.call('offerArchive', { params: { id: offer.id }, body: { version: offer.version } });
    expectSameHeaders(offer.id);
  });

  it('names an approver whose user row is gone with an empty name, as before', async () => {
    let offer = await draftOffer(kit.seller, 2000);
    offer = await kit.seller.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'submit' },
    });
    offer = await kit.board.call('offerAction', {
      params: { id: offer.id },
      body: { version: offer.version, action: 'approve' },
    });
    const db = kit.server.ctx.db;
    db.pragma('foreign_keys = OFF');
    db.prepare('UPDATE offers SET approved_by = 999999 WHERE id = ?').run(offer.id);
    db.pragma('foreign_keys = ON');
    const header = offerHeader(kit.server.ctx, authUser('handlowiec'), offer.id);
    expect(header.approval?.approved_by).toEqual({ id: 999999, fullname: '' });
    expectSameHeaders(offer.id);
  });

  it('starts with the list summary keys, in their order', async () => {
    const offer = await draftOffer(kit.seller);
    const { ctx } = kit.server;
    const row = ctx.db
      .prepare(`SELECT ${OFFER_SELECT} FROM ${OFFER_FROM} WHERE o.id = ?`)
      .get(offer.id) as OfferListRow;
    const summaryKeys = Object.keys(offerSummary(row));
    expect(Object.keys(offerHeader(ctx, authUser('handlowiec'), offer.id)).slice(0, summaryKeys.length)).toEqual(
      summaryKeys,
    );
  });
});
