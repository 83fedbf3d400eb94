import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_ROLE, type ApiClient, type ImportFileRun, type ImportKind, importFileRunSchema } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
import { importFile } from './importEngine';

// The imports of staff accounts, clients, contacts and payments (docs/imports.md), through the
// real server and database: each test reads what the run wrote.

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.loginAs('admin');
});
afterAll(() => server.close());

const db = () => server.ctx.db;

interface RunOptions {
  dry_run?: boolean;
  full?: boolean;
  accept_valid?: boolean;
}

/** Starts an import and follows the run to its end. */
async function runImport(
  kind: ImportKind,
  lines: readonly string[],
  options: RunOptions = {},
  client = admin,
): Promise<ImportFileRun> {
  const query: Record<string, string> = { kind, file_name: `${kind}.csv` };
  for (const [key, value] of Object.entries(options)) query[key] = value ? 'true' : 'false';
  const started = await client.call('importStart', {
    query: query as { kind: ImportKind; file_name: string },
    body: new Blob([`${lines.join('\r\n')}\r\n`]),
  });
  for (;;) {
    const run = importFileRunSchema.parse(await client.call('importRunById', { params: { id: started.id } }));
    if (run.status !== 'queued' && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const user = (username: string) =>
  db().prepare('SELECT * FROM users WHERE username = ?').get(username) as Record<string, unknown> | undefined;
const warehousesOf = (id: unknown) =>
  db().prepare('SELECT warehouse_code FROM user_warehouses WHERE user_id = ? ORDER BY 1').pluck().all(id);
const outboxTo = (email: string) =>
  db().prepare('SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id').all(email) as {
    subject: string;
    body: string;
  }[];
const client = (externalId: string) =>
  db().prepare('SELECT * FROM clients WHERE external_id = ?').get(externalId) as Record<string, unknown> | undefined;

const USERS =
  'username;firstname;lastname;email;phone;role;company_code;default_warehouse;available_warehouses;is_acceptor';

describe('users import', () => {
  it('creates an account without a password: its set-password link arrives in the outbox, sets the password, and the person logs in', async () => {
    const file = [
      USERS,
      'ewa.nowak;Ewa;Nowak;ewa.nowak@example.pl;+48 600 000 001;handlowiec;3W;WAW;WAW|KRK;nie',
      'jan.kos;Jan;Kos;jan.kos@example.pl;;Dyrektor Oddzialu;3W;;WAW;tak',
    ];
    const dry = await runImport('users', file, { dry_run: true });
    expect(dry).toMatchObject({ status: 'done', created: 2, rejected: 0 });
    expect(user('ewa.nowak')).toBeUndefined();
    expect(outboxTo('ewa.nowak@example.pl')).toEqual([]);

    const run = await runImport('users', file);
    expect(run).toMatchObject({ status: 'done', created: 2, updated: 0 });
    const ewa = user('ewa.nowak');
    expect(ewa).toMatchObject({
      role: 'Handlowiec',
      company_code: '3W',
      default_warehouse: 'WAW',
      is_active: 1,
      source: 'erp',
      password_hash: null,
    });
    expect(user('jan.kos')).toMatchObject({ role: 'Dyrektor Oddziału', is_acceptor: 1 });
    expect(warehousesOf(ewa?.id)).toEqual(['KRK', 'WAW']);

    const mail = outboxTo('ewa.nowak@example.pl');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Konto w salesdesk: ustaw hasło');
    expect(mail[0]?.body).toContain('login: ewa.nowak');
    const token = /reset-password\?token=([\w-]+)/.exec(mail[0]?.body ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    // No password yet: nothing logs in.
    await expect(
      server.client().call('login', { body: { username: 'ewa.nowak', password: 'noweHaslo123' } }),
    ).rejects.toMatchObject({ status: 401 });
    await server.client().call('resetPassword', { body: { token, password: 'noweHaslo123' } });
    const login = await server.client().call('login', { body: { username: 'ewa.nowak', password: 'noweHaslo123' } });
    expect(login.token).toBeTruthy();

    // The same file again changes nothing and sends nothing.
    const again = await runImport('users', file);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 2 });
    expect(outboxTo('ewa.nowak@example.pl')).toHaveLength(1);
    expect(user('ewa.nowak')?.password_hash).not.toBeNull();

    // A change is a change; the account keeps its password.
    const changed = await runImport('users', [USERS, 'ewa.nowak;;;;;;;;WAW;tak']);
    expect(changed).toMatchObject({ status: 'done', updated: 1 });
    expect(warehousesOf(ewa?.id)).toEqual(['WAW']);
    expect(user('ewa.nowak')).toMatchObject({ is_acceptor: 1, firstname: 'Ewa' });
  });

  it('rejects bad rows with row, column and a Polish reason, refusing the file', async () => {
    const run = await runImport('users', [
      USERS,
      'zly.1;A;B;nie-mail;;Handlowiec;3W;WAW;WAW;nie',
      'zly.2;A;B;a@b.pl;;Szef;3W;WAW;WAW;nie',
      'zly.3;A;B;a@b.pl;;Handlowiec;3W;XXX;XXX;nie',
      'zly.4;A;B;a@b.pl;;Handlowiec;3W;LCZ;LCZ;nie',
      'zly.5;A;B;a@b.pl;;Handlowiec;3W;KRK;WAW;może',
      'zly.6;A;B;a@b.pl;;Handlowiec;3W;KRK;WAW;nie',
      'zly.7;;B;a@b.pl;;Handlowiec;3W;WAW;WAW;nie',
    ]);
    expect(run.status).toBe('refused');
    const errors = run.report?.errors ?? [];
    const at = (row: number) => errors.filter((e) => e.row === row).map((e) => [e.column, e.message]);
    expect(at(2)).toEqual([['email', 'Niepoprawny adres e-mail „nie-mail”.']]);
    expect(at(3)[0]?.[0]).toBe('role');
    expect(at(3)[0]?.[1]).toMatch(/^Nieznana rola „Szef”. Dozwolone: Administrators/);
    expect(at(4)).toEqual([['available_warehouses', 'Nie ma magazynu XXX: najpierw zaimportuj go z listą magazynów.']]);
    expect(at(5)).toEqual([['available_warehouses', 'Magazyn LCZ należy do innej firmy niż firma użytkownika (3W).']]);
    expect(at(6)).toEqual([['is_acceptor', 'Niepoprawna wartość „może”: wpisz tak albo nie (1 albo 0).']]);
    expect(at(7)).toEqual([['default_warehouse', 'Magazyn domyślny KRK musi być na liście dostępnych magazynów.']]);
    expect(at(8)).toEqual([['firstname', 'Nowa pozycja wymaga wartości w kolumnie „firstname”.']]);
    expect(user('zly.1')).toBeUndefined();
  });

  it('refuses the whole file, even with accept_valid, when the importer would change their own role', async () => {
    // Another administrator exists, so it is the own-role rule, not the last-administrator one.
    await runImport('users', [USERS, 'drugi.admin;Drugi;Admin;drugi.admin@example.pl;;Administrators;3W;WAW;WAW;nie']);
    const run = await runImport(
      'users',
      [USERS, 'nowa.osoba;Nowa;Osoba;nowa@example.pl;;Handlowiec;3W;WAW;WAW;nie', 'admin;;;;;Zarząd;;;;'],
      { accept_valid: true },
    );
    expect(run.status).toBe('refused');
    expect(run.message).toBe(
      'Plik odrzucony, nic nie zapisano. Wiersz 3 (konto admin): Nie możesz zmienić własnej roli.',
    );
    expect(user('nowa.osoba')).toBeUndefined();
    expect(user('admin')?.role).toBe(ADMIN_ROLE);
  });

  it('refuses a file that would change an account above the importer’s rank (a regional director importing)', async () => {
    // Only administrators reach the imports, so the rank rule is shown with the engine and a run
    // recorded as started by a regional director (who administers users of their own company).
    const director = user('dyrektor.regionu')?.id as number;
    const recordRun = () =>
      Number(
        db()
          .prepare(
            `INSERT INTO import_files (kind, status, dry_run, options, file_name, file_sha256, file_size, user_id, created_at)
             VALUES ('users', 'running', 0, '{}', 'users.csv', '', 0, ?, ?)`,
          )
          .run(director, new Date().toISOString()).lastInsertRowid,
      );
    const run = (lines: string[]) =>
      importFile(db(), `import_stage_${recordRun()}`, Buffer.from(`${lines.join('\n')}\n`), {
        kind: 'users',
        dryRun: false,
        full: false,
        acceptValid: true,
      });
    const onAdmin = await run([USERS, 'admin;Adam;Nowy;;;;;;;']);
    expect(onAdmin.status).toBe('refused');
    expect(onAdmin.message).toBe(
      'Plik odrzucony, nic nie zapisano. Wiersz 2 (konto admin): Administratorami może zarządzać tylko administrator.',
    );
    const onBoard = await run([USERS, 'nowy.1;A;B;n1@example.pl;;Handlowiec;3W;WAW;WAW;nie', 'zarzad;;;;+48 1;;;;;']);
    expect(onBoard.message).toBe(
      'Plik odrzucony, nic nie zapisano. Wiersz 3 (konto zarzad): Nie możesz zmieniać danych osoby o wyższym poziomie uprawnień niż własny.',
    );
    const grant = await run([USERS, 'awans;A;B;awans@example.pl;;Zarząd;3W;WAW;WAW;nie']);
    expect(grant.message).toMatch(/Wiersz 2 \(konto awans\): Nie możesz zmieniać danych osoby o wyższym poziomie/);
    const elsewhere = await run([USERS, 'obcy;A;B;obcy@example.pl;;Handlowiec;PHU;LCZ;LCZ;nie']);
    expect(elsewhere.message).toMatch(/Wiersz 2 \(konto obcy\): Możesz zarządzać tylko użytkownikami własnej firmy/);
    // Within their rank and company the same importer may: a new salesperson of 3W.
    const below = await run([USERS, 'nizej;A;B;nizej@example.pl;;Handlowiec;3W;WAW;WAW;nie']);
    expect(below).toMatchObject({ status: 'done' });
    expect(user('nizej')?.role).toBe('Handlowiec');
    expect(user('admin')?.lastname).toBe('Wiśniewski');
    expect(user('zarzad')?.phone).not.toBe('+48 1');
    expect(user('nowy.1')).toBeUndefined();
    expect(user('awans')).toBeUndefined();
    expect(user('obcy')).toBeUndefined();
  });
});

describe('users import: the last administrator and full', () => {
  let own: TestServer;
  let ownAdmin: ApiClient;
  beforeAll(async () => {
    own = await createTestServer();
    ownAdmin = await own.loginAs('admin');
    // Only `admin` is an active administrator here.
    own.ctx.db.prepare("UPDATE users SET is_active = 0 WHERE role = ? AND username <> 'admin'").run(ADMIN_ROLE);
  });
  afterAll(() => own.close());
  const ownUser = (username: string) =>
    own.ctx.db.prepare('SELECT * FROM users WHERE username = ?').get(username) as Record<string, unknown>;

  it('refuses a file that would leave no active administrator', async () => {
    const demote = await runImportOn(own, ownAdmin, [USERS, 'admin;;;;;Zarząd;;;;']);
    expect(demote.status).toBe('refused');
    expect(demote.message).toMatch(/nie zostałby żaden aktywny administrator/);
    expect(ownUser('admin').role).toBe(ADMIN_ROLE);
    // A dry run says so too, so it is never offered to apply.
    const dry = await runImportOn(own, ownAdmin, [USERS, 'admin;;;;;Zarząd;;;;'], { dry_run: true });
    expect(dry.status).toBe('refused');
  });

  it('full deactivates the accounts left out (never deletes them), ends their sessions; named again they are active', async () => {
    const before = own.ctx.db.prepare('SELECT count(*) FROM users').pluck().get() as number;
    const salesperson = await own.loginAs('handlowiec');
    const file = [USERS, 'admin;;;;;;;;;', 'dyrektor.oddzialu;;;;;;;;;'];
    const dry = await runImportOn(own, ownAdmin, file, { full: true, dry_run: true });
    expect(dry.status).toBe('done');
    expect(dry.report?.deactivated_keys).toContain('handlowiec');
    expect(ownUser('handlowiec').is_active).toBe(1);

    const run = await runImportOn(own, ownAdmin, file, { full: true });
    expect(run.status).toBe('done');
    const active = own.ctx.db.prepare('SELECT username FROM users WHERE is_active = 1 ORDER BY 1').pluck().all();
    expect(active).toEqual(['admin', 'dyrektor.oddzialu']);
    expect(own.ctx.db.prepare('SELECT count(*) FROM users').pluck().get()).toBe(before);
    await expect(salesperson.call('userInformation')).rejects.toMatchObject({ status: 401 });
    // The same full file again: nothing more to deactivate.
    expect(await runImportOn(own, ownAdmin, file, { full: true })).toMatchObject({
      status: 'done',
      deactivated: 0,
      updated: 0,
    });
    const back = await runImportOn(own, ownAdmin, [USERS, 'handlowiec;;;;;;;;;']);
    expect(back).toMatchObject({ status: 'done', updated: 1 });
    expect(ownUser('handlowiec').is_active).toBe(1);
  });

  it('full that leaves out the importer is refused: nobody deactivates their own account', async () => {
    await runImportOn(own, ownAdmin, [USERS, 'admin2;Anna;Druga;admin2@example.pl;;Administrators;3W;WAW;WAW;nie']);
    const run = await runImportOn(own, ownAdmin, [USERS, 'admin2;;;;;;;;;'], { full: true });
    expect(run.status).toBe('refused');
    expect(run.message).toMatch(/dezaktywowałby konto admin:/);
    expect(ownUser('admin').is_active).toBe(1);
  });
});

async function runImportOn(
  on: TestServer,
  client: ApiClient,
  lines: readonly string[],
  options: RunOptions = {},
): Promise<ImportFileRun> {
  const previous = server;
  server = on;
  try {
    return await runImport('users', lines, options, client);
  } finally {
    server = previous;
  }
}

const CLIENTS =
  'external_id;name;nip;address;payer;credit_limit;payment_term_days;sales_blocked;block_reason;salesperson';

describe('clients import', () => {
  it('a wrong NIP refuses the file and names the row', async () => {
    const run = await runImport('clients', [
      CLIENTS,
      'T-C1;Dobry;526-104-08-28;ul. A 1;;0;14;nie;;',
      'T-C2;Zły NIP;526-104-08-29;ul. B 2;;0;14;nie;;',
    ]);
    expect(run.status).toBe('refused');
    expect(run.report?.errors).toEqual([
      {
        row: 3,
        column: 'nip',
        message: 'Niepoprawny NIP „526-104-08-29”: NIP ma 10 cyfr, ostatnia to cyfra kontrolna.',
      },
    ]);
    expect(client('T-C1')).toBeUndefined();
  });

  it('imports payer relations within the file, limits, blocks and the salesperson; the same file twice changes nothing', async () => {
    const file = [
      CLIENTS,
      // The branch names its head office, which comes later in the file.
      'T-ODD;Budmax Oddział Lublin;;ul. Lwowska 3, 20-128 Lublin;T-CEN;0;30;nie;;handlowiec',
      'T-CEN;Budmax Centrala;526-104-08-28;ul. Prosta 1, 00-001 Warszawa;;"120 000,50";45;tak;Sprawa sądowa;handlowiec',
    ];
    const run = await runImport('clients', file);
    expect(run).toMatchObject({ status: 'done', created: 2 });
    const head = client('T-CEN');
    expect(head).toMatchObject({
      nip: '5261040828',
      credit_limit: 12000050,
      payment_term_days: 45,
      sales_blocked: 1,
      sales_block_reason: 'Sprawa sądowa',
      salesperson_id: user('handlowiec')?.id,
      payer_id: null,
    });
    expect(client('T-ODD')).toMatchObject({ payer_id: head?.id, payment_term_days: 30 });
    // The ERP's block blocks sales here too, with its reason.
    const card = await admin.call('clientById', { params: { id: head?.id as number } });
    expect(card.sales_block).toEqual({
      blocked: true,
      reasons: [{ code: 'erp', message: 'sprzedaż zablokowana w systemie ERP: Sprawa sądowa' }],
    });
    const seller = await server.loginAs('handlowiec');
    const refused = await seller
      .call('orderCreate', { body: { client_id: head?.id as number } })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409 });
    expect((refused as Error).message).toContain('sprzedaż zablokowana w systemie ERP: Sprawa sądowa');
    const payer = await admin.call('recipientPayer', { params: { id: client('T-ODD')?.id as number } });
    expect(payer.payer.external_id).toBe('T-CEN');

    expect(await runImport('clients', file)).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 2 });
    // The head office pays for itself: no payer.
    const self = await runImport('clients', [CLIENTS, 'T-ODD;;;;T-ODD;;;;;']);
    expect(self).toMatchObject({ status: 'done', updated: 1 });
    expect(client('T-ODD')?.payer_id).toBeNull();
    // Lifted in the ERP, lifted here.
    expect(await runImport('clients', [CLIENTS, 'T-CEN;;;;;;;nie;;'])).toMatchObject({ status: 'done', updated: 1 });
    const lifted = await admin.call('clientById', { params: { id: head?.id as number } });
    expect(lifted.sales_block.reasons.map((r) => r.code)).not.toContain('erp');
  });

  it('a payer named neither in the system nor in the file refuses the file, naming the row', async () => {
    const run = await runImport('clients', [CLIENTS, 'T-X1;X;;;;;;;;', 'T-X2;Y;;;NIE-MA;;;;;'], { accept_valid: true });
    expect(run.status).toBe('refused');
    expect(run.message).toBe(
      'Plik odrzucony, nic nie zapisano. Wiersz 3: nie ma klienta-płatnika o kodzie NIE-MA ani w systemie, ani w pliku.',
    );
    expect(client('T-X1')).toBeUndefined();
  });

  it('an unknown salesperson rejects the row', async () => {
    const run = await runImport('clients', [CLIENTS, 'T-S1;X;;;;;;;;nikt.taki']);
    expect(run.report?.errors).toEqual([
      { row: 2, column: 'salesperson', message: 'Nie ma użytkownika „nikt.taki”: najpierw zaimportuj pracowników.' },
    ]);
  });
});

