import { formatMessage, messages } from '@salesdesk/sdk';
import { Hono } from 'hono';
import { outboxHandlers } from './documents/outboxRoute';
import { documentPdfHandlers } from './documents/pdfDownload';
import { compressJson, jsonAnswer, jsonCompression } from './http/compressJson';
import { type Handlers, mountContract } from './http/contractRouter';
import { corsFor } from './http/cors';
import { HttpError } from './http/httpError';
import { isApiPath, securityHeaders } from './http/securityHeaders';
import { mountStaticApp } from './http/staticApp';
import { mountMetrics, observabilityHandlers, requestObserver } from './observability/observe';
import { apiDescriptionHandlers } from './openapi/openApiRoute';
import { accountHandlers } from './routes/account';
import { apiTokenHandlers } from './routes/apiTokens';
import { dashboardHandlers } from './routes/dashboard';
import { inventoryHandlers } from './routes/inventory';
import { offerItemHandlers } from './routes/offerItems';
import { offerHandlers } from './routes/offers';
import { orderStockPreviewHandlers } from './routes/orderStockPreview';
import { orderHandlers } from './routes/orders';
import { productChangeHandlers } from './routes/productChanges';
import { productFacetHandlers } from './routes/productFacets';
import { productMatchHandlers } from './routes/productMatch';
import { productHandlers } from './routes/products';
import { referenceHandlers } from './routes/reference';
import { supplierHandlers } from './routes/suppliers';
import { synonymHandlers } from './routes/synonyms';
import { webhookHandlers } from './routes/webhooks';
import type { ServerContext } from './serverContext';

/** Every handler of the contract table, by endpoint name. */
export const handlers: Handlers = {
  ...accountHandlers,
  ...productHandlers,
  ...productChangeHandlers,
  ...productMatchHandlers,
  ...inventoryHandlers,
  ...supplierHandlers,
  ...offerHandlers,
  ...offerItemHandlers,
  ...orderHandlers,
  ...outboxHandlers,
  ...referenceHandlers,
  ...apiDescriptionHandlers,
  ...apiTokenHandlers,
  ...observabilityHandlers,
  ...documentPdfHandlers,
  ...webhookHandlers,
  ...orderStockPreviewHandlers,
  ...synonymHandlers,
  ...dashboardHandlers,
  ...productFacetHandlers,
};

/** Builds the hono application: the API of the contract, then the built app. */
export function createApp(ctx: ServerContext): Hono {
  const app = new Hono();
  // First of all: every request gets its id, its log line and its count, the contract's too.
  app.use('*', requestObserver(ctx));

  const compression = ctx.config.compressJson ? jsonCompression() : null;
  app.onError((error, c) => {
    const known = error instanceof HttpError;
    if (!known) ctx.log.error(`${c.req.method} ${c.req.path} failed`, error);
    const status = known ? error.status : 500;
    const body = known
      ? { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) }
      : { code: 'internal_error', message: messages.errors.internal };
    const headers = known ? error.headers : undefined;
    // The contract's routes run before the header middlewares (below), so their errors are made
    // whole here; any other route's error passes back through the middlewares.
    if (isApiPath(c.req.path)) return jsonAnswer(c, JSON.stringify(body), compression, status, headers);
    return c.json(body, status as 400, headers);
  });

  // The contract's answers carry their own headers and compression (`jsonAnswer`): mounted
  // before the middlewares, a contract call never enters them (two async frames and a
  // `Headers` object per call; docs/decisions/performance.md, "Server write against the HTTP floor").
  // CORS wraps the contract's answers too, so it comes first; only when origins are set, so a
  // server without CORS_ORIGINS keeps its calls free of the extra frame.
  if (ctx.config.corsOrigins.length > 0) app.use('/api/*', corsFor(ctx.config.corsOrigins));
  mountContract(app, ctx, handlers, compression);
  app.use('*', securityHeaders(ctx.config));
  if (ctx.config.compressJson) app.use('/api/*', compressJson());

  app.all('/api/*', (c) =>
    c.json({ code: 'not_found', message: formatMessage(messages.errors.routeNotFound, { path: c.req.path }) }, 404),
  );
  mountMetrics(app, ctx);
  mountStaticApp(app, ctx.config);
  return app;
}
