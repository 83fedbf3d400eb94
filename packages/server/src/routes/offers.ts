import {
  type ApprovalLevel,
  CIRCULATION_OFFER_STATUSES,
  formatMessage,
  OFFER_TRANSITIONS,
  type OfferStatus,
  offerMessages,
  warsawDay,
} from '@salesdesk/sdk';
import { checkedUpload, offerAttachmentFile, storeOfferAttachment } from '../attachments/offerAttachments';
import { changeDocument } from '../documents/documentChange';
import {
  archiveDocument,
  createDocument,
  type DocumentListQuery,
  deleteDraft,
  documentHistory,
  type ListScope,
  linesAtCurrentPrices,
  linesFromItems,
  listDocuments,
  type NewDocument,
  updateDelivery,
} from '../documents/documentLayer';
import { notifyOfferAction } from '../documents/documentNotifications';
import { applyTransition, planTransition } from '../documents/documentStatus';
import { addHistory, approvalThreshold, clientName, nowIso } from '../documents/documentStore';
import type { IdempotencyRequest } from '../documents/idempotency';
import { approvalFor, ensureOwner } from '../documents/offerAccess';
import { expireOverdue, loadOffer, offerDetail, voidApproval } from '../documents/offerStore';
import { toApproveCondition } from '../documents/offersToApprove';
import { sendDocumentPdf } from '../documents/sendPdf';
import type { AuthUser } from '../http/authenticate';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { copyDocument, createdOnce } from './documentRoutes';
import { copiedValidUntil, ensureValidUntilNotPast } from './offerValidity';

/** An offer list: overdue offers expire first, so nobody sees a stale status. */
function listOffers(ctx: ServerContext, query: DocumentListQuery, scope: ListScope) {
  expireOverdue(ctx);
  return listDocuments(ctx, 'offer', query, scope);
}

const inList = (values: readonly string[]) => values.map(() => '?').join(', ');

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
  doc: NewDocument,
): number {
  const own = {
    status: 'draft' as const,
    valid_until: input.valid_until ?? null,
    template: input.template ?? null,
    copied_from_id: input.copied_from_id ?? null,
  };
  return createDocument(ctx, user, 'offer', input, own, doc);
}