describe('contacts import', () => {
  it('adds and updates a client’s contacts by name; an unknown client rejects the row', async () => {
    await runImport('clients', [CLIENTS, 'T-K1;Kontaktowy;;;;;;;;']);
    const header = 'client_external_id;name;phone;mail;annotation';
    const run = await runImport('contacts', [header, 'T-K1;Ala Kot;+48 1;ala@example.pl;Zakupy', 'T-K1;Ola Pies;;;']);
    expect(run).toMatchObject({ status: 'done', created: 2 });
    const contacts = () =>
      db()
        .prepare('SELECT name, phone, mail, annotation FROM client_contacts WHERE client_id = ? ORDER BY name')
        .all(client('T-K1')?.id);
    expect(contacts()).toEqual([
      { name: 'Ala Kot', phone: '+48 1', mail: 'ala@example.pl', annotation: 'Zakupy' },
      { name: 'Ola Pies', phone: '', mail: '', annotation: '' },
    ]);
    const again = await runImport('contacts', [header, 'T-K1;Ala Kot;+48 2;;', 'T-K1;Ola Pies;;;']);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 1, unchanged: 1 });
    expect(contacts()[0]).toMatchObject({ phone: '+48 2', mail: 'ala@example.pl' });
    const unknown = await runImport('contacts', [header, 'NIE-MA;Ktoś;;;']);
    expect(unknown.report?.errors).toEqual([
      {
        row: 2,
        column: 'client_external_id',
        message: 'Nie ma klienta o kodzie NIE-MA: najpierw zaimportuj klientów.',
      },
    ]);
  });
});

