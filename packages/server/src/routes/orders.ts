import { type ApprovalLevel, formatMessage, offerMessages, type StockShortage } from '@salesdesk/sdk';
import { changeDocument, inTransaction } from '../documents/documentChange';
import { ensureNoProductGroupJob } from '../documents/documentHolds';
import {
  archiveDocument,
  createDocument,
  deleteDraft,
  documentHistory,
  linesFromItems,
  listDocuments,
  type NewDocument,
  pagedLines,
  updateDelivery,
} from '../documents/documentLayer';
import {
  approversOf,
  fullName,
  notifyInChange,
  pushNotifications,
  storeNotifications,
} from '../documents/documentNotifications';
import { documentPushState, notifyDocumentChanged } from '../documents/documentPush';
import { applyTransition, planTransition, transitionWithin } from '../documents/documentStatus';
import { addHistory, clientName, insertLines, linesOf } from '../documents/documentStore';
import { addProductLine, removeLine, updateLine, writeLines } from '../documents/lineOperations';
import { approvalFor, ensureOwner, ownsDocument } from '../documents/offerAccess';
import { loadOffer } from '../documents/offerStore';
import {
  type CarriedApproval,
  coverAtConfirmation,
  dropOutgrownCovers,
  reevaluateCover,
  storeCover,
} from '../documents/orderCover';
import {
  approvalCovers,
  ensureOrderEditable,
  loadOrder,
  type OrderRow,
  orderApprovalLevel,
  orderDetail,
} from '../documents/orderStore';
import { toConfirmCondition } from '../documents/ordersToConfirm';
import { admitSale, recordRelease } from '../documents/salesBlock';
import { sendDocumentPdf } from '../documents/sendPdf';
import { reserveOrderStock } from '../documents/stockReservation';
import type { AuthUser } from '../http/authenticate';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { likePattern, runList } from '../http/sqlList';
import type { ServerContext } from '../serverContext';
import { copyDocument, createdOnce, documentLineWrites } from './documentRoutes';

/** A new order draft: the shared create with the order's own columns. */
function createOrder(
  ctx: ServerContext,
  user: AuthUser,
  input: {
    client_id: number;
    receiver_id?: number | null | undefined;
    offer_id?: number | null | undefined;
    realization_date?: string | null | undefined;
    comment?: string | null | undefined;
  },
  doc: NewDocument,
): number {
  const own = {
    offer_id: input.offer_id ?? null,
    realization_date: input.realization_date ?? null,
    // Served from the author's warehouse: the one their stock figures are read in.
    warehouse_code: user.defaultWarehouse ?? user.availableWarehouses[0] ?? null,
  };
  return createDocument(ctx, user, 'order', input, own, doc);
}

/**
 * The author may not confirm: the lines need `level` and no approval covers it. Carries what the
 * route needs to tell the approvers after the refused transaction rolled back.
 */
class ConfirmationNeedsApprover extends HttpError {
  constructor(
    readonly order: OrderRow,
    readonly level: ApprovalLevel,
  ) {
    super(
      403,
      'forbidden',
      formatMessage(offerMessages.errors.orderApprovalNeeded, { level: offerMessages.approvalLevels[level] }),
    );
  }
}

/**
 * Tells everyone who may confirm the order at `level` that it waits for them
 * (`order_to_confirm`), once per order while the notification is unread, and answers the 403
 * with who was told (or that nobody can confirm it now).
 */
function askApprovers(ctx: ServerContext, user: AuthUser, refused: ConfirmationNeedsApprover): HttpError {
  const { order, level } = refused;
  // Only an order that could be confirmed now waits for anyone (not an archived, confirmed or empty one).
  if (order.status !== 'draft' || order.archived || !order.line_count) return refused;
  const approvers = approversOf(ctx, order, level);
  const alreadyTold = ctx.db
    .prepare(
      `SELECT DISTINCT n.user_id FROM notifications n, json_each(n.metadata) m
        WHERE n.type = 'order_to_confirm' AND n.read_at IS NULL
          AND json_extract(m.value, '$.key') = 'order_id' AND json_extract(m.value, '$.value') = ?`,
    )
    .pluck()
    .all(String(order.id)) as number[];
  const stored = inTransaction(ctx.db, () =>
    storeNotifications(
      ctx,
      approvers.filter((id) => !alreadyTold.includes(id)),
      'order_to_confirm',
      { number: order.number, order_id: String(order.id), level, author: fullName(ctx, order.creator_id) },
      user.id,
    ),
  );
  pushNotifications(ctx, stored);
  const names = approvers.map((id) => fullName(ctx, id)).join(', ');
  const tail = names
    ? formatMessage(offerMessages.errors.orderApprovalNotified, { names })
    : offerMessages.errors.orderApprovalNobody;
  return new HttpError(403, 'forbidden', `${refused.message} ${tail}`);
}

