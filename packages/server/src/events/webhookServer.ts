import { ADMIN_ROLE } from '@salesdesk/sdk';
import { pushNotifications, storeNotifications } from '../documents/documentNotifications';
import type { ServerContext } from '../serverContext';
import { createWebhookDispatcher, type DisabledEndpoint, type WebhookDispatcher } from './webhookDispatcher';

/**
 * Tells every active administrator that an endpoint was switched off after a day of failed
 * deliveries (`webhook_disabled`, stored and pushed). A failure to tell is logged only.
 */
export function notifyWebhookDisabled(ctx: ServerContext, endpoint: DisabledEndpoint): void {
  try {
    const admins = ctx.db
      .prepare('SELECT id FROM users WHERE role = ? AND is_active = 1 ORDER BY id')
      .pluck()
      .all(ADMIN_ROLE) as number[];
    const stored = storeNotifications(ctx, admins, 'webhook_disabled', {
      webhook_id: String(endpoint.id),
      url: endpoint.url,
      description: endpoint.description,
    });
    pushNotifications(ctx, stored);
    ctx.log.error(`webhook endpoint ${endpoint.id} (${endpoint.url}) disabled after a day of failed deliveries`);
  } catch (error) {
    ctx.log.error(`webhook endpoint ${endpoint.id}: notifying the administrators failed`, error);
  }
}

/** The dispatcher of a server context (started by `startServer`; tests start it themselves). */
export function createServerWebhooks(ctx: Omit<ServerContext, 'webhooks'>): WebhookDispatcher {
  return createWebhookDispatcher({
    db: ctx.db,
    config: ctx.config.webhooks,
    now: ctx.now,
    log: ctx.log,
    onDisabled: (endpoint) => notifyWebhookDisabled(ctx as ServerContext, endpoint),
  });
}

export { webhookQueueDepth } from './webhookQueue';
