import { formatMessage, offerMessages } from '@salesdesk/sdk';
import { ensureSalesAllowed, salesBlockOnConfirm } from '../clients/blockedSales';
import type { AuthUser } from '../http/authenticate';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { likePattern, runList } from '../http/sqlList';
import {
  addProductLine,
  changeDocument,
  createDocument,
  deleteDraft,
  discountLines,
  linesAtCurrentPrices,
  linesFromItems,
  listDocuments,
  type NewLine,
  removeChosenLines,
  removeLine,
  updateLine,
  writeLines,
} from '../offers/documentLayer';
import { notifyOfferChanged, notifyOrderChanged, offerPushState, orderPushState } from '../offers/documentPush';
import { transitionOffer, transitionOrder } from '../offers/documentStatus';
import { approvalThreshold, clientName, insertLines, lineOut, linesOf } from '../offers/documentStore';
import { approvalFor, ensureOwner, ownsDocument } from '../offers/offerAccess';
import { loadOffer } from '../offers/offerStore';
import { approvalCovers, ensureOrderEditable, loadOrder, orderApprovalLevel, orderDetail } from '../offers/orderStore';
import { ensureNoProductGroupJob } from '../offers/productGroupJob';
import { sendOrderPdf } from '../offers/sendPdf';
import type { ServerContext } from '../serverContext';

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
  lines: () => readonly NewLine[],
  beforeLines?: (orderId: number) => void,
): number {
  return createDocument(
    ctx,
    user,
    'order',
    input,
    { offer_id: input.offer_id ?? null, realization_date: input.realization_date ?? null },
    lines,
    beforeLines,
  );
}

