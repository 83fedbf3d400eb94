import {
  approvalRank,
  CIRCULATION_OFFER_STATUSES,
  formatMessage,
  OFFER_TRANSITIONS,
  offerMessages,
  warsawDay,
} from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { runList, type SqlCondition } from '../http/sqlList';
import {
  createDocument,
  type DocumentListQuery,
  deleteDraft,
  type ListScope,
  linesAtCurrentPrices,
  linesFromItems,
  listDocuments,
  type NewLine,
} from '../offers/documentLayer';
import { notifyOfferChanged, offerPushState } from '../offers/documentPush';
import { type OfferGrant, transitionOffer } from '../offers/documentStatus';
import { approvalThreshold, clientName, nowIso } from '../offers/documentStore';
import { approvalFor, approverRanks, ensureOwner } from '../offers/offerAccess';
import { mutateOffer, voidApproval } from '../offers/offerMutation';
import { addHistory, expireOverdue, loadOffer, offerDetail } from '../offers/offerStore';
import { ensureNoProductGroupJob } from '../offers/productGroupJob';
import { sendOfferPdf } from '../offers/sendPdf';
import type { ServerContext } from '../serverContext';

/** An offer list: overdue offers expire first, so nobody sees a stale status. */
function listOffers(ctx: ServerContext, query: DocumentListQuery, scope: ListScope) {
  expireOverdue(ctx);
  return listDocuments(ctx, 'offer', query, scope);
}

const inList = (values: readonly string[]) => values.map(() => '?').join(', ');

/**
 * Conditions of the to-approve list: pending, within the caller's level, never their own. A level
 * held only through a substitution covers every author except the absent person themselves.
 */
function toApproveCondition(ctx: ServerContext, user: AuthUser): SqlCondition {
  const { own, deputised } = approverRanks(ctx.db, user, ctx.now());
  const levelsUpTo = (rank: number) =>
    (['branch_manager', 'regional_manager', 'board'] as const).filter((l) => approvalRank(l) <= rank);
  const parts: string[] = [];
  const params: unknown[] = [];
  const ownLevels = levelsUpTo(own);
  if (ownLevels.length) {
    parts.push(`o.required_approval_level IN (${inList(ownLevels)})`);
    params.push(...ownLevels);
  }
  for (const [absentId, rank] of deputised) {
    const levels = levelsUpTo(rank).filter((l) => !ownLevels.includes(l));
    if (!levels.length) continue;
    parts.push(`(o.required_approval_level IN (${inList(levels)}) AND o.creator_id <> ?)`);
    params.push(...levels, absentId);
  }
  if (!parts.length) return { sql: '0 = 1', params: [] };
  return {
    sql: `o.status = 'pending_approval' AND o.creator_id <> ? AND (${parts.join(' OR ')})`,
    params: [user.id, ...params],
  };
}

/** A new offer draft: the shared create with the offer's own columns. */
function createOffer(
  ctx: ServerContext,
  user: AuthUser,
  input: {
    client_id: number;
    receiver_id?: number | null | undefined;
    valid_until?: string | null | undefined;
    comment?: string | null | undefined;
    template?: string | null | undefined;
    copied_from_id?: number | null;
  },
  lines: () => readonly NewLine[],
  beforeLines?: (offerId: number) => void,
): number {
  return createDocument(
    ctx,
    user,
    'offer',
    input,
    {
      status: 'draft',
      valid_until: input.valid_until ?? null,
      template: input.template ?? null,
      copied_from_id: input.copied_from_id ?? null,
    },
    lines,
    beforeLines,
  );
}

