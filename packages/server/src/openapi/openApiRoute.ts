import type { OpenApiDocument } from '@salesdesk/sdk';
import { salesdeskOpenApiDocument } from '@salesdesk/sdk/openapi';
import type { Handlers } from '../http/contractRouter';

let cached: OpenApiDocument | undefined;

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of the endpoint table, built once per
 * process (the table does not change while the server runs). Public: it describes the
 * interface, holds no data, and tools fetch it before anyone has a token
 * (docs/decisions/openapi.md).
 */
export const apiDescriptionHandlers: Handlers = {
  openApiDocument: () => {
    cached ??= salesdeskOpenApiDocument();
    return cached;
  },
};