/** Order calls (SPEC §7, "Orders"). */
export const orderHandlers: Handlers = {
  orderList: ({ ctx, user, query }) => listDocuments(ctx, 'order', query, { visibleTo: user }),
  clientOrderList: ({ ctx, user, params, query }) =>
    listDocuments(ctx, 'order', query, {
      visibleTo: user,
      where: [{ sql: 'o.client_id = ?', params: [params.clientId] }],
    }),

  orderCreate: ({ ctx, user, body }) => {
    const offerBefore = body.offer_id ? offerPushState(ctx.db, body.offer_id) : undefined;
    const id = ctx.db.transaction(() => {
      // The offer is looked up (404, 403, 409) before anything is written.
      const offer = body.offer_id ? loadOffer(ctx.db, user, body.offer_id, ctx) : null;
      if (offer) {
        ensureOwner(user, offer);
        ensureNoProductGroupJob(offer.id);
        if (offer.status !== 'pending_approval_client' && offer.status !== 'accepted') {
          throw HttpError.conflict(offerMessages.errors.offerNotAccepted);
        }
      }
      return createOrder(
        ctx,
        user,
        body,
        () => linesFromItems(ctx, body.items ?? []),
        (newId) => {
          if (!offer) return;
          // The order keeps the offer's agreed prices, and the approval given for them while its
          // lines stay those of the offer.
          const lines = linesOf(ctx.db, 'offer', offer.id).map(({ id: _id, ordinal_no: _o, ...rest }) => rest);
          insertLines(ctx.db, 'order', newId, lines);
          if (!body.items?.length && offer.approval_level) {
            ctx.db
              .prepare(
                'UPDATE orders SET approval_level = ?, approved_by = ?, approved_on_behalf_of = ?, approved_at = ? WHERE id = ?',
              )
              .run(offer.approval_level, offer.approved_by, offer.approved_on_behalf_of, offer.approved_at, newId);
          }
          // An order made from an offer sent to the client is the client's acceptance.
          if (offer.status === 'pending_approval_client') transitionOffer(ctx, user, offer, 'accept');
        },
      );
    })();
    notifyOrderChanged(ctx, user.id, undefined, 'created', id);
    // An order made from an offer sent to the client accepts that offer.
    if (offerBefore && offerPushState(ctx.db, offerBefore.id)?.version !== offerBefore.version)
      notifyOfferChanged(ctx, user.id, offerBefore, 'status');
    return orderDetail(ctx, id);
  },

  orderById: ({ ctx, user, params }) => {
    loadOrder(ctx, user, params.id);
    return orderDetail(ctx, params.id);
  },

  orderCopy: ({ ctx, user, params }) => {
    const id = ctx.db.transaction(() => {
      const source = loadOrder(ctx, user, params.id);
      // Today's recommended prices: a copy is a new order, not the source's agreed prices.
      return createOrder(
        ctx,
        user,
        { ...source, offer_id: null },
        () => linesAtCurrentPrices(ctx, 'order', source.id, { field: 'id' }),
        (id) => ctx.db.prepare('UPDATE orders SET delivery = ? WHERE id = ?').run(source.delivery, id),
      );
    })();
    notifyOrderChanged(ctx, user.id, undefined, 'created', id);
    return orderDetail(ctx, id);
  },

  orderArchive: ({ ctx, user, params, body }) =>
    changeDocument(
      ctx,
      user,
      'order',
      params.id,
      body?.version,
      (o) => {
        ctx.db.prepare('UPDATE orders SET archived = 1 WHERE id = ?').run(o.id);
      },
      { evenIfReadOnly: true, event: 'archived' },
    ),

  orderDelete: ({ ctx, user, params, body }) => {
    deleteDraft(ctx, user, 'order', params.id, body?.version);
    return { ok: true as const };
  },

  orderConfirm: ({ ctx, user, params, body }) => {
    if (body.orderId !== params.id) throw HttpError.validation({ orderId: [offerMessages.errors.orderIdMismatch] });
    const before = orderPushState(ctx.db, params.id);
    ctx.db.transaction(() => {
      const order = loadOrder(ctx, user, params.id);
      // The offers' approval rule holds for orders (docs/offers.md, "Orders and approval"): lines
      // that need a level no approval covers are confirmed by an approver of that level, never
      // by their author alone.
      const needed = orderApprovalLevel(ctx, order);
      const covered = approvalCovers(order.approval_level, needed);
      const authority = covered ? null : approvalFor(ctx.db, user, order, needed, ctx.now());
      // A blocked client's order is confirmed only by a role that may release the block (409 for
      // others); that confirmation is the release, so it need not be the owner's.
      const block = salesBlockOnConfirm(ctx, user, order);
      if (covered) {
        if (!block?.release) ensureOwner(user, order, 'order');
      } else if (!authority?.allowed) {
        if (!ownsDocument(user, order)) throw HttpError.forbidden(offerMessages.errors.notYourOrder);
        throw HttpError.forbidden(
          formatMessage(offerMessages.errors.orderApprovalNeeded, { level: offerMessages.approvalLevels[needed] }),
        );
      }
      ensureOrderEditable(order);
      if (!order.line_count) throw HttpError.conflict(offerMessages.errors.emptyOffer);
      ensureSalesAllowed(ctx, user, order, block);
      transitionOrder(ctx, user, order, 'confirm', {
        version: body.version,
        approval: authority?.allowed ? { level: needed, onBehalfOf: authority.onBehalfOf } : undefined,
      });
    })();
    notifyOrderChanged(ctx, user.id, before, 'status');
    return orderDetail(ctx, params.id);
  },

  orderAddProduct: ({ ctx, user, params, body }) =>
    writeLines(ctx, user, 'order', params.id, body.version, (o) => addProductLine(ctx, user, 'order', o.id, body)),

  orderUpdateItem: ({ ctx, user, params, body }) =>
    writeLines(ctx, user, 'order', params.id, body.version, (o) =>
      updateLine(ctx, user, 'order', o.id, body.item_id, body),
    ),

  orderRemoveItem: ({ ctx, user, params, body }) =>
    writeLines(ctx, user, 'order', params.id, body.version, (o) => removeLine(ctx, user, 'order', o.id, body.item_id)),

  orderRemoveItems: ({ ctx, user, params, body }) =>
    writeLines(ctx, user, 'order', params.id, body.version, (o) =>
      removeChosenLines(ctx, user, 'order', o.id, body.item_ids),
    ),

  orderMassDiscount: ({ ctx, user, params, body }) =>
    writeLines(ctx, user, 'order', params.id, body.version, (o) =>
      discountLines(ctx, user, 'order', o.id, body.percent, body.item_ids),
    ),

  orderUpdate: ({ ctx, user, params, body }) =>
    changeDocument(ctx, user, 'order', params.id, body.version, (o) => {
      const clientId = body.client_id ?? o.client_id;
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
    }),

  orderUpdateDeadlines: ({ ctx, user, params, body }) =>
    changeDocument(ctx, user, 'order', params.id, body.version, (o) => {
      ctx.db
        .prepare(
          'UPDATE orders SET realization_date = ?, payment_deadline = COALESCE(?, payment_deadline) WHERE id = ?',
        )
        .run(body.realization_date, body.payment_deadline ?? null, o.id);
    }),

  orderUpdateDelivery: ({ ctx, user, params, body }) =>
    changeDocument(ctx, user, 'order', params.id, body.version, (o) => {
      ctx.db.prepare('UPDATE orders SET delivery = ? WHERE id = ?').run(JSON.stringify(body.delivery), o.id);
    }),

  orderAddedProducts: ({ ctx, user, params, query }) => {
    loadOrder(ctx, user, params.orderId);
    const threshold = approvalThreshold(ctx).margin_threshold;
    const total = ctx.db
      .prepare('SELECT COUNT(*) FROM order_items WHERE order_id = ?')
      .pluck()
      .get(params.orderId) as number;
    const rows = linesOf(ctx.db, 'order', params.orderId).slice(
      (query.page - 1) * query.limit,
      query.page * query.limit,
    );
    return { items: rows.map((l) => lineOut(l, threshold)), total, page: query.page, limit: query.limit };
  },

  orderSendPdf: async ({ ctx, user, params, body }) => {
    // Sending a document to the client is the owner's act (docs/offers.md, who may do what).
    ensureOwner(user, loadOrder(ctx, user, params.id), 'order');
    return sendOrderPdf(ctx, user, params.id, body);
  },

  outboxList: ({ ctx, user, query }) =>
    runList(
      ctx.db,
      {
        from: 'outbox x',
        select: `x.id, x.created_at, x.recipient, x.subject, x.body, x.attachment_name, x.attachment_type,
          length(x.attachment) AS size, x.document_kind, x.document_id, x.document_number, x.customer_fullname`,
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
        }),
      },
      query,
      query.kind ? [{ sql: 'x.document_kind = ?', params: [query.kind] }] : [],
    ),
};
