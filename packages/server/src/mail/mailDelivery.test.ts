import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { brands, createApiClient, importFileRunSchema, memoryTokenStore } from '@salesdesk/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startServer } from '../startServer';
import { draftOffer, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';
import { type SmtpTestServer, startSmtpTestServer } from '../testing/smtpTestServer';
import { mailQueueDepth } from './mailQueue';
import { createMailSender } from './mailSender';

// Delivery of the outbox over SMTP, against a real SMTP server on 127.0.0.1 (docs/operations.md, "Mail").

const PUBLIC_URL = 'https://salesdesk.example.pl';
let smtp: SmtpTestServer;
let kit: OfferTestKit;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  kit = await offerTestKit({
    mail: { smtpUrl: smtp.url, from: null, retrySchedule: [0, 0] },
    publicUrl: PUBLIC_URL,
  });
});
afterAll(async () => {
  await kit.server.ctx.mail.stop();
  kit.server.close();
  await smtp.close();
});
afterEach(() => {
  smtp.received.length = 0;
  smtp.answers = [];
});

/** The outbox row of an e-mail as the sender's list shows it. */
async function listed(outboxId: number) {
  const page = await kit.seller.call('outboxList', { query: { limit: 100 } });
  const entry = page.items.find((e) => e.id === outboxId);
  if (!entry) throw new Error(`outbox ${outboxId} not listed`);
  return entry;
}

async function sendOffer(recipient = 'zakupy@klient.example.pl') {
  const offer = await draftOffer(kit.seller);
  const sent = await kit.seller.call('offerSendPdf', { params: { id: offer.id }, body: { recipient } });
  return { offer, outboxId: sent.outbox_id };
}

