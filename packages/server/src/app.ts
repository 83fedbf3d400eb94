import { formatMessage, messages } from '@salesdesk/sdk';
import { Hono } from 'hono';
import { mountOutboxAttachment } from './documents/outboxRoute';
import { compressJson } from './http/compressJson';
import { type Handlers, mountContract } from './http/contractRouter';
import { HttpError } from './http/httpError';
import { securityHeaders } from './http/securityHeaders';
import { mountStaticApp } from './http/staticApp';
import { apiDescriptionHandlers } from './openapi/openApiRoute';
import { accountHandlers } from './routes/account';
import { apiTokenHandlers } from './routes/apiTokens';
import { inventoryHandlers } from './routes/inventory';
import { offerItemHandlers } from './routes/offerItems';
import { offerHandlers } from './routes/offers';
import { orderHandlers } from './routes/orders';
import { productMatchHandlers } from './routes/productMatch';
import { productHandlers } from './routes/products';
import { referenceHandlers } from './routes/reference';
import { supplierHandlers } from './routes/suppliers';
import type { ServerContext } from './serverContext';

/** Every handler of the contract table, by endpoint name. */
export const handlers: Handlers = {
  ...accountHandlers,
  ...productHandlers,
  ...productMatchHandlers,
  ...inventoryHandlers,
  ...supplierHandlers,
  ...offerHandlers,
  ...offerItemHandlers,
  ...orderHandlers,
  ...referenceHandlers,
  ...apiDescriptionHandlers,
  ...apiTokenHandlers,
};

/** Builds the hono application: the API of the contract, then the built app. */
export function createApp(ctx: ServerContext): Hono {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(
        { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
        error.status as 400,
        error.headers,
      );
    }
    ctx.log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ code: 'internal_error', message: messages.errors.internal }, 500);
  });

  app.use('*', securityHeaders(ctx.config));
  if (ctx.config.compressJson) app.use('/api/*', compressJson());
  mountOutboxAttachment(app, ctx);
  mountContract(app, ctx, handlers);

  app.all('/api/*', (c) =>
    c.json({ code: 'not_found', message: formatMessage(messages.errors.routeNotFound, { path: c.req.path }) }, 404),
  );
  mountStaticApp(app, ctx.config);
  return app;
}
