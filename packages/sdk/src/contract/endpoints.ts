import { accountEndpoints } from './account';
import { apiDescriptionEndpoints } from './apiDescription';
import { apiTokenEndpoints } from './apiTokens';
import { changeEndpoints } from './changes';
import { clientEndpoints } from './clients';
import { dashboardEndpoints } from './dashboard';
import { documentPdfEndpoints } from './documentPdf';
import type { EndpointDef } from './endpoint';
import { importEndpoints } from './imports';
import { inventoryEndpoints } from './inventory';
import { invoiceEndpoints } from './invoices';
import { notificationEndpoints } from './notifications';
import { offerEndpoints } from './offerEndpoints';
import { orderEndpoints } from './orderEndpoints';
import { orderStockPreviewEndpoints } from './orderStockPreview';
import { productFacetEndpoints } from './productFacets';
import { productMatchEndpoints } from './productMatch';
import { productEndpoints } from './products';
import { setupEndpoints } from './setup';
import { shortcutEndpoints } from './shortcuts';
import { substitutionEndpoints } from './substitutions';
import { supplierEndpoints } from './suppliers';
import { synonymEndpoints } from './synonyms';
import { tableConfigEndpoints } from './tableConfig';
import { userEndpoints } from './users';
import { webhookEndpoints } from './webhooks';

/**
 * The table of every call of the API. Each resource module contributes its endpoints; the
 * typed client, the server's routes, msw handlers and docs/contract.md derive from it.
 */
export const endpoints = {
  ...accountEndpoints,
  ...clientEndpoints,
  ...invoiceEndpoints,
  ...userEndpoints,
  ...substitutionEndpoints,
  ...importEndpoints,
  ...notificationEndpoints,
  ...shortcutEndpoints,
  ...tableConfigEndpoints,
  ...offerEndpoints,
  ...orderEndpoints,
  ...productEndpoints,
  ...productMatchEndpoints,
  ...inventoryEndpoints,
  ...supplierEndpoints,
  ...apiDescriptionEndpoints,
  ...apiTokenEndpoints,
  ...setupEndpoints,
  ...documentPdfEndpoints,
  ...webhookEndpoints,
  ...changeEndpoints,
  ...orderStockPreviewEndpoints,
  ...synonymEndpoints,
  ...dashboardEndpoints,
  ...productFacetEndpoints,
} satisfies Record<string, EndpointDef>;

/** The endpoint table's type. */
export type Endpoints = typeof endpoints;
/** The name of an endpoint in the table. */
export type EndpointName = keyof Endpoints;