const lineWrites = documentLineWrites('order');

/** Order calls (SPEC §7, "Orders"). */
export const orderHandlers: Handlers = {
  orderList: ({ ctx, user, query }) =>
    listDocuments(ctx, 'order', query, {
      visibleTo: user,
      // "Do potwierdzenia": the orders waiting for this user's confirmation.
      ...(query.to_confirm === 'true' ? { where: [toConfirmCondition(ctx, user)] } : {}),
    }),
  clientOrderList: ({ ctx, user, params, query }) =>
    listDocuments(ctx, 'order', query, {
      visibleTo: user,
      where: [{ sql: 'o.client_id = ?', params: [params.clientId] }],
    }),

  orderCreate: ({ ctx, user, body, idempotency }) => {
    const offerBefore = body.offer_id ? documentPushState(ctx.db, 'offer', body.offer_id) : undefined;
    const { id, answer } = createdOnce(ctx, user, 'order', idempotency, () => {
      // The offer is looked up (404, 403, 409) before anything is written.
      const offer = body.offer_id ? loadOffer(ctx.db, user, body.offer_id, ctx) : null;
      if (offer) {
        ensureOwner(user, offer);
        ensureNoProductGroupJob(offer.id);
        if (offer.status !== 'pending_approval_client' && offer.status !== 'accepted') {
          throw HttpError.conflict(offerMessages.errors.offerNotAccepted);
        }
        // The offer's acceptance and approval are its client's: an order for another is refused.
        if (body.client_id !== offer.client_id) {
          throw HttpError.validation({
            client_id: [
              formatMessage(offerMessages.errors.orderOfferClient, {
                number: offer.number,
                client: offer.customer_fullname,
              }),
            ],
          });
        }
      }
      const orderId = createOrder(ctx, user, body, {
        lines: () => linesFromItems(ctx, body.items ?? []),
        ...(offer
          ? { history: formatMessage(offerMessages.history.orderCreatedFromOffer, { number: offer.number }) }
          : {}),
        beforeLines: (newId) => {
          if (!offer) return;
          // The order keeps the offer's agreed prices (its approval is decided once its lines are in).
          const lines = linesOf(ctx.db, 'offer', offer.id).map(({ id: _id, ordinal_no: _o, ...rest }) => rest);
          insertLines(ctx.db, 'order', newId, lines, 'offer_id');
          // An order made from an offer sent to the client is the client's acceptance.
          if (offer.status === 'pending_approval_client') transitionWithin(ctx, user, 'offer', offer, 'accept');
        },
      });
      // It carries the offer's approval while it stays within what the offer's other orders left.
      if (offer) reevaluateCover(ctx, user, orderId, 'created');
      return orderId;
    });
    // A repeated Idempotency-Key created nothing now: nothing to push.
    if (id === null) return answer;
    // An order made from an offer sent to the client accepts that offer.
    if (offerBefore && documentPushState(ctx.db, 'offer', offerBefore.id)?.version !== offerBefore.version)
      notifyDocumentChanged(ctx, 'offer', user.id, offerBefore, 'status');
    return answer;
  },

  orderById: ({ ctx, user, params }) => {
    loadOrder(ctx, user, params.id);
    return orderDetail(ctx, params.id);
  },

  orderCopy: ({ ctx, user, params, idempotency }) =>
    createdOnce(ctx, user, 'order', idempotency, () =>
      copyDocument(ctx, user, 'order', params.id, (source, doc) =>
        createOrder(ctx, user, { ...source, offer_id: null }, doc),
      ),
    ).answer,

  orderArchive: ({ ctx, user, params, body }) => archiveDocument(ctx, user, 'order', params.id, body?.version),

  orderDelete: ({ ctx, user, params, body }) => {
    deleteDraft(ctx, user, 'order', params.id, body?.version);
    return { ok: true as const };
  },

  orderConfirm: ({ ctx, user, params, body }) => {
    if (body.orderId !== params.id) throw HttpError.validation({ orderId: [offerMessages.errors.orderIdMismatch] });
    let approval: { level: ApprovalLevel; onBehalfOf: number | null } | undefined;
    let carried: CarriedApproval | null = null;
    let shortages: StockShortage[] = [];
    try {
      return changeDocument(ctx, user, 'order', params.id, body.version, {
        // Who may confirm is the approval rule below, and a confirmed order is read-only by the
        // machine: the wrapper's owner and editable checks would answer before them.
        anyViewer: true,
        evenIfReadOnly: true,
        event: 'status',
        // A blocked client's order is confirmed only by someone who releases the block (the layer's 409).
        sells: true,
        check: (order, sale) => {
          // A stale request is refused before the approval rule, which would ask the approvers.
          if (order.version !== body.version) throw HttpError.staleVersion(offerMessages.errors.staleOrderVersion);
          // The offers' approval rule holds for orders (docs/offers.md, "Orders and approval"):
          // lines that need a level no approval covers are confirmed by an approver of that level,
          // never by their author alone. The offer's approval is decided again now: another order
          // of the offer may have been confirmed since.
          const needed = orderApprovalLevel(ctx, order);
          carried = coverAtConfirmation(ctx, order.id);
          const covered = approvalCovers(carried?.approval_level ?? null, needed);
          const authority = covered ? null : approvalFor(ctx.db, user, order, needed, ctx.now());
          // Releasing a blocked client's block is confirming the seller's order: it need not be the releaser's own.
          if (covered) {
            if (!sale?.release) ensureOwner(user, order, 'order');
          } else if (!authority?.allowed) {
            if (!ownsDocument(user, order)) throw HttpError.forbidden(offerMessages.errors.notYourOrder);
            throw new ConfirmationNeedsApprover(order, needed);
          }
          ensureOrderEditable(order);
          if (!order.line_count) throw HttpError.conflict(offerMessages.errors.emptyOffer);
          planTransition('order', order, 'confirm');
          approval = authority?.allowed ? { level: authority.level, onBehalfOf: authority.onBehalfOf } : undefined;
        },
        change: (order, tx) => {
          storeCover(ctx, order.id, carried);
          applyTransition(ctx, user, 'order', order, 'confirm', planTransition('order', order, 'confirm'), approval);
          // What this order took is no longer left for the offer's other orders.
          dropOutgrownCovers(ctx, user, order, tx);
          // The confirmed quantities are reserved in the same transaction (docs/offers.md, "Stock reservation").
          shortages = reserveOrderStock(ctx, user, order);
          notifyInChange(
            ctx,
            tx,
            [order.creator_id],
            'order_confirmed',
            { number: order.number, order_id: String(order.id), actor: fullName(ctx, user.id) },
            user.id,
          );
        },
        answer: (id) => ({ ...orderDetail(ctx, id), stock_shortages: shortages }),
      });
    } catch (error) {
      if (error instanceof ConfirmationNeedsApprover) throw askApprovers(ctx, user, error);
      throw error;
    }
  },

  orderAddProduct: ({ ctx, user, params, body, idempotency }) =>
    writeLines(ctx, user, 'order', params.id, body.version, (op) => addProductLine(op, body), { idempotency }),
  orderAddLines: lineWrites.addLines,

  orderUpdateItem: ({ ctx, user, params, body, idempotency }) =>
    writeLines(ctx, user, 'order', params.id, body.version, (op) => updateLine(op, body.item_id, body), {
      idempotency,
    }),

  orderRemoveItem: ({ ctx, user, params, body, idempotency }) =>
    writeLines(ctx, user, 'order', params.id, body.version, (op) => removeLine(op, body.item_id), { idempotency }),

  orderRemoveItems: lineWrites.removeChosen,

  orderMassDiscount: lineWrites.massDiscount,

  orderUpdate: ({ ctx, user, params, body }) =>
    changeDocument(ctx, user, 'order', params.id, body.version, {
      change: (o) => {
        const clientId = body.client_id ?? o.client_id;
        // Moving an order to another client is a new sale to that client: a blocked one refuses it.
        const sale =
          body.client_id !== undefined && body.client_id !== o.client_id
            ? admitSale(ctx, user, 'order', clientId)
            : null;
        recordRelease(ctx, user, 'order', o.id, sale);
        if (body.client_id !== undefined) {
          ctx.db
            .prepare('UPDATE orders SET client_id = ?, customer_fullname = ? WHERE id = ?')
            .run(clientId, clientName(ctx.db, clientId, 'client_id'), o.id);
        }
        if (body.receiver_id !== undefined) {
          ctx.db
            .prepare('UPDATE orders SET receiver_id = ?, receiver_fullname = ? WHERE id = ?')
            .run(body.receiver_id, clientName(ctx.db, body.receiver_id ?? clientId, 'receiver_id'), o.id);
        }
        if (body.comment !== undefined)
          ctx.db.prepare('UPDATE orders SET comment = ? WHERE id = ?').run(body.comment, o.id);
        addHistory(ctx, 'order', o.id, user.id, 'updated', offerMessages.history.orderUpdated);
        // An approval is given for a client: the offer's covers only the offer's.
        if (body.client_id !== undefined) reevaluateCover(ctx, user, o.id, 'client');
      },
    }),

  orderUpdateDeadlines: ({ ctx, user, params, body }) =>
    changeDocument(ctx, user, 'order', params.id, body.version, {
      change: (o) => {
        ctx.db
          .prepare(
            'UPDATE orders SET realization_date = ?, payment_deadline = COALESCE(?, payment_deadline) WHERE id = ?',
          )
          .run(body.realization_date, body.payment_deadline ?? null, o.id);
        addHistory(ctx, 'order', o.id, user.id, 'deadlines', offerMessages.history.deadlinesUpdated);
      },
    }),

  orderUpdateDelivery: ({ ctx, user, params, body }) =>
    updateDelivery(ctx, user, 'order', params.id, body.version, body.delivery),

  orderAddedProducts: ({ ctx, user, params, query }) => pagedLines(ctx, user, 'order', params.orderId, query),

  orderHistory: ({ ctx, user, params, query }) => documentHistory(ctx, user, 'order', params.id, query),

  orderSendPdf: ({ ctx, user, params, body, idempotency }) =>
    sendDocumentPdf(ctx, user, 'order', params.id, body, idempotency),

  outboxList: ({ ctx, user, query }) =>
    runList(
      ctx.db,
      {
        from: 'outbox x',
        select: `x.id, x.created_at, x.recipient, x.subject, x.body, x.attachment_name, x.attachment_type,
          length(x.attachment) AS size, x.document_kind, x.document_id, x.document_number, x.customer_fullname,
          x.status, x.attempts, x.last_error, x.sent_at`,
        sortColumns: {
          created_at: 'x.created_at',
          number: 'x.document_number',
          customer_fullname: 'x.customer_fullname',
          recipient: 'x.recipient',
        },
        defaultSort: '-created_at',
        tieBreaker: 'x.id',
        search: (term) => {
          const like = likePattern(term);
          return {
            sql: "x.document_number LIKE ? ESCAPE '\\' OR x.customer_fullname LIKE ? ESCAPE '\\' OR x.recipient LIKE ? ESCAPE '\\' OR x.subject LIKE ? ESCAPE '\\'",
            params: [like, like, like, like],
          };
        },
        // Only what the caller sent: system e-mails (password resets) carry secrets.
        where: [{ sql: 'x.sender_id = ?', params: [user.id] }],
        map: (r: {
          id: number;
          created_at: string;
          recipient: string;
          subject: string;
          body: string;
          attachment_name: string | null;
          attachment_type: string | null;
          size: number | null;
          document_kind: 'offer' | 'order' | null;
          document_id: number | null;
          document_number: string | null;
          customer_fullname: string | null;
          status: 'stored' | 'queued' | 'sending' | 'sent' | 'failed';
          attempts: number;
          last_error: string | null;
          sent_at: string | null;
        }) => ({
          id: r.id,
          created_at: r.created_at,
          recipient: r.recipient,
          subject: r.subject,
          body: r.body,
          attachment_name: r.attachment_name,
          attachment_type: r.attachment_type,
          attachment_size: r.size ?? 0,
          attachment_url: r.attachment_name ? `/api/outbox/${r.id}/attachment` : null,
          document_kind: r.document_kind,
          document_id: r.document_id,
          number: r.document_number,
          customer_fullname: r.customer_fullname,
          // An attempt under way is still waiting, as far as the sender can tell.
          delivery_status: r.status === 'sending' ? 'queued' : r.status,
          delivery_attempts: r.attempts,
          // A queued e-mail's last answer says why it is being retried; a sent one's is history.
          delivery_error: r.status === 'sent' ? null : r.last_error,
          sent_at: r.sent_at,
        }),
      },
      query,
      query.kind ? [{ sql: 'x.document_kind = ?', params: [query.kind] }] : [],
    ),
};
