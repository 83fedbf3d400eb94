import { accountEndpoints } from './account';
import type { EndpointDef } from './endpoint';

/**
 * The table of every call of the API. Each resource module contributes its endpoints; the
 * typed client, the server's routes, msw handlers and docs/contract.md derive from it.
 */
export const endpoints = {
  ...accountEndpoints,
} satisfies Record<string, EndpointDef>;

/** The endpoint table's type. */
export type Endpoints = typeof endpoints;
/** The name of an endpoint in the table. */
export type EndpointName = keyof Endpoints;