/** Offer calls (SPEC §7, "Offers"): lists, header, status actions, comments, attachments, copy, PDF. */
export const offerHandlers: Handlers = {
  acceptantThreshold: ({ ctx }) => approvalThreshold(ctx),

  offerList: ({ ctx, user, query }) => listOffers(ctx, query, { visibleTo: user }),
  offerCirculationList: ({ ctx, user, query }) =>
    listOffers(ctx, query, {
      visibleTo: user,
      where: [{ sql: `o.status IN (${inList(CIRCULATION_OFFER_STATUSES)})`, params: [...CIRCULATION_OFFER_STATUSES] }],
    }),
  // The caller's own drafts, and what they may approve: those conditions are the scope.
  offerDraftList: ({ ctx, user, query }) =>
    listOffers(ctx, query, {
      visibleTo: null,
      where: [{ sql: "o.creator_id = ? AND o.status = 'draft'", params: [user.id] }],
    }),
  offerToApproveList: ({ ctx, user, query }) =>
    listOffers(ctx, query, { visibleTo: null, where: [toApproveCondition(ctx, user)] }),
  clientActiveOfferList: ({ ctx, user, params, query }) =>
    listOffers(ctx, query, {
      visibleTo: user,
      where: [
        { sql: "o.client_id = ? AND o.status NOT IN ('accepted', 'rejected', 'expired')", params: [params.clientId] },
      ],
    }),

  offerById: ({ ctx, user, params }) => {
    expireOverdue(ctx);
    loadOffer(ctx.db, user, params.id, ctx);
    return offerDetail(ctx, user, params.id);
  },

  offerCreate: ({ ctx, user, body }) => {
    const id = ctx.db.transaction(() => {
      const offerId = createOffer(ctx, user, body, () => linesFromItems(ctx, body.items ?? []));
      addHistory(ctx, offerId, user.id, 'created', offerMessages.history.created);
      return offerId;
    })();
    notifyOfferChanged(ctx, user.id, undefined, 'created', id);
    return offerDetail(ctx, user, id);
  },

  offerCreateFromOrders: ({ ctx, user, body }) => {
    const id = ctx.db.transaction(() => {
      const orders = body.order_ids.map((orderId) => {
        const o = ctx.db
          .prepare('SELECT id, number, client_id, receiver_id, creator_id, company_code FROM orders WHERE id = ?')
          .get(orderId) as
          | {
              id: number;
              number: string;
              client_id: number;
              receiver_id: number | null;
              creator_id: number;
              company_code: string;
            }
          | undefined;
        if (!o)
          throw HttpError.validation({
            order_ids: [formatMessage(offerMessages.errors.ordersNotFound, { ids: String(orderId) })],
          });
        ensureOwner(user, o, 'order');
        return o;
      });
      const first = orders[0] as (typeof orders)[number];
      const offerId = createOffer(
        ctx,
        user,
        { client_id: first.client_id, receiver_id: first.receiver_id, valid_until: body.valid_until },
        () => orders.flatMap((o) => linesAtCurrentPrices(ctx, 'order', o.id, { field: 'order_ids' })),
      );
      addHistory(
        ctx,
        offerId,
        user.id,
        'created',
        formatMessage(offerMessages.history.createdFromOrders, { numbers: orders.map((o) => o.number).join(', ') }),
      );
      return offerId;
    })();
    notifyOfferChanged(ctx, user.id, undefined, 'created', id);
    return offerDetail(ctx, user, id);
  },

  offerCopy: ({ ctx, user, params }) => {
    const id = ctx.db.transaction(() => {
      const source = loadOffer(ctx.db, user, params.id, ctx);
      ensureNoProductGroupJob(source.id);
      // A copy is a new draft with current prices and never carries the approval of its source.
      // The source's discount from the catalogue is kept, on today's catalogue prices.
      const offerId = createOffer(
        ctx,
        user,
        { ...source, copied_from_id: source.id },
        () => linesAtCurrentPrices(ctx, 'offer', source.id, { keepDiscount: true, field: 'id' }),
        (id) =>
          ctx.db
            .prepare('UPDATE offers SET footer = ?, delivery = ? WHERE id = ?')
            .run(source.footer, source.delivery, id),
      );
      addHistory(
        ctx,
        offerId,
        user.id,
        'created',
        formatMessage(offerMessages.history.copiedFrom, { number: source.number }),
      );
      return offerId;
    })();
    // The copy is the caller's new draft; the source did not change.
    notifyOfferChanged(ctx, user.id, undefined, 'created', id);
    return offerDetail(ctx, user, id);
  },

  offerArchive: ({ ctx, user, params, body }) =>
    mutateOffer(
      ctx,
      user,
      params.id,
      body?.version,
      (offer) => {
        ctx.db.prepare('UPDATE offers SET archived = 1 WHERE id = ?').run(offer.id);
        addHistory(ctx, offer.id, user.id, 'archived', offerMessages.history.archived);
      },
      { evenIfReadOnly: true, heldByJob: true, event: 'archived' },
    ),

  offerDelete: ({ ctx, user, params, body }) => {
    deleteDraft(ctx, user, 'offer', params.id, body?.version);
    return { ok: true as const };
  },

  offerUpdate: ({ ctx, user, params, body }) =>
    mutateOffer(ctx, user, params.id, body.version, (offer) => {
      const sets: string[] = [];
      const values: unknown[] = [];
      const set = (column: string, value: unknown) => {
        sets.push(`${column} = ?`);
        values.push(value);
      };
      // The terms an approval was given for: this client, this receiver, until this date.
      const receiverBefore = offer.receiver_id ?? offer.client_id;
      const receiverAfter =
        body.receiver_id !== undefined ? (body.receiver_id ?? body.client_id ?? offer.client_id) : receiverBefore;
      const termsChanged =
        (body.client_id !== undefined && body.client_id !== offer.client_id) ||
        receiverAfter !== receiverBefore ||
        (body.valid_until !== undefined && (body.valid_until ?? null) !== (offer.valid_until ?? null));
      if (body.client_id !== undefined) {
        set('client_id', body.client_id);
        set('customer_fullname', clientName(ctx.db, body.client_id, 'client_id'));
      }
      if (body.receiver_id !== undefined) {
        const clientId = body.client_id ?? offer.client_id;
        set('receiver_id', body.receiver_id);
        set('receiver_fullname', clientName(ctx.db, body.receiver_id ?? clientId, 'receiver_id'));
      }
      if (body.valid_until !== undefined) set('valid_until', body.valid_until);
      if (body.comment !== undefined) set('comment', body.comment);
      if (body.template !== undefined) set('template', body.template);
      if (body.footer !== undefined) set('footer', body.footer === null ? null : JSON.stringify(body.footer));
      if (sets.length) ctx.db.prepare(`UPDATE offers SET ${sets.join(', ')} WHERE id = ?`).run(...values, offer.id);
      addHistory(ctx, offer.id, user.id, 'updated', offerMessages.history.updated);
      if (termsChanged) voidApproval(ctx, user, offer, offerMessages.history.approvalVoidedTerms);
    }),

  offerUpdateDelivery: ({ ctx, user, params, body }) =>
    mutateOffer(ctx, user, params.id, body.version, (offer) => {
      ctx.db.prepare('UPDATE offers SET delivery = ? WHERE id = ?').run(JSON.stringify(body.delivery), offer.id);
      addHistory(ctx, offer.id, user.id, 'delivery', offerMessages.history.deliveryUpdated);
    }),

  offerAction: ({ ctx, user, params, body }) => {
    const { db } = ctx;
    const before = offerPushState(db, params.id);
    db.transaction(() => {
      const offer = loadOffer(db, user, params.id, ctx);
      if (offer.archived) throw HttpError.conflict(offerMessages.errors.archivedOffer);
      ensureNoProductGroupJob(offer.id);
      transitionOffer(ctx, user, offer, body.action, {
        version: body.version,
        comment: body.comment,
        authorise: () => {
          const transition = OFFER_TRANSITIONS[body.action];
          let grant: OfferGrant | null = null;
          if (transition.by === 'owner') ensureOwner(user, offer);
          else {
            const authority = approvalFor(db, user, offer, offer.required_approval_level, ctx.now());
            if (!authority.allowed) {
              throw HttpError.forbidden(
                formatMessage(offerMessages.errors.approvalLevelForbidden, {
                  level: offerMessages.approvalLevels[offer.required_approval_level],
                }),
              );
            }
            grant = { onBehalfOf: authority.onBehalfOf, level: authority.level };
          }
          if (transition.needsComment && !body.comment)
            throw HttpError.validation({ comment: [offerMessages.errors.commentRequired] });
          if (body.action === 'submit' && offer.line_count === 0)
            throw HttpError.conflict(offerMessages.errors.emptyOffer);
          if (body.action === 'expire') {
            const today = warsawDay(ctx.now());
            if (!offer.valid_until || offer.valid_until >= today)
              throw HttpError.conflict(offerMessages.errors.notExpiredYet);
          }
          return grant;
        },
      });
    })();
    notifyOfferChanged(ctx, user.id, before, 'status');
    return offerDetail(ctx, user, params.id);
  },

  offerAddComment: ({ ctx, user, params, body }) =>
    mutateOffer(
      ctx,
      user,
      params.id,
      body.version,
      (offer) => {
        ctx.db
          .prepare('INSERT INTO offer_comments (offer_id, user_id, created_at, text) VALUES (?, ?, ?, ?)')
          .run(offer.id, user.id, nowIso(ctx), body.text);
        addHistory(ctx, offer.id, user.id, 'comment', offerMessages.history.comment);
      },
      { anyViewer: true, evenIfReadOnly: true, event: 'comment' },
    ),

  offerAddAttachment: ({ ctx, user, params, body }) => {
    const content = Buffer.from(body.content_base64, 'base64');
    if (content.length === 0) throw HttpError.validation({ content_base64: [offerMessages.errors.attachmentContent] });
    if (content.length > 5 * 1024 * 1024)
      throw HttpError.validation({ content_base64: [offerMessages.errors.attachmentTooLarge] });
    return mutateOffer(ctx, user, params.id, body.version, (offer) => {
      ctx.db
        .prepare(
          'INSERT INTO offer_attachments (offer_id, user_id, created_at, name, content_type, size, content) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(offer.id, user.id, nowIso(ctx), body.name, body.content_type, content.length, content);
      addHistory(
        ctx,
        offer.id,
        user.id,
        'attachment',
        formatMessage(offerMessages.history.attachmentAdded, { name: body.name }),
      );
    });
  },

  offerRemoveAttachment: ({ ctx, user, params, body }) =>
    mutateOffer(ctx, user, params.id, body.version, (offer) => {
      const name = ctx.db
        .prepare('SELECT name FROM offer_attachments WHERE id = ? AND offer_id = ?')
        .pluck()
        .get(params.attachmentId, offer.id) as string | undefined;
      if (name === undefined) throw HttpError.notFound(offerMessages.errors.attachmentNotFound);
      ctx.db.prepare('DELETE FROM offer_attachments WHERE id = ?').run(params.attachmentId);
      addHistory(
        ctx,
        offer.id,
        user.id,
        'attachment',
        formatMessage(offerMessages.history.attachmentRemoved, { name }),
      );
    }),

  offerHistory: ({ ctx, user, params, query }) => {
    loadOffer(ctx.db, user, params.id, ctx);
    return runList(
      ctx.db,
      {
        from: 'offer_history h JOIN users u ON u.id = h.user_id LEFT JOIN users b ON b.id = h.on_behalf_of',
        select: `h.id, h.created_at, h.event, h.description, u.id AS uid, u.firstname || ' ' || u.lastname AS ufull,
          b.id AS bid, b.firstname || ' ' || b.lastname AS bfull`,
        sortColumns: { created_at: 'h.created_at' },
        defaultSort: '-created_at',
        tieBreaker: 'h.id',
        where: [{ sql: 'h.offer_id = ?', params: [params.id] }],
        map: (r: {
          id: number;
          created_at: string;
          event: string;
          description: string;
          uid: number;
          ufull: string;
          bid: number | null;
          bfull: string | null;
        }) => ({
          id: r.id,
          created_at: r.created_at,
          event: r.event,
          description: r.description,
          user: { id: r.uid, fullname: r.ufull },
          on_behalf_of: r.bid === null ? null : { id: r.bid, fullname: r.bfull ?? '' },
        }),
      },
      query,
    );
  },

  offerSendPdf: async ({ ctx, user, params, body }) => {
    const offer = loadOffer(ctx.db, user, params.id, ctx);
    // Sending a document to the client is the owner's act (docs/offers.md, who may do what).
    ensureOwner(user, offer);
    ensureNoProductGroupJob(offer.id);
    return sendOfferPdf(ctx, user, params.id, body);
  },
};