describe('a document by e-mail', () => {
  it('the PDF arrives as an attachment with the recipient, subject, Polish text, the company as From and the salesperson as Reply-To', async () => {
    const { offer, outboxId } = await sendOffer();
    // Queued by the answer, sent by the background sender.
    kit.server.ctx.mail.start();
    await smtp.waitFor(1);
    // The stop waits for the attempt under way to record its answer.
    await kit.server.ctx.mail.stop();
    const [{ mail, to }] = smtp.received as [SmtpTestServer['received'][number]];
    expect(to).toEqual(['zakupy@klient.example.pl']);
    expect(mail.subject).toBe(`Oferta nr ${offer.number}`);
    expect(mail.text).toContain(`w załączniku przesyłamy dokument ${offer.number}`);
    expect(mail.text).toContain('Z poważaniem');
    expect(mail.from?.value[0]?.address).toBeTruthy();
    expect(mail.from?.value[0]?.name).toBeTruthy();
    const seller = kit.server.ctx.db
      .prepare('SELECT c.name, c.email FROM offers o JOIN companies c ON c.code = o.company_code WHERE o.id = ?')
      .get(offer.id) as { name: string; email: string };
    expect(mail.from?.value[0]).toEqual({ name: seller.name, address: seller.email || brands.one.letterhead.email });
    const salesperson = kit.server.ctx.db
      .prepare(`SELECT email FROM users WHERE username = 'handlowiec'`)
      .pluck()
      .get() as string;
    expect(mail.replyTo?.value[0]?.address).toBe(salesperson);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments as [(typeof mail.attachments)[number]];
    expect(pdf.filename).toBe(`${offer.number.replaceAll('/', '-')}.pdf`);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    const entry = await listed(outboxId);
    expect(entry).toMatchObject({ delivery_status: 'sent', delivery_attempts: 1, delivery_error: null });
    expect(entry.sent_at).not.toBeNull();
    expect(await kit.seller.call('outboxDelivery', {})).toEqual({ mode: 'smtp' });
  });

  it('MAIL_FROM replaces the From address and keeps the company name', async () => {
    const ctx = kit.server.ctx;
    const before = ctx.config.mail;
    ctx.config.mail = { ...before, from: 'poczta@salesdesk.example.pl' };
    try {
      const { offer } = await sendOffer();
      await ctx.mail.runDue();
      const [{ mail }] = smtp.received as [SmtpTestServer['received'][number]];
      const company = ctx.db
        .prepare('SELECT c.name FROM offers o JOIN companies c ON c.code = o.company_code WHERE o.id = ?')
        .pluck()
        .get(offer.id) as string;
      expect(mail.from?.value[0]).toEqual({ name: company, address: 'poczta@salesdesk.example.pl' });
    } finally {
      ctx.config.mail = before;
    }
  });

  it('a refused message is retried by the schedule, then ends failed with the server answer', async () => {
    const refusal = { code: 451, text: 'Skrzynka chwilowo niedostępna' };
    smtp.answers = [refusal, refusal, refusal];
    const attemptsBefore = smtp.attempts;
    const { outboxId } = await sendOffer();
    expect(mailQueueDepth(kit.server.ctx.db)).toMatchObject({ queued: 1 });
    await kit.server.ctx.mail.runDue();
    // Three attempts in all: the first and the schedule's two retries.
    expect(smtp.attempts - attemptsBefore).toBe(3);
    expect(smtp.received).toHaveLength(0);
    const entry = await listed(outboxId);
    expect(entry.delivery_status).toBe('failed');
    expect(entry.delivery_attempts).toBe(3);
    expect(entry.delivery_error).toContain('451');
    expect(entry.delivery_error).toContain('Skrzynka chwilowo niedostępna');
    expect(mailQueueDepth(kit.server.ctx.db)).toMatchObject({ queued: 0 });
    expect(mailQueueDepth(kit.server.ctx.db).failed).toBeGreaterThanOrEqual(1);
  });

  it('a final refusal (5xx) ends failed at once, not retried', async () => {
    smtp.answers = [{ code: 550, text: 'Nie ma takiej skrzynki' }];
    const attemptsBefore = smtp.attempts;
    const { outboxId } = await sendOffer('nikt@klient.example.pl');
    await kit.server.ctx.mail.runDue();
    expect(smtp.attempts - attemptsBefore).toBe(1);
    expect(await listed(outboxId)).toMatchObject({
      delivery_status: 'failed',
      delivery_attempts: 1,
      delivery_error: expect.stringContaining('550 Nie ma takiej skrzynki'),
    });
  });

  it('a message refused twice and then accepted arrives once, under one Message-ID, sent after three attempts', async () => {
    const refusal = { code: 421, text: 'Spróbuj później' };
    smtp.answers = [refusal, refusal];
    const { outboxId } = await sendOffer();
    await kit.server.ctx.mail.runDue();
    // A second look finds nothing more to send.
    await kit.server.ctx.mail.runDue();
    expect(smtp.received).toHaveLength(1);
    expect(await listed(outboxId)).toMatchObject({
      delivery_status: 'sent',
      delivery_attempts: 3,
      delivery_error: null,
    });
    const messageId = kit.server.ctx.db.prepare('SELECT message_id FROM outbox WHERE id = ?').pluck().get(outboxId);
    expect(smtp.received[0]?.mail.messageId).toBe(messageId);
  });

  it('two senders on one outbox send each e-mail once', async () => {
    const sent = await Promise.all([sendOffer(), sendOffer(), sendOffer()]);
    const other = createMailSender(kit.server.ctx);
    await Promise.all([kit.server.ctx.mail.runDue(), other.runDue(), kit.server.ctx.mail.runDue()]);
    await other.stop();
    expect(smtp.received).toHaveLength(3);
    const ids = new Set(smtp.received.map((r) => r.mail.messageId));
    expect(ids.size).toBe(3);
    for (const { outboxId } of sent) expect((await listed(outboxId)).delivery_status).toBe('sent');
  });

  it('an attempt cut by a stop is queued again by the next start', async () => {
    const { outboxId } = await sendOffer();
    const db = kit.server.ctx.db;
    db.prepare(`UPDATE outbox SET status = 'sending', attempts = 1 WHERE id = ?`).run(outboxId);
    expect((await listed(outboxId)).delivery_status).toBe('queued');
    const restarted = createMailSender(kit.server.ctx);
    restarted.start();
    await smtp.waitFor(1);
    await restarted.stop();
    expect(await listed(outboxId)).toMatchObject({ delivery_status: 'sent', delivery_attempts: 2 });
  });
});

