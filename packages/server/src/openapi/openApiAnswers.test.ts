import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { applyDocumentLineChange, type EndpointName, endpoints, type OpenApiDocument } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureOfferTestData, TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { createTestServer, type TestServer } from '../testing/testServer';
import { type CheckedAnswer, openApiChecker, type RawInput, rawRequest } from './openApiCheck';

// Every endpoint of the table called on the real server (in process, real SQLite), each answer
// checked against the document the server publishes, with a JSON Schema 2020-12 validator.

type Json = Record<string, unknown> & { id: number; version: number };

let server: TestServer;
let document: OpenApiDocument;
let check: ReturnType<typeof openApiChecker>;
const answers: CheckedAnswer[] = [];
const requestProblems: string[] = [];

/** Calls an endpoint, checks the answer against the document, and insists on the status expected. */
async function call(
  name: EndpointName,
  input: RawInput = {},
  token?: string,
  expected: number = endpoints[name].status ?? 200,
): Promise<Json> {
  if (input.body !== undefined) {
    for (const p of check.requestBody(name, input.body)) requestProblems.push(`${name} request: ${p}`);
  }
  const response = await server.app.fetch(rawRequest(name, input, token));
  if (endpoints[name].answers === 'file' && response.status === expected && expected === 200) {
    await response.arrayBuffer();
    answers.push(check.fileAnswer(name, response.status, response.headers));
    return {} as Json;
  }
  const body = (await response.json()) as Json;
  answers.push(check.answer(name, response.status, body, response.headers));
  if (response.status !== expected) {
    throw new Error(`${name}: ${response.status} instead of ${expected}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body;
}

async function login(username: string): Promise<string> {
  const answer = await call('login', { body: { username, password: DEMO_PASSWORD } });
  return answer.token as unknown as string;
}

beforeAll(async () => {
  server = await createTestServer();
  ensureOfferTestData(server.ctx.db);
  const response = await server.app.fetch(new Request('http://salesdesk.test/api/openapi.json'));
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
  check = openApiChecker(document);
});
afterAll(() => server?.close());

describe('the published OpenAPI document against the real server', () => {
  it('describes every answer of every endpoint, successes and errors', async () => {
    await call('health');
    await call('healthReady');
    // Not ready: the same body with 503 (a check registered by a part of the server that failed).
    server.ctx.health.register('openapi-probe', () => ({ ok: false, message: 'sprawdzenie nie przeszło' }));
    await call('healthReady', {}, undefined, 503);
    server.ctx.health.register('openapi-probe', () => ({ ok: true }));
    await call('openApiDocument');
    await call('login', { body: { username: 'handlowiec', password: 'złe-hasło' } }, undefined, 401);

    // Account
    await call('forgotPassword', { body: { email: 'handlowiec@salesdesk.example.pl' } });
    // The link is written after the answer (`ctx.runLater`); let that turn run.
    await new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
    const mail = server.ctx.db.prepare('SELECT body FROM outbox ORDER BY id DESC LIMIT 1').get() as { body: string };
    const resetToken = /token=([\w-]+)/.exec(mail.body)?.[1] ?? '';
    await call('resetPassword', { body: { token: resetToken, password: DEMO_PASSWORD } });
    const renewed = await call('renewToken', {}, await login('handlowiec'));
    await call('logout', {}, renewed.token as unknown as string);
    // A password reset ends the user's sessions: the tokens used below come after it.
    const seller = await login('handlowiec');
    const admin = await login('admin');
    await call('userInformation', {}, seller);
    await call('getUiConfig', { query: { key: 'userZoomConfig' } }, seller);
    await call('setUiConfig', { body: { key: 'userZoomConfig', value: 110 } }, seller);

    // Reference data
    const clients = await call('clientList', { query: { limit: 3, sort: 'name' } }, seller);
    const clientId = (clients.items as Json[])[0]?.id;
    await call('clientById', { params: { id: clientId } }, seller);
    await call('clientContacts', { params: { id: clientId } }, seller);
    await call('recipientPayer', { params: { id: clientId } }, seller);
    const invoices = await call('invoiceList', { query: { limit: 3, status: 'overdue' } }, seller);
    const invoiceId = (invoices.items as Json[])[0]?.id;
    await call('invoiceById', { params: { id: invoiceId } }, seller);
    await call('invoiceXml', { params: { id: invoiceId } }, seller, 404);
    // A seeded invoice has no FA(3) file; one as an import keeps it.
    server.ctx.db
      .prepare("INSERT INTO invoice_xml (invoice_id, file_name, sha256, xml) VALUES (?, 'f.xml', 'x', '<Faktura/>')")
      .run(invoiceId);
    await call('invoiceXml', { params: { id: invoiceId } }, seller);
    await call('clientInvoiceList', { params: { clientId } }, seller);
    await call('settlementList', { query: { limit: 3 } }, seller);
    const users = await call('userList', { query: { limit: 5 } }, admin);
    const user = (users.items as Json[]).find((u) => u.username === 'handlowiec') ?? (users.items as Json[])[1];
    await call('userRole', {}, admin);
    await call('assignRole', { body: { user_id: user?.id, role: 'Handlowiec' } }, admin);
    await call('assignStatus', { body: { user_id: user?.id, is_active: true } }, admin);
    const info = await call('userInformation', {}, seller);
    await call(
      'assignWarehouse',
      {
        body: {
          user_id: info.user_id,
          default_warehouse: info.default_warehouse,
          available_warehouses: info.available_warehouses,
        },
      },
      admin,
    );
    const people = ((await call('userList', { query: { limit: 50, sort: 'name' } }, admin)).items as Json[]).filter(
      (p) => p.is_active === true,
    );
    const created = await call(
      'substitutionCreate',
      {
        body: {
          absent_user_id: people[2]?.id,
          deputy_user_id: people[3]?.id,
          date_from: '2030-01-07',
          date_to: '2030-01-11',
        },
      },
      admin,
    );
    await call('substitutionList', { query: { limit: 3 } }, admin);
    await call('substitutionEnd', { params: { id: created.id } }, admin);
    const jobs = await call('importList', { query: { limit: 3 } }, admin);
    const jobId = (jobs.items as Json[])[0]?.id;
    await call('importJobUpdate', { params: { id: jobId }, body: { frequency: '0 3 * * *' } }, admin);
    await call('importJobUpdate', { params: { id: jobId }, body: { frequency: '0 3 * *' } }, admin, 400);
    await call('importJobUpdate', { params: { id: jobId }, body: { enabled: false } }, seller, 403);
    await call('importJobRun', { params: { id: jobId } }, admin, endpoints.importJobRun.status ?? 200);
    await call('setupStatus', {}, admin);
    await call('dashboardCounts', {}, admin);
    await call('dashboardCounts', {}, seller);
    const importFile = 'symbol;buy_price\nNIE-MA;1\n';
    const importRun = await call(
      'importStart',
      {
        query: { kind: 'prices', file_name: 'ceny.csv', dry_run: 'true', accept_valid: 'true' },
        body: importFile,
      },
      admin,
      202,
    );
    await call(
      'importStart',
      { query: { kind: 'prices', file_name: 'ceny.csv', full: 'true' }, body: importFile },
      admin,
      400,
    );
    await call('importStart', { query: { kind: 'prices', file_name: 'ceny.csv' }, body: importFile }, seller, 403);
    // The run goes on after the answer; give it its turns.
    for (
      let i = 0;
      i < 50 && (await call('importRunById', { params: { id: importRun.id } }, admin)).status !== 'done';
      i++
    ) {
      await new Promise<void>((resolve) => setTimeout(resolve, 5));
    }
    await call('importRunList', { query: { limit: 3, kind: 'prices' } }, admin);
    await call('importRunRejects', { params: { id: importRun.id } }, admin);
    // The dry run applied by id: refused (a rejected row, no accept_valid), then answered 202.
    const applied = await call('importRunApply', { params: { id: importRun.id }, body: {} }, admin, 202);
    for (
      let i = 0;
      i < 50 && (await call('importRunById', { params: { id: applied.id } }, admin)).status !== 'done';
      i++
    ) {
      await new Promise<void>((resolve) => setTimeout(resolve, 5));
    }
    await call('importRunApply', { params: { id: applied.id }, body: {} }, admin, 409);
    await call('importRunById', { params: { id: 999_999 } }, admin, 404);
    await call('importExample', { params: { kind: 'stock' } }, admin);
    const personal = await call(
      'apiTokenCreate',
      { body: { name: 'Skrypt', scope: 'read', expires_in_days: 30 } },
      seller,
    );
    await call('userInformation', {}, personal.token as unknown as string);
    await call('apiTokenCreate', {}, personal.token as unknown as string, 403);
    await call('apiTokenList', {}, seller);
    await call('apiTokenAdminList', { query: { limit: 3, status: 'active' } }, admin);
    await call('apiTokenRevoke', { params: { id: (personal.api_token as Json).id } }, admin);
    const notifications = await call('notificationList', { query: { limit: 3 } }, seller);
    await call('notificationUnreadCounter', {}, seller);
    const firstNotification = (notifications.items as Json[])[0];
    if (firstNotification) await call('notificationReadList', { body: { ids: [firstNotification.id] } }, seller);
    await call('notificationReadAll', {}, seller);
    await call('shortcutsGet', {}, seller);
    await call('shortcutsSet', { body: { items: ['orders', 'clients'] } }, seller);
    await call('tableConfigGet', { query: { tableId: 'offers' } }, seller);
    await call('tableConfigSet', { body: { key: 'offers', tableColumns: ['number'], itemsPerPage: 10 } }, seller);

    // Catalogue and stock
    await call('productsAll', { query: { limit: 3 } }, seller);
    await call('productList', { query: { limit: 3 } }, seller);
    await call('productPrices', { query: { id: [TEST_PRODUCTS.board, TEST_PRODUCTS.pipe] } }, seller);
    await call('productSearch', { query: { search: 'płyta', limit: 3 } }, seller);
    await call(
      'productMatch',
      { body: { rows: [{ text: 'Płyta gipsowo-kartonowa GKB 12,5 mm', quantity: 4 }] } },
      seller,
    );
    await call('productAttributes', { query: { limit: 3 } }, seller);
    await call('productsRelated', { params: { type: 'similar', variant: 'all', id: TEST_PRODUCTS.board } }, seller);
    await call('productInWarehouses', { query: { product_id: TEST_PRODUCTS.board } }, seller);
    await call('warehouseProducts', { query: { limit: 3 } }, seller);
    await call('stockWarehouses', { query: { limit: 3 } }, seller);
    await call('productChanges', { params: { id: TEST_PRODUCTS.board }, query: { limit: 3 } }, seller);
    await call('productChanges', { params: { id: 999_999 } }, seller, 404);
    await call('productFacets', {}, seller);
    await call('supplierList', { query: { limit: 3 } }, seller);
    await call('salesStats', { query: { months: 3 } }, seller);

    // Offers: read, write, lines, workflow
    await call('acceptantThreshold', {}, seller);
    for (const name of ['offerList', 'offerCirculationList', 'offerDraftList', 'offerToApproveList'] as const) {
      await call(name, { query: { limit: 3 } }, seller);
    }
    await call('clientActiveOfferList', { params: { clientId: TEST_CLIENTS.main } }, seller);
    let offer = await call(
      'offerCreate',
      { body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 10 }] } },
      seller,
    );
    const id = { id: offer.id };
    offer = await call('offerById', { params: id }, seller);
    offer = await call(
      'offerUpdate',
      { params: id, body: { version: offer.version, comment: 'Dostawa rano' } },
      seller,
    );
    offer = await call(
      'offerUpdateDelivery',
      { params: id, body: { version: offer.version, delivery: { method: 'pickup' } } },
      seller,
    );
    offer = await call('offerAddComment', { params: id, body: { text: 'Uwaga dla akceptanta' } }, seller);
    const added = await call(
      'offerItemAdd',
      { params: id, body: { version: offer.version, product_id: TEST_PRODUCTS.pipe, quantity: 4 } },
      seller,
    );
    let version = (added.offer as Json).version;
    const lineId = (added.items as Json[])[0]?.id;
    version = (
      (await call('offerItemUpdate', { params: { id: lineId }, body: { version, quantity: 5 } }, seller)).offer as Json
    ).version;
    version = (
      (await call('offerItemQuantity', { params: { id: lineId }, body: { version, quantity: 6 } }, seller))
        .offer as Json
    ).version;
    version = ((await call('offerMassDiscount', { params: id, body: { version, percent: 2 } }, seller)).offer as Json)
      .version;
    version = (
      (
        await call(
          'offerAddLines',
          { params: id, body: { version, lines: [{ product_id: TEST_PRODUCTS.cable, quantity: 12.5 }] } },
          seller,
        )
      ).offer as Json
    ).version;
    const second = await call(
      'offerItemAdd',
      { params: id, body: { version, product_id: TEST_PRODUCTS.elbow, quantity: 2 } },
      seller,
    );
    version = (second.offer as Json).version;
    const secondLine = (second.items as Json[])[0]?.id;
    version = ((await call('offerItemRemove', { params: { id: lineId }, body: { version } }, seller)).offer as Json)
      .version;
    version = (
      (await call('offerItemsRemove', { params: id, body: { version, item_ids: [secondLine] } }, seller)).offer as Json
    ).version;
    offer = await call(
      'offerAddAttachment',
      {
        params: id,
        body: { version, name: 'rysunek.pdf', content_type: 'application/pdf', content_base64: 'JVBERi0xLjQK' },
      },
      seller,
    );
    const attachment = (offer.attachments as Json[])[0];
    await call('offerAttachmentDownload', { params: { id: offer.id, attachmentId: attachment?.id } }, seller);
    offer = await call(
      'offerRemoveAttachment',
      { params: { id: offer.id, attachmentId: attachment?.id }, body: { version: offer.version } },
      seller,
    );
    await call('offerHistory', { params: id }, seller);
    await call('offerAddedProducts', { params: { offerId: offer.id } }, seller);
    const sent = await call('offerSendPdf', { params: id, body: { recipient: 'klient@example.com' } }, seller);
    await call('outboxList', { query: { limit: 3 } }, seller);
    await call('outboxDelivery', {}, seller);
    await call('outboxAttachment', { params: { id: sent.outbox_id } }, seller);
    // Someone else's mail is a missing one.
    await call('outboxAttachment', { params: { id: sent.outbox_id } }, admin, 404);
    await call('offerPdf', { params: id }, seller);
    await call('offerPdf', { params: { id: 9_999_999 } }, seller, 404);
    offer = await call('offerAction', { params: id, body: { version: offer.version, action: 'submit' } }, seller);
    const copy = await call('offerCopy', { params: id }, seller);
    await call('offerArchive', { params: id, body: { version: offer.version } }, seller);
    await call('offerDelete', { params: { id: copy.id }, body: { version: copy.version } }, seller);

    // Orders
    await call('orderList', { query: { limit: 3 } }, seller);
    await call('clientOrderList', { params: { clientId: TEST_CLIENTS.main } }, seller);
    let order = await call(
      'orderCreate',
      { body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 3 }] } },
      seller,
    );
    const oid = { id: order.id };
    order = await call('orderById', { params: oid }, seller);
    await call('orderHistory', { params: oid }, seller);
    await call('orderPdf', { params: oid }, seller);
    order = await call('orderUpdate', { params: oid, body: { version: order.version, comment: 'Pilne' } }, seller);
    order = await call(
      'orderUpdateDeadlines',
      { params: oid, body: { version: order.version, realization_date: '2030-01-15' } },
      seller,
    );
    order = await call(
      'orderUpdateDelivery',
      { params: oid, body: { version: order.version, delivery: { method: 'pickup' } } },
      seller,
    );
    // A line write answers a line change; applied to the order read before, it is the order after.
    const lineWrite = async (name: EndpointName, body: Record<string, unknown>) => {
      const change = await call(name, { params: oid, body: { version: order.version, ...body } }, seller);
      order = applyDocumentLineChange('order', order as never, change as never) as unknown as Json;
    };
    await lineWrite('orderAddProduct', { product_id: TEST_PRODUCTS.pipe, quantity: 2 });
    await lineWrite('orderAddLines', { lines: [{ product_id: TEST_PRODUCTS.cable, quantity: 30 }] });
    const [firstItem, secondItem] = order.items as Json[];
    await lineWrite('orderUpdateItem', { item_id: firstItem?.id, quantity: 4 });
    await lineWrite('orderMassDiscount', { percent: 1 });
    await lineWrite('orderAddProduct', { product_id: TEST_PRODUCTS.elbow, quantity: 1 });
    await lineWrite('orderRemoveItem', { item_id: secondItem?.id });
    const last = (order.items as Json[]).at(-1);
    await lineWrite('orderRemoveItems', { item_ids: [last?.id] });
    await call('orderAddedProducts', { params: { orderId: order.id } }, seller);
    await call('orderStockShortages', { params: oid }, seller);
    await call('orderSendPdf', { params: oid, body: { recipient: 'klient@example.com' } }, seller);
    await call('offerCreateFromOrders', { body: { order_ids: [order.id] } }, seller);
    const orderCopy = await call('orderCopy', { params: oid }, seller);
    await call('orderDelete', { params: { id: orderCopy.id }, body: { version: orderCopy.version } }, seller);
    order = await call('orderConfirm', { params: oid, body: { orderId: order.id, version: order.version } }, seller);
    await call('orderArchive', { params: oid, body: { version: order.version } }, seller);

    // Webhooks and the changes feed (the dispatcher is not started: deliveries stay queued).
    const hook = await call(
      'webhookCreate',
      { body: { url: 'http://127.0.0.1:9/hooks', events: ['order.confirmed'], description: 'ERP' } },
      admin,
      201,
    );
    const hookId = { id: (hook.webhook as unknown as Json).id };
    await call('webhookList', {}, admin);
    await call('webhookGet', { params: hookId }, admin);
    await call('webhookUpdate', { params: hookId, body: { description: 'ERP magazynu' } }, admin);
    await call('webhookRotateSecret', { params: hookId }, admin);
    const delivery = await call('webhookTest', { params: hookId }, admin, 202);
    await call('webhookDeliveries', { params: hookId, query: { limit: 5 } }, admin);
    await call('webhookRedeliver', { params: { id: hookId.id, delivery_id: delivery.id } }, admin, 202);
    await call('webhookRetry', { params: hookId }, admin, 202);
    await call('changeList', { query: { after: 0, limit: 5 } }, seller);
    await call('orderList', { query: { updated_since: '2020-01-01T00:00:00Z', limit: 1 } }, seller);
    await call('clientList', { query: { updated_since: '2020-01-01T00:00:00Z', limit: 1 } }, seller);
    await call('invoiceList', { query: { updated_since: '2020-01-01T00:00:00+01:00', limit: 1 } }, seller);
    await call('webhookDelete', { params: hookId }, admin);

    // The synonym dictionary and the learned matches of the paste dialog.
    await call('synonymList', {}, admin);
    const group = await call('synonymCreate', { body: { words: ['tuleja', 'nypel'] } }, admin, 201);
    await call('synonymUpdate', { params: { id: group.id }, body: { words: ['tuleja', 'nypelek'] } }, admin);
    await call('synonymDelete', { params: { id: group.id } }, admin);
    const learned = await call(
      'learnedMatchCreate',
      { body: { text: 'rurka pp 20 – 4 mb', product_id: TEST_PRODUCTS.pipe } },
      seller,
      201,
    );
    await call('learnedMatchList', { query: { search: 'rurka' } }, seller);
    await call('learnedMatchDelete', { params: { id: learned.id } }, seller);

    // Error answers: each documented shape once.
    await call('offerList', {}, undefined, 401);
    await call('offerList', { query: { sort: 'nonsense' } }, seller, 400);
    await call('offerById', { params: { id: 999_999_999 } }, seller, 404);
    await call('userList', {}, seller, 403);
    await call('offerUpdate', { params: id, body: { version: 1, comment: 'stara wersja' } }, seller, 409);
    // Too many failed logins of one account from one address: 429 with Retry-After.
    const guess = { body: { username: 'ktos.obcy', password: 'zle-haslo' } };
    for (let i = 0; i < 5; i++) await call('login', guess, undefined, 401);
    await call('login', guess, undefined, 429);

    const wrong = answers.filter((a) => a.problems.length > 0);
    expect(wrong.map((a) => `${a.name} ${a.status}: ${a.problems.join('; ')}`)).toEqual([]);
    expect(requestProblems).toEqual([]);
    const statuses = new Set(answers.map((a) => a.status));
    for (const status of [200, 400, 401, 403, 404, 409, 429])
      expect(statuses, `status ${status} seen`).toContain(status);
  });

  it('finds an answer that breaks the document, and an undocumented status', () => {
    expect(check.answer('health', 200, { status: 5 }).problems).not.toEqual([]);
    expect(check.answer('invoiceList', 200, { items: [{ id: 1 }], total: 1, page: 1, limit: 5 }).problems).not.toEqual(
      [],
    );
    expect(check.answer('health', 201, {}).problems).toEqual(['status 201 is not documented']);
    expect(check.requestBody('offerUpdate', { version: 1, unknown_key: 1 })).not.toEqual([]);
  });

  it('has called every endpoint of the table with its success answer (200, or the status it names)', () => {
    // Runs after the scenario above: a new endpoint needs a call there.
    const succeeded = new Set(answers.filter((a) => a.status === (endpoints[a.name].status ?? 200)).map((a) => a.name));
    const missing = (Object.keys(endpoints) as EndpointName[]).filter((n) => !succeeded.has(n));
    expect(missing, 'endpoints without a successful call in openApiAnswers.test.ts').toEqual([]);
  });
});
