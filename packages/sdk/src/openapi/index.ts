// @salesdesk/sdk/openapi: the OpenAPI 3.1 document of the endpoint table. A separate entry, so
// the browser bundle of the sdk never carries the generator (the server and tools import it).

import * as sdk from '../index';
import { namedSchemasOf } from './componentSchemas';
import { createOpenApiDocument } from './openApiDocument';

export type { SchemaSide } from './componentSchemas';
export { componentNameOf, namedSchemasOf } from './componentSchemas';
export type { OpenApiOptions, OpenApiWebhook } from './openApiDocument';
export { acceptsIdempotencyKey, createOpenApiDocument, openApiPath } from './openApiDocument';
export { TAGS, tagOf } from './openApiText';

/** The sdk's version, printed as the document's `info.version`. */
export const SDK_VERSION = '0.1.0';

/**
 * The document of this sdk's endpoint table: every exported object schema of the sdk is a
 * named component (`offerDetailSchema` → `OfferDetail`).
 */
export function salesdeskOpenApiDocument(options: { serverUrl?: string } = {}): sdk.OpenApiDocument {
  return createOpenApiDocument(sdk.endpoints, {
    namedSchemas: namedSchemasOf(sdk as Record<string, unknown>),
    version: SDK_VERSION,
    idempotencyKeySchema: sdk.idempotencyKeySchema,
    webhooks: sdk.WEBHOOK_OPENAPI,
    ...options,
  });
}