describe('a password reset by e-mail', () => {
  it('the link is absolute (PUBLIC_URL) and resets the password', async () => {
    const request = new Request('http://salesdesk.test/api/account/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'handlowiec@salesdesk.example.pl' }),
    });
    const res = await kit.server.app.fetch(request, { incoming: { socket: { remoteAddress: '10.9.9.9' } } });
    expect(res.status).toBe(200);
    // The link is written after the answer.
    await new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
    await kit.server.ctx.mail.runDue();
    const [{ mail, to }] = smtp.received as [SmtpTestServer['received'][number]];
    expect(to).toEqual(['handlowiec@salesdesk.example.pl']);
    expect(mail.subject).toBe('Reset hasła');
    expect(mail.from?.value[0]).toEqual({ name: brands.one.letterhead.name, address: brands.one.letterhead.email });
    const link = /(\S+\/pl\/reset-password\?token=[\w-]+)/.exec(mail.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`${PUBLIC_URL}/pl/reset-password?token=`)).toBe(true);
    expect(mail.text).toContain('Link jest ważny przez godzinę.');
    const token = new URL(link).searchParams.get('token') ?? '';
    await kit.server.client().call('resetPassword', { body: { token, password: 'NoweHaslo-2026' } });
    const login = await kit.server
      .client()
      .call('login', { body: { username: 'handlowiec', password: 'NoweHaslo-2026' } });
    expect(login.token).toBeTruthy();
  });
});

