import {
  type ApprovalLevel,
  type DocumentChangeEvent,
  type LiveOfferChange,
  type LiveOrderChange,
  type OfferStatus,
  ROLE_APPROVAL_LEVEL,
  warsawDay,
} from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { ServerContext } from '../serverContext';
import { cached, type DocKind, TABLES } from './documentStore';
import { type AccessUser, maySeeOffer, seesDocument } from './offerAccess';

// Live `{offer}` and `{order}` messages (docs/offers.md, "Live updates"): who changed what is
// pushed after the write commits, to the users who may see the document and whose screens show
// it: its creator, whoever made the change, its approver, and while it waits for approval (or the
// moment it stops waiting) everyone who may approve it. Callers take a snapshot before the write
// and call the notify function after it; a write that throws never reaches the call.

/** An offer as far as a push needs it: the payload, and who may see it. */
export interface OfferPushState {
  id: number;
  number: string;
  status: OfferStatus;
  version: number;
  creator_id: number;
  company_code: string;
  required_approval_level: ApprovalLevel;
  approved_by: number | null;
}

/** An order as far as a push needs it. */
export interface OrderPushState {
  id: number;
  number: string;
  status: LiveOrderChange['status'];
  version: number;
  creator_id: number;
  company_code: string;
  approved_by: number | null;
}

/** The push snapshot of each kind. */
export interface PushState {
  offer: OfferPushState;
  order: OrderPushState;
}

/** What a push asks of one kind of document. */
interface PushKind<K extends DocKind> {
  /** The columns of its snapshot (its table is the kind's). */
  columns: string;
  /** Whether everyone who may approve it should hear of it (an offer waiting for approval). */
  waitsForApprovers(state: PushState[K]): boolean;
  /** Whether `user` may see it in this state. */
  maySee(db: Db, user: AccessUser, state: PushState[K], now: number): boolean;
}

/** The push rules of each kind of document: a new kind is a new row. */
const PUSH: { [K in DocKind]: PushKind<K> } = {
  offer: {
    columns: 'id, number, status, version, creator_id, company_code, required_approval_level, approved_by',
    waitsForApprovers: (s) => s.status === 'pending_approval',
    maySee: maySeeOffer,
  },
  // An order waits for nobody's approval list: its approvers are told by notifications.
  order: {
    columns: 'id, number, status, version, creator_id, company_code, approved_by',
    waitsForApprovers: () => false,
    maySee: (_db, user, s) => seesDocument(user, s),
  },
};

/** The document as stored now, or undefined when there is none (deleted, or not created yet). */
export function documentPushState<K extends DocKind>(db: Db, kind: K, id: number): PushState[K] | undefined {
  return cached(db, `SELECT ${PUSH[kind].columns} FROM ${TABLES[kind].doc} WHERE id = ?`).get(id) as
    | PushState[K]
    | undefined;
}

const APPROVER_ROLES = Object.keys(ROLE_APPROVAL_LEVEL);
const inRoles = APPROVER_ROLES.map(() => '?').join(', ');

/**
 * Everyone who might approve something today: active acceptors of an approving role and the
 * active deputies of such a person. A superset: {@link maySeeOffer} applies the real rule
 * (level, never one's own offer, never a deputy for the absent person's own offer).
 */
export function possibleApprovers(db: Db, now: number): number[] {
  const today = warsawDay(now);
  return cached(
    db,
    `SELECT id FROM users WHERE is_active = 1 AND is_acceptor = 1 AND role IN (${inRoles})
     UNION
     SELECT s.deputy_user_id FROM substitutions s
       JOIN users a ON a.id = s.absent_user_id JOIN users d ON d.id = s.deputy_user_id
     WHERE s.date_from <= ? AND s.date_to >= ? AND s.ended_at IS NULL AND a.is_active = 1 AND d.is_active = 1
       AND a.is_acceptor = 1 AND a.role IN (${inRoles})`,
  )
    .pluck()
    .all(...APPROVER_ROLES, today, today, ...APPROVER_ROLES) as number[];
}

/** A user as the access rules see them, or undefined when inactive or gone. */
export function accessUser(db: Db, id: number): AccessUser | undefined {
  const row = cached(db, 'SELECT id, role, company_code, is_acceptor FROM users WHERE id = ? AND is_active = 1').get(
    id,
  ) as { id: number; role: string; company_code: string; is_acceptor: number } | undefined;
  return row && { id: row.id, role: row.role, companyCode: row.company_code, isAcceptor: row.is_acceptor === 1 };
}

/**
 * Pushes `message` to every candidate with an open socket who may see the document in one of
 * `states` (before or after the change: an approver's to-approve list must drop an offer that
 * was just approved by someone else, which they no longer see).
 */
function pushToViewers(
  ctx: ServerContext,
  candidates: Iterable<number>,
  maySee: (user: AccessUser) => boolean,
  message: Record<string, unknown>,
): void {
  for (const id of new Set(candidates)) {
    // Nobody to tell: skip the access checks (most writes happen with nobody else watching).
    if (ctx.live.connectionCount(id) === 0) continue;
    const user = accessUser(ctx.db, id);
    if (user && maySee(user)) ctx.live.pushToUser(id, message);
  }
}

/**
 * Tells the screens showing a document that it changed: `{ offer: { id, number, status, version,
 * event } }` (or `{ order: … }`) to its creator, to `actorId` (their other tabs), to its approver
 * (also the one whose approval was just voided, or whose approval an order carries from its
 * offer), and when an offer waits for approval before or after the change, to everyone who may
 * approve it. Each only if they may see the document before or after the change. `before` is the
 * snapshot taken before the write (undefined for a new document); the state after it is read now
 * (undefined once deleted). Call only after the write committed.
 */
export function notifyDocumentChanged<K extends DocKind>(
  ctx: ServerContext,
  kind: K,
  actorId: number | null,
  before: PushState[K] | undefined,
  event: DocumentChangeEvent,
  docId: number | undefined = before?.id,
): void {
  // Nobody has a socket open (most writes, every test without one): nobody to tell, nothing to read.
  if (ctx.live.connectedUserCount() === 0) return;
  const rules = PUSH[kind] as PushKind<K>;
  const after = docId === undefined ? undefined : documentPushState(ctx.db, kind, docId);
  const current = after ?? before;
  if (!current) return;
  const states = [before, after].filter((s): s is PushState[K] => s !== undefined);
  const candidates: number[] = [];
  if (actorId !== null) candidates.push(actorId);
  for (const s of states) {
    candidates.push(s.creator_id);
    if (s.approved_by !== null) candidates.push(s.approved_by);
  }
  const now = ctx.now();
  if (states.some((s) => rules.waitsForApprovers(s))) candidates.push(...possibleApprovers(ctx.db, now));
  const change = { id: current.id, number: current.number, status: current.status, version: current.version, event };
  pushToViewers(ctx, candidates, (user) => states.some((s) => rules.maySee(ctx.db, user, s, now)), {
    [kind]: change satisfies LiveOfferChange | LiveOrderChange,
  });
}
