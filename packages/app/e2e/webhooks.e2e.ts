import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, sharedBrowserSuite } from './listE2eKit';

// The webhooks page against the real server in Chromium: an administrator registers a local
// receiver, copies the secret shown once, sends a test event, and an order confirmed through the
// API reaches the receiver signed per Standard Webhooks; the log shows both.

const suite = sharedBrowserSuite(() => ({
  webhooks: { retrySchedule: [1], timeoutMs: 2000, concurrency: 4, pollMs: 100 },
}));

interface Got {
  headers: IncomingHttpHeaders;
  body: string;
}
const got: Got[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(200, { 'content-type': 'text/plain' }).end('przyjęto');
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

/** Whether `g` carries a valid Standard Webhooks signature with `secret`. */
function signedWith(g: Got, secret: string): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${g.headers['webhook-id']}.${g.headers['webhook-timestamp']}.${g.body}`)
    .digest('base64');
  return String(g.headers['webhook-signature']).split(' ').includes(`v1,${mac}`);
}

describe('Webhooki', () => {
  it('registers a receiver, sends a test event and a confirmed order, and logs both', async () => {
    const page = await suite.open('admin', '/pl/dashboard/webhooks');
    await page.getByRole('heading', { name: 'Webhooki', exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: /Adres URL odbiorcy/ }).fill(url);
    await page.getByRole('textbox', { name: /Opis/ }).fill('ERP e2e');
    await page.getByRole('button', { name: 'Dodaj odbiorcę' }).click();
    const secretBox = page.getByRole('textbox', { name: 'Sekret podpisu' });
    await secretBox.waitFor();
    const secret = await secretBox.inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Gotowe, zapisałem sekret' }).click();

    await page.getByRole('button', { name: `Wyślij zdarzenie testowe do ${url}` }).click();
    await expect.poll(() => got.length).toBe(1);
    expect(JSON.parse(got[0]?.body ?? '{}').type).toBe('webhook.test');
    expect(signedWith(got[0] as Got, secret)).toBe(true);

    // An order confirmed by the seller reaches the receiver (subscribed to order.confirmed by default).
    const seller = createApiClient({ baseURL: suite.server.url, tokenStore: memoryTokenStore() });
    const { token } = await seller.call('login', { body: { username: 'handlowiec', password: 'demo1234' } });
    seller.tokenStore?.set(token);
    const clients = await seller.call('clientList', { query: { limit: 1 } });
    const products = await seller.call('productList', { query: { limit: 1 } });
    const order = await seller.call('orderCreate', {
      body: {
        client_id: clients.items[0]?.id as number,
        realization_date: '2099-03-01',
        items: [{ product_id: products.items[0]?.id as number, quantity: 1 }],
      },
    });
    await seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    await expect.poll(() => got.length).toBe(2);
    const confirmed = JSON.parse(got[1]?.body ?? '{}');
    expect(confirmed).toMatchObject({ type: 'order.confirmed', data: { id: order.id, status: 'confirmed' } });
    expect(signedWith(got[1] as Got, secret)).toBe(true);

    await page.getByRole('button', { name: `Dziennik wysyłek odbiorcy ${url}` }).click();
    const log = page.getByRole('table', { name: `Wysyłki do ${url}` });
    await expect.poll(async () => (await log.getByRole('row').count()) - 1).toBe(2);
    expect(await log.getByText('Dostarczono').count()).toBe(2);
    expect(await log.getByText('order.confirmed').count()).toBe(1);
    await expectAccessible(page);
    await page.screenshot({
      path: resolve(import.meta.dirname, '../../../artifacts/webhooks-page.png'),
      fullPage: true,
    });

    // "Retry now" with nothing pending says so; the focus stays on the button.
    const retry = page.getByRole('button', { name: `Ponów zaległe teraz do ${url}` });
    await retry.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Brak zaległych wysyłek do ponowienia.').waitFor();
    expect(await retry.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, ['[data-live-announcer]']);
    await page.screenshot({ path: resolve(import.meta.dirname, '../../../artifacts/webhooks-retry-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await retry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: resolve(import.meta.dirname, '../../../artifacts/webhooks-retry-390.png') });
  });
});