describe('payments import', () => {
  const HEADER = 'payment_id;invoice_number;date;amount;method';
  const invoice = (id: number) =>
    db().prepare('SELECT * FROM invoices WHERE id = ?').get(id) as {
      id: number;
      number: string;
      client_id: number;
      gross_value: number;
      left_to_pay: number;
      status: string;
      date_of_payment: string;
    };

  it('left to pay, the status and the client’s credit in use follow at once; a payment imported twice counts once', async () => {
    const target = db()
      .prepare(
        "SELECT id FROM invoices WHERE status = 'unpaid' AND left_to_pay = gross_value AND gross_value > 300 ORDER BY id LIMIT 1",
      )
      .pluck()
      .get() as number;
    const before = invoice(target);
    const cardBefore = await admin.call('clientById', { params: { id: before.client_id } });
    const fmt = (grosze: number) => (grosze / 100).toFixed(2).replace('.', ',');
    const part = 100;
    const file = [HEADER, `;${before.number};2026-11-20;${fmt(part)};przelew`];
    const dry = await runImport('payments', file, { dry_run: true });
    expect(dry).toMatchObject({ status: 'done', created: 1 });
    expect(invoice(target).left_to_pay).toBe(before.left_to_pay);

    expect(await runImport('payments', file)).toMatchObject({ status: 'done', created: 1 });
    expect(invoice(target)).toMatchObject({ left_to_pay: before.left_to_pay - part, status: 'partially_paid' });
    const card = await admin.call('clientById', { params: { id: before.client_id } });
    expect(card.credit_used).toBe(cardBefore.credit_used - part);

    // The same payment again (no id: by invoice, date, amount and method) counts once.
    expect(await runImport('payments', file)).toMatchObject({ status: 'done', created: 0, unchanged: 1 });
    expect(invoice(target).left_to_pay).toBe(before.left_to_pay - part);
    // Given its id later, it is the same payment still: it gets the id, nothing more is paid.
    const withId = [HEADER, `WB-1;${before.number};20.11.2026;${fmt(part)};Przelew`];
    expect(await runImport('payments', withId)).toMatchObject({ status: 'done', created: 0, updated: 1 });
    expect(await runImport('payments', withId)).toMatchObject({ status: 'done', created: 0, unchanged: 1 });
    // A second payment of the same day and amount is told apart by its own id.
    expect(
      await runImport('payments', [HEADER, `WB-2;${before.number};2026-11-20;${fmt(part)};przelew`]),
    ).toMatchObject({ status: 'done', created: 1 });
    expect(invoice(target).left_to_pay).toBe(before.left_to_pay - 2 * part);

    // The rest paid: the invoice is paid and uses no credit.
    const rest = before.left_to_pay - 2 * part;
    expect(await runImport('payments', [HEADER, `WB-3;${before.number};2026-11-21;${fmt(rest)};karta`])).toMatchObject({
      status: 'done',
      created: 1,
    });
    expect(invoice(target)).toMatchObject({ left_to_pay: 0, status: 'paid' });
    const paid = await admin.call('clientById', { params: { id: before.client_id } });
    expect(paid.credit_used).toBe(cardBefore.credit_used - before.left_to_pay);
    expect(
      db()
        .prepare('SELECT count(*) FROM payments WHERE invoice_id = ? AND payment_date >= ?')
        .pluck()
        .get(target, '2026-11-20'),
    ).toBe(3);
  });

  it('the same payment twice in one file, an unknown invoice, a zero amount and an unknown method are rejected', async () => {
    const number = db().prepare('SELECT number FROM invoices ORDER BY id LIMIT 1').pluck().get() as string;
    const run = await runImport('payments', [
      'invoice_number;date;amount;method',
      `${number};2026-11-02;10,00;gotówka`,
      `${number};2026-11-02;10,00;gotówka`,
      'FV/NIE/MA;2026-11-02;10,00;przelew',
      `${number};2026-11-02;0;przelew`,
      `${number};2026-11-02;5;czek`,
    ]);
    expect(run.status).toBe('refused');
    const errors = run.report?.errors ?? [];
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [3, null],
      [4, 'invoice_number'],
      [5, 'amount'],
      [6, 'method'],
    ]);
    expect(errors[0]?.message).toBe(
      `${number} / 2026-11-02 / 10,00 zł / cash występuje w pliku drugi raz (pierwszy raz w wierszu 2).`,
    );
    expect(errors[1]?.message).toBe('Nie ma faktury FV/NIE/MA: najpierw zaimportuj faktury.');
  });
});

