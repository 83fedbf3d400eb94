import type { StartServerOptions } from '../startServer';
import { type OfferTestKit, offerTestKit } from './offerTestKit';
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver';

/** A test server with the offer test data and its webhook dispatcher running, and a receiver. */
export interface WebhookTestKit {
  readonly kit: OfferTestKit;
  readonly receiver: WebhookReceiver;
  /** Stops the dispatcher, the server and the receiver. */
  close(): Promise<void>;
}

/** Starts a {@link WebhookTestKit} with the dispatcher's settings (a retry schedule in seconds, …). */
export async function startWebhookTestKit(webhooks: StartServerOptions['webhooks']): Promise<WebhookTestKit> {
  const kit = await offerTestKit({ webhooks });
  const receiver = await startWebhookReceiver();
  kit.server.ctx.webhooks.start();
  return {
    kit,
    receiver,
    async close() {
      await kit.server.ctx.webhooks.stop();
      kit.server.close();
      await receiver.close();
    },
  };
}
