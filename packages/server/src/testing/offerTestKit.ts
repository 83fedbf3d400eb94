import {
  type ApiClient,
  ApiError,
  applyDocumentLineChange,
  type OrderDetail,
  type OrderLineChange,
} from '@salesdesk/sdk';
import { expect } from 'vitest';
import type { StartServerOptions } from '../startServer';
import { ensureOfferTestData, TEST_CLIENTS, TEST_PRODUCTS } from './offerTestData';
import { createTestServer, type TestServer } from './testServer';

/** A test server with the offers test data and logged-in clients of the demo accounts. */
export interface OfferTestKit {
  server: TestServer;
  seller: ApiClient;
  branch: ApiClient;
  region: ApiClient;
  board: ApiClient;
  admin: ApiClient;
  acceptor: ApiClient;
  partner: ApiClient;
}

/** Starts a server for the offers tests (`options` e.g. set the brand, the clock or env). */
export async function offerTestKit(options: StartServerOptions = {}): Promise<OfferTestKit> {
  const server = await createTestServer(options);
  ensureOfferTestData(server.ctx.db);
  const [seller, branch, region, board, admin, acceptor, partner] = await Promise.all(
    ['handlowiec', 'dyrektor.oddzialu', 'dyrektor.regionu', 'zarzad', 'admin', 'akceptant', 'partner'].map((u) =>
      server.loginAs(u),
    ),
  );
  return { server, seller, branch, region, board, admin, acceptor, partner } as OfferTestKit;
}

/** Awaits a rejected call and checks it failed with `status`. */
export async function expectApiError(promise: Promise<unknown>, status: number): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  return error as ApiError;
}

/** A draft offer of the seller with one sheet line at `price` grosze (recommended: 32,00 zł). */
export async function draftOffer(client: ApiClient, price = 3200, quantity = 10) {
  return client.call('offerCreate', {
    body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity, client_price: price }] },
  });
}

/** A snapshot of every offers/orders table, to check a refused write changed nothing. */
export function snapshot(server: TestServer): string {
  const db = server.ctx.db;
  return JSON.stringify(
    ['offers', 'offer_items', 'offer_comments', 'offer_attachments', 'offer_history', 'orders', 'order_items'].map(
      (t) => db.prepare(`SELECT * FROM ${t} ORDER BY id`).all(),
    ),
  );
}

/**
 * An order line write's answer applied to the order read before it (the sdk's rebuild), after
 * checking it is a line change at the next version: the header, the changed lines only, the
 * removed ids, never the whole order.
 */
export async function applyOrderWrite(order: OrderDetail, answer: Promise<OrderLineChange>): Promise<OrderDetail> {
  const change = await answer;
  expect(Object.keys(change).sort()).toEqual(['items', 'order', 'removed_item_ids']);
  expect(change.order).not.toHaveProperty('items');
  expect(change.order.version).toBe(order.version + 1);
  return applyDocumentLineChange('order', order, change);
}