describe('a new staff account by e-mail', () => {
  it('an imported account’s set-password link goes out by SMTP as a reset link does: absolute (PUBLIC_URL), it sets the password', async () => {
    const started = await kit.admin.call('importStart', {
      query: { kind: 'users', file_name: 'pracownicy.csv' },
      body: new Blob([
        'username;firstname;lastname;email;role;company_code\r\nola.mail;Ola;Mailowa;ola.mail@example.pl;Handlowiec;3W\r\n',
      ]),
    });
    for (;;) {
      const run = importFileRunSchema.parse(await kit.admin.call('importRunById', { params: { id: started.id } }));
      if (run.status === 'done') break;
      if (run.status !== 'queued' && run.status !== 'running') throw new Error(run.message);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await kit.server.ctx.mail.runDue();
    const [{ mail, to }] = smtp.received as [SmtpTestServer['received'][number]];
    expect(to).toEqual(['ola.mail@example.pl']);
    expect(mail.subject).toBe('Konto w salesdesk: ustaw hasło');
    expect(mail.from?.value[0]).toEqual({ name: brands.one.letterhead.name, address: brands.one.letterhead.email });
    const link = /(\S+\/pl\/reset-password\?token=[\w-]+)/.exec(mail.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`${PUBLIC_URL}/pl/reset-password?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token') ?? '';
    await kit.server.client().call('resetPassword', { body: { token, password: 'OlaHaslo-2026' } });
    const login = await kit.server
      .client()
      .call('login', { body: { username: 'ola.mail', password: 'OlaHaslo-2026' } });
    expect(login.token).toBeTruthy();
  });
});

describe('a new staff account from the import worker', () => {
  it('on a file database (the import runs in its worker) the set-password link is e-mailed as well', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'salesdesk-mail-import-'));
    const server = await startServer({
      dataDir,
      port: 0,
      env: {},
      appDir: null,
      backup: { dir: null, intervalMinutes: 0, keep: 1 },
      mail: { smtpUrl: smtp.url, from: null, retrySchedule: [0] },
      publicUrl: PUBLIC_URL,
    });
    try {
      expect(server.ctx.imports.inWorker).toBe(true);
      const client = createApiClient({ baseURL: server.url, tokenStore: memoryTokenStore() });
      const { token } = await client.call('login', { body: { username: 'admin', password: DEMO_PASSWORD } });
      client.tokenStore?.set(token);
      const started = await client.call('importStart', {
        query: { kind: 'users', file_name: 'pracownicy.csv' },
        body: new Blob([
          'username;firstname;lastname;email;role;company_code\r\nola.plik;Ola;Plik;ola.plik@example.pl;Handlowiec;3W\r\n',
        ]),
      });
      await expect
        .poll(async () => (await client.call('importRunById', { params: { id: started.id } })).status, {
          timeout: 30_000,
        })
        .toBe('done');
      await smtp.waitFor(1, 20_000);
      const [{ mail, to }] = smtp.received as [SmtpTestServer['received'][number]];
      expect(to).toEqual(['ola.plik@example.pl']);
      expect(mail.text).toContain(`${PUBLIC_URL}/pl/reset-password?token=`);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('without SMTP_URL', () => {
  it('keeps e-mails in the outbox only (stored), sends nothing and says so', async () => {
    const server = await startServer({ dataDir: ':memory:', port: 0, env: {}, validateResponses: true });
    try {
      const client = createApiClient({ baseURL: server.url, tokenStore: memoryTokenStore() });
      const { token } = await client.call('login', { body: { username: 'handlowiec', password: DEMO_PASSWORD } });
      client.tokenStore?.set(token);
      expect(await client.call('outboxDelivery', {})).toEqual({ mode: 'outbox_only' });
      const offer = await client.call('offerList', { query: { limit: 1, status: 'draft' } });
      const id = offer.items[0]?.id;
      if (!id) throw new Error('the demo data has a draft offer');
      const attemptsBefore = smtp.attempts;
      const sent = await client.call('offerSendPdf', { params: { id }, body: { recipient: 'a@klient.example.pl' } });
      await server.ctx.mail.runDue();
      const entry = (await client.call('outboxList', {})).items.find((e) => e.id === sent.outbox_id);
      expect(entry).toMatchObject({ delivery_status: 'stored', delivery_attempts: 0, sent_at: null });
      expect(mailQueueDepth(server.ctx.db)).toEqual({ queued: 0, failed: 0 });
      expect(smtp.attempts).toBe(attemptsBefore);
    } finally {
      await server.close();
    }
  });
});

describe('mail settings', () => {
  it('refuses SMTP_URL without PUBLIC_URL, a non-SMTP URL and a bad MAIL_FROM', () => {
    const base = { DATA_DIR: ':memory:', TOKEN_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://127.0.0.1:25' }, { dataDir: ':memory:' })).toThrow(
      /PUBLIC_URL/,
    );
    expect(() =>
      loadConfig({ ...base, SMTP_URL: 'http://127.0.0.1:25', PUBLIC_URL: PUBLIC_URL }, { dataDir: ':memory:' }),
    ).toThrow(/smtp:\/\/ albo smtps:\/\//);
    expect(() => loadConfig({ ...base, MAIL_FROM: 'nie-adres' }, { dataDir: ':memory:' })).toThrow(/MAIL_FROM/);
    const config = loadConfig(
      {
        ...base,
        SMTP_URL: 'smtps://u:p@smtp.example.pl:465',
        PUBLIC_URL: `${PUBLIC_URL}/`,
        MAIL_RETRY_SCHEDULE: '1,2',
      },
      { dataDir: ':memory:' },
    );
    expect(config.publicUrl).toBe(PUBLIC_URL);
    expect(config.mail).toEqual({ smtpUrl: 'smtps://u:p@smtp.example.pl:465', from: null, retrySchedule: [1, 2] });
    expect(loadConfig(base, { dataDir: ':memory:' }).mail.smtpUrl).toBeNull();
  });
});