/** A new offer made once per `Idempotency-Key` and pushed once committed (documentRoutes.ts). */
function created(
  ctx: ServerContext,
  user: AuthUser,
  idempotency: IdempotencyRequest | undefined,
  create: () => number,
) {
  return createdOnce(ctx, user, 'offer', idempotency, create).answer;
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

  // The date is checked after the key: a retry answers what the first call answered.
  offerCreate: ({ ctx, user, body, idempotency }) =>
    created(ctx, user, idempotency, () => {
      ensureValidUntilNotPast(ctx, body.valid_until);
      return createOffer(ctx, user, body, { lines: () => linesFromItems(ctx, body.items ?? []) });
    }),

  offerCreateFromOrders: ({ ctx, user, body, idempotency }) =>
    created(ctx, user, idempotency, () => {
      ensureValidUntilNotPast(ctx, body.valid_until);
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
      return createOffer(
        ctx,
        user,
        { client_id: first.client_id, receiver_id: first.receiver_id, valid_until: body.valid_until },
        {
          lines: () => orders.flatMap((o) => linesAtCurrentPrices(ctx, 'order', o.id, { field: 'order_ids' })),
          linesField: 'order_ids',
          history: formatMessage(offerMessages.history.createdFromOrders, {
            numbers: orders.map((o) => o.number).join(', '),
          }),
        },
      );
    }),

  // The copy is the caller's new draft; the source did not change.
  offerCopy: ({ ctx, user, params, idempotency }) =>
    created(ctx, user, idempotency, () =>
      // A copy is a new draft that never carries the approval of its source.
      copyDocument(ctx, user, 'offer', params.id, (source, doc) =>
        createOffer(
          ctx,
          user,
          { ...source, valid_until: copiedValidUntil(ctx, source.valid_until), copied_from_id: source.id },
          doc,
        ),
      ),
    ),

  offerArchive: ({ ctx, user, params, body }) => archiveDocument(ctx, user, 'offer', params.id, body?.version),

  offerDelete: ({ ctx, user, params, body }) => {
    deleteDraft(ctx, user, 'offer', params.id, body?.version);
    return { ok: true as const };
  },

  offerUpdate: ({ ctx, user, params, body }) =>
    changeDocument(ctx, user, 'offer', params.id, body.version, {
      change: (offer) => {
        ensureValidUntilNotPast(ctx, body.valid_until, offer.valid_until);
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
        addHistory(ctx, 'offer', offer.id, user.id, 'updated', offerMessages.history.updated);
        if (termsChanged) voidApproval(ctx, user, offer, offerMessages.history.approvalVoidedTerms);
      },
    }),

  offerUpdateDelivery: ({ ctx, user, params, body }) =>
    updateDelivery(ctx, user, 'offer', params.id, body.version, body.delivery),

  offerAction: ({ ctx, user, params, body }) => {
    let to: OfferStatus = 'draft';
    let grant: { onBehalfOf: number | null; level: ApprovalLevel } | null = null;
    return changeDocument(ctx, user, 'offer', params.id, body.version, {
      // Who may act is the action's rule (owner or approver of the level), checked below.
      anyViewer: true,
      evenIfReadOnly: true,
      heldByJob: true,
      event: 'status',
      check: (offer) => {
        if (offer.archived) throw HttpError.conflict(offerMessages.errors.archivedOffer);
        to = planTransition('offer', offer, body.action);
        const transition = OFFER_TRANSITIONS[body.action];
        if (transition.by === 'owner') ensureOwner(user, offer);
        else {
          const authority = approvalFor(ctx.db, user, offer, offer.required_approval_level, ctx.now());
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
      },
      change: (offer, tx) => {
        applyTransition(ctx, user, 'offer', offer, body.action, to, {
          comment: body.comment,
          onBehalfOf: grant?.onBehalfOf ?? null,
          level: grant?.level,
        });
        notifyOfferAction(ctx, tx, user, offer, body.action, to, body.comment);
      },
    });
  },

  offerAddComment: ({ ctx, user, params, body, idempotency }) =>
    changeDocument(ctx, user, 'offer', params.id, body.version, {
      idempotency,
      anyViewer: true,
      evenIfReadOnly: true,
      event: 'comment',
      change: (offer) => {
        ctx.db
          .prepare('INSERT INTO offer_comments (offer_id, user_id, created_at, text) VALUES (?, ?, ?, ?)')
          .run(offer.id, user.id, nowIso(ctx), body.text);
        addHistory(ctx, 'offer', offer.id, user.id, 'comment', offerMessages.history.comment);
      },
    }),

  // Content, name and quota are checked in attachments/ (docs/offers.md, "Attachments").
  offerAddAttachment: async ({ ctx, user, params, body, idempotency }) => {
    const file = await checkedUpload(body);
    return changeDocument(ctx, user, 'offer', params.id, body.version, {
      idempotency,
      change: (offer) => {
        storeOfferAttachment(ctx, offer.id, user.id, file);
        addHistory(
          ctx,
          'offer',
          offer.id,
          user.id,
          'attachment',
          formatMessage(offerMessages.history.attachmentAdded, { name: file.name }),
        );
      },
    });
  },

  // The offer's readers only (loadOffer: 404/403), as a file.
  offerAttachmentDownload: ({ ctx, user, params }) => {
    loadOffer(ctx.db, user, params.id, ctx);
    return offerAttachmentFile(ctx, params.id, params.attachmentId);
  },

  offerRemoveAttachment: ({ ctx, user, params, body }) =>
    changeDocument(ctx, user, 'offer', params.id, body.version, {
      change: (offer) => {
        const name = ctx.db
          .prepare('SELECT name FROM offer_attachments WHERE id = ? AND offer_id = ?')
          .pluck()
          .get(params.attachmentId, offer.id) as string | undefined;
        if (name === undefined) throw HttpError.notFound(offerMessages.errors.attachmentNotFound);
        ctx.db.prepare('DELETE FROM offer_attachments WHERE id = ?').run(params.attachmentId);
        addHistory(
          ctx,
          'offer',
          offer.id,
          user.id,
          'attachment',
          formatMessage(offerMessages.history.attachmentRemoved, { name }),
        );
      },
    }),

  offerHistory: ({ ctx, user, params, query }) => documentHistory(ctx, user, 'offer', params.id, query),

  offerSendPdf: ({ ctx, user, params, body, idempotency }) =>
    sendDocumentPdf(ctx, user, 'offer', params.id, body, idempotency),
};