describe('a scheduled staff import', () => {
  let scheduled: TestServer;
  let importDir: string;
  let clock = Date.parse('2026-03-02T09:58:00.000Z');
  beforeAll(async () => {
    importDir = mkdtempSync(join(tmpdir(), 'salesdesk-people-inbox-'));
    scheduled = await createTestServer({
      now: () => clock,
      tokenTtlSeconds: 365 * 86_400,
      importDir,
      env: { IMPORT_SCHEDULES: '{"users":"0 11 * * *"}' },
    });
  });
  afterAll(() => {
    scheduled.close();
    rmSync(importDir, { recursive: true, force: true });
  });

  it('tells only the administrators of its refusal (a file demoting every administrator), never the staff', async () => {
    const sdb = scheduled.ctx.db;
    const admins = sdb
      .prepare('SELECT username FROM users WHERE role = ? AND is_active = 1 ORDER BY id')
      .pluck()
      .all(ADMIN_ROLE) as string[];
    const adminIds = sdb
      .prepare('SELECT id FROM users WHERE role = ? AND is_active = 1 ORDER BY id')
      .pluck()
      .all(ADMIN_ROLE) as number[];
    mkdirSync(join(importDir, 'users'), { recursive: true });
    const path = join(importDir, 'users', 'pracownicy.csv');
    writeFileSync(path, [USERS, ...admins.map((a) => `${a};;;;;Handlowiec;;;;`)].join('\n'));
    const at = new Date(clock - 60_000);
    utimesSync(path, at, at);
    const before = sdb.prepare('SELECT coalesce(max(id), 0) FROM notifications').pluck().get() as number;
    // The first look only sees the file; at 11:00 the job imports it.
    await scheduled.ctx.importScheduler.tick();
    clock = Date.parse('2026-03-02T10:00:30.000Z');
    await scheduled.ctx.importScheduler.tick();
    await scheduled.ctx.importScheduler.idle();
    const run = sdb.prepare("SELECT status, message, user_id FROM import_files WHERE kind = 'users'").get() as {
      status: string;
      message: string;
      user_id: number | null;
    };
    expect(run).toMatchObject({ status: 'refused', user_id: null });
    expect(run.message).toMatch(/nie zostałby żaden aktywny administrator/);
    const told = sdb.prepare('SELECT user_id, type FROM notifications WHERE id > ? ORDER BY id').all(before) as {
      user_id: number;
      type: string;
    }[];
    expect(told.map((n) => n.user_id)).toEqual(adminIds);
    expect(new Set(told.map((n) => n.type))).toEqual(new Set(['import_failed']));
    expect(sdb.prepare('SELECT count(*) FROM users WHERE role = ? AND is_active = 1').pluck().get(ADMIN_ROLE)).toBe(
      admins.length,
    );
  });
});
