import { listChanges } from '../events/changesFeed';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  retryPendingNow,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from '../events/webhookStore';
import type { Handlers } from '../http/contractRouter';

/**
 * Webhook administration (administrators, by the contract's `access`) and the changes feed
 * (anyone, each seeing what they may). docs/webhooks.md.
 */
export const webhookHandlers: Handlers = {
  webhookList: ({ ctx }) => ({ items: listEndpoints(ctx) }),
  webhookCreate: ({ ctx, user, body }) => createEndpoint(ctx, user.id, body),
  webhookGet: ({ ctx, params }) => getEndpoint(ctx, Number(params.id)),
  webhookUpdate: ({ ctx, params, body }) => updateEndpoint(ctx, Number(params.id), body),
  webhookDelete: ({ ctx, params }) => {
    deleteEndpoint(ctx, Number(params.id));
    return { ok: true as const };
  },
  webhookRotateSecret: ({ ctx, params }) => rotateSecret(ctx, Number(params.id)),
  webhookTest: ({ ctx, params }) => sendTestEvent(ctx, Number(params.id)),
  webhookDeliveries: ({ ctx, params, query }) => listDeliveries(ctx, Number(params.id), query),
  webhookRedeliver: ({ ctx, params }) => redeliver(ctx, Number(params.id), Number(params.delivery_id)),
  webhookRetry: ({ ctx, params }) => retryPendingNow(ctx, Number(params.id)),
  changeList: ({ ctx, user, query }) => listChanges(ctx, user, query.after, query.limit),
};
