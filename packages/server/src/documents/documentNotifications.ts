import { type ApprovalLevel, NOTIFICATION_METADATA, type NotificationType, type OfferAction } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import type { ChangeTx } from './documentChange';
import { accessUser, possibleApprovers } from './documentPush';
import { cached, nowIso, person } from './documentStore';
import { approvalFor, type OwnedDoc } from './offerAccess';

// Notifications of the document flow (docs/offers.md, "Notifications"): stored in the
// notifications table in the transaction of the change they tell about (so a change rolled back
// tells nobody), and pushed live — the unread count and the notification itself — once it
// committed. Each carries its document's number and id (the link) in its metadata.

/** Metadata of a notification, by key (stored as the SPEC's list of key/value pairs). */
export type NotificationFacts = Partial<Record<string, string>>;

/** A notification stored for one user. */
interface Stored {
  id: number;
  userId: number;
  type: NotificationType;
  metadata: { key: string; value: string }[];
}

/**
 * Stores a notification for each user (once per user, never for `exceptUserId`: nobody is told
 * of their own act) with the type's metadata keys in their order, and returns what was stored.
 */
export function storeNotifications(
  ctx: ServerContext,
  userIds: Iterable<number>,
  type: NotificationType,
  facts: NotificationFacts,
  exceptUserId: number | null = null,
): Stored[] {
  const metadata = NOTIFICATION_METADATA[type].flatMap((key) => {
    const value = facts[key];
    return value === undefined ? [] : [{ key, value }];
  });
  const json = JSON.stringify(metadata);
  const insert = cached(
    ctx.db,
    'INSERT INTO notifications (user_id, type, metadata, created_at, read_at) VALUES (?, ?, ?, ?, NULL)',
  );
  const at = nowIso(ctx);
  const out: Stored[] = [];
  for (const userId of new Set(userIds)) {
    if (userId === exceptUserId) continue;
    out.push({ id: Number(insert.run(userId, type, json, at).lastInsertRowid), userId, type, metadata });
  }
  return out;
}

/** Pushes stored notifications to their users' open sockets: `{ notification: { count, id, type, metadata } }`. */
export function pushNotifications(ctx: ServerContext, stored: readonly Stored[]): void {
  const unread = cached(ctx.db, 'SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL').pluck();
  for (const n of stored) {
    const count = unread.get(n.userId) as number;
    ctx.live.pushToUser(n.userId, { notification: { count, id: n.id, type: n.type, metadata: n.metadata } });
  }
}

/** Stores notifications inside a change and pushes them once it committed. */
export function notifyInChange(
  ctx: ServerContext,
  tx: ChangeTx,
  userIds: Iterable<number>,
  type: NotificationType,
  facts: NotificationFacts,
  exceptUserId: number | null,
): void {
  const stored = storeNotifications(ctx, userIds, type, facts, exceptUserId);
  if (stored.length) tx.afterCommit(() => pushNotifications(ctx, stored));
}

/** Full name of a user ('' when gone). */
export function fullName(ctx: ServerContext, userId: number): string {
  return person(ctx.db, userId)?.fullname ?? '';
}

/**
 * Everyone who may approve (or confirm) a document of `doc`'s author at `level` now: approvers of
 * that level or above and the active deputies of such approvers, never the author, never a
 * deputy for the author's own document (`approvalFor`, the rule of the to-approve list).
 */
export function approversOf(ctx: ServerContext, doc: OwnedDoc, level: ApprovalLevel): number[] {
  const now = ctx.now();
  return possibleApprovers(ctx.db, now).filter((id) => {
    const user = accessUser(ctx.db, id);
    return user !== undefined && approvalFor(ctx.db, user, doc, level, now).allowed;
  });
}

/** An offer as its notifications need it. */
interface OfferFacts extends OwnedDoc {
  id: number;
  number: string;
  required_approval_level: ApprovalLevel;
}

/**
 * The notifications of an offer's status action by `actor`: sent to approval (`pending_approval`)
 * → every user who may approve it; approved, sent back → the author; another status move of the
 * author's offer by someone else (an administrator acting as owner) → the author
 * (`offer_rejected` for a rejection, else `offer_status_changed`). Nobody is told of their own act.
 */
export function notifyOfferAction(
  ctx: ServerContext,
  tx: ChangeTx,
  actor: AuthUser,
  offer: OfferFacts,
  action: OfferAction,
  to: string,
  comment: string | null | undefined,
): void {
  const link = { number: offer.number, offer_id: String(offer.id) };
  if (to === 'pending_approval') {
    const level = offer.required_approval_level;
    notifyInChange(
      ctx,
      tx,
      approversOf(ctx, offer, level),
      'offer_to_approve',
      { ...link, level, author: fullName(ctx, offer.creator_id) },
      actor.id,
    );
    return;
  }
  const facts = { ...link, actor: fullName(ctx, actor.id) };
  const author = [offer.creator_id];
  if (action === 'approve') notifyInChange(ctx, tx, author, 'offer_approved', facts, actor.id);
  else if (action === 'send_back')
    notifyInChange(ctx, tx, author, 'offer_sent_back', { ...facts, comment: comment ?? '' }, actor.id);
  else if (action === 'reject') notifyInChange(ctx, tx, author, 'offer_rejected', facts, actor.id);
  else notifyInChange(ctx, tx, author, 'offer_status_changed', { ...facts, status: to }, actor.id);
}
