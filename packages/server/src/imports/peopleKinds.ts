import { createHash, randomBytes } from 'node:crypto';
import {
  ADMIN_ROLE,
  formatMessage,
  importMessages,
  PAYMENT_METHODS,
  peopleImportMessages,
  ROLES,
  rankRefusal,
  roleGrantRefusal,
  selfChangeRefusal,
  type UserAdminActor,
  type UserAdminRefusal,
  type UserAdminTarget,
  warsawDay,
} from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { markForDelivery, type SystemMail } from '../mail/mailQueue';
import { type CellParser, code, date, money, nip, postalCode, text } from './cellParsers';
import type { FieldDef, KindDef, RowCheck, StagedValue } from './importKinds';
import type { ApplyRun } from './productChanges';

// The kinds of the distributor's people and money (docs/imports.md): staff accounts, clients,
// their contacts, and payments of invoices. They run on the same engine as the catalogue kinds;
// what the engine's column-by-column writes cannot do (a user's warehouses, a payer named by
// another row of the file, the invoices a payment settles, a new account's set-password link)
// is done in their `afterApply`, inside the run's transaction.

const msg = peopleImportMessages;
const rowMsg = importMessages.row;
type Parsed = ReturnType<CellParser>;
const ok = (value: string | number | null): Parsed => ({ ok: true, value });
const bad = (message: string): Parsed => ({ ok: false, message });

/** Folds a word for comparing what people type: lower case, no Polish letters. */
const fold = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łŁ]/g, 'l').toLowerCase().trim();

/** A login: letters, digits and `._-@`, at most 100 characters. */
const username: CellParser = (t) =>
  t.length <= 100 && /^[\p{L}\p{N}._@-]+$/u.test(t)
    ? ok(t)
    : bad(formatMessage(msg.row.username, { value: t, max: 100 }));

/** An e-mail address (the set-password link goes there). */
const email: CellParser = (t) =>
  t.length <= 200 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t) ? ok(t) : bad(formatMessage(msg.row.email, { value: t }));

/** A role by its name as the app writes it (case and Polish letters ignored). */
const role: CellParser = (t) => {
  const found = ROLES.find((r) => fold(r) === fold(t));
  return found ? ok(found) : bad(formatMessage(msg.row.role, { value: t, allowed: ROLES.join(', ') }));
};

const TRUE = new Set(['1', 'tak', 't', 'true', 'yes', 'y', 'x', 'prawda']);
const FALSE = new Set(['0', 'nie', 'n', 'false', 'no', 'falsz']);

/** Yes or no → 1 or 0. */
const bool: CellParser = (t) => {
  const v = fold(t);
  return TRUE.has(v) ? ok(1) : FALSE.has(v) ? ok(0) : bad(formatMessage(msg.row.bool, { value: t }));
};

/** Where an account comes from: `erp`, `ad` or `local`. */
const source: CellParser = (t) => {
  const v = fold(t);
  return v === 'erp' || v === 'ad' || v === 'local' ? ok(v) : bad(formatMessage(msg.row.source, { value: t }));
};

/** A list of warehouse codes (`|`, `,`, `;` or spaces between) → a sorted JSON list without repeats. */
const warehouseList: CellParser = (t) => {
  const codes = [...new Set(t.split(/[|,;\s]+/).filter(Boolean))].sort();
  const wrong = codes.find((c) => !code(20)(c).ok);
  return wrong !== undefined ? bad(formatMessage(msg.row.warehouseList, { value: wrong })) : ok(JSON.stringify(codes));
};

/** Days to pay: a whole number 0…365. */
const days: CellParser = (t) => {
  const v = t.replace(/\s*dni$/i, '');
  return /^\d{1,3}$/.test(v) && Number(v) <= 365 ? ok(Number(v)) : bad(formatMessage(msg.row.days, { value: t }));
};

/** The Polish names (and the codes) of the payment methods. */
const METHOD_NAMES: Record<string, (typeof PAYMENT_METHODS)[number]> = {
  przelew: 'transfer',
  gotowka: 'cash',
  karta: 'card',
  kompensata: 'compensation',
  ...Object.fromEntries(PAYMENT_METHODS.map((m) => [m, m])),
};

/** A payment method by its Polish name or code. */
const method: CellParser = (t) => {
  const found = METHOD_NAMES[fold(t)];
  return found ? ok(found) : bad(formatMessage(msg.row.method, { value: t }));
};

const textWithDefault = (key: string, max: number, column = key): FieldDef => ({
  key,
  parse: text(max),
  column,
  insertDefault: "''",
});

/** The columns a new row must have but the staged row leaves empty. */
function missingForNew(fields: readonly FieldDef[], values: Record<string, StagedValue>): RowCheck['errors'] {
  return fields
    .filter((f) => f.requiredForNew && values[f.key] == null)
    .map((f) => ({ column: f.key, message: formatMessage(rowMsg.requiredForNew, { column: f.key }) }));
}

// ---------------------------------------------------------------------------------------------
// users

/** How long a new account's set-password link works: a week (a reset link works an hour). */
export const SET_PASSWORD_LINK_TTL_SECONDS = 7 * 24 * 3600;

const userWarehousesNow =
  '(SELECT json_group_array(w) FROM (SELECT warehouse_code AS w FROM user_warehouses WHERE user_id = t.id ORDER BY warehouse_code))';

const userFields: FieldDef[] = [
  { key: 'username', parse: username, column: 'username', key_: true },
  { key: 'firstname', parse: text(100), column: 'firstname', requiredForNew: true },
  { key: 'lastname', parse: text(100), column: 'lastname', requiredForNew: true },
  { key: 'email', parse: email, column: 'email', requiredForNew: true },
  textWithDefault('phone', 50),
  { key: 'role', parse: role, column: 'role', requiredForNew: true },
  { key: 'company_code', parse: code(20), column: 'company_code', requiredForNew: true },
  { key: 'default_warehouse', parse: code(20), column: 'default_warehouse' },
  // Compared here, written by `afterApply` (a table of its own).
  { key: 'available_warehouses', parse: warehouseList, current: userWarehousesNow },
  { key: 'is_acceptor', parse: bool, column: 'is_acceptor', insertDefault: '0' },
  { key: 'source', parse: source, column: 'source', insertDefault: "'erp'" },
  // A named account is active (again): the file is the list of staff.
  { key: 'is_active', parse: bool, column: 'is_active', next: '1', implied: true },
];

/** The person who started a run, as user administration sees them; null for a scheduled job's run. */
function importer(db: Db, run: ApplyRun): UserAdminActor | null {
  if (run.importFileId === null) return null;
  const row = db
    .prepare('SELECT u.id, u.role, u.company_code FROM import_files f JOIN users u ON u.id = f.user_id WHERE f.id = ?')
    .get(run.importFileId) as { id: number; role: string; company_code: string } | undefined;
  return row ? { id: row.id, role: row.role, companyCode: row.company_code } : null;
}

interface StagedUser {
  row_no: number;
  username: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  role: string | null;
  company_code: string | null;
  default_warehouse: string | null;
  available_warehouses: string | null;
  is_acceptor: number | null;
  source: string | null;
  id: number | null;
  cur_firstname: string;
  cur_lastname: string;
  cur_email: string;
  cur_phone: string;
  cur_role: string;
  cur_company_code: string;
  cur_default_warehouse: string | null;
  cur_available_warehouses: string;
  cur_is_acceptor: number;
  cur_source: string;
  cur_is_active: number;
}

const COMPARED_USER_COLUMNS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'role',
  'company_code',
  'default_warehouse',
  'available_warehouses',
  'is_acceptor',
  'source',
] as const;

/** Whether a staged row changes its existing account (an empty cell keeps the value). */
function changesAccount(r: StagedUser): boolean {
  if (r.cur_is_active !== 1) return true;
  return COMPARED_USER_COLUMNS.some((c) => r[c] !== null && r[c] !== r[`cur_${c}`]);
}

/**
 * The rank rule of user administration applied to a whole staff file (docs/imports.md, "users"):
 * the importer may create or change only accounts they could create or change on the users page
 * (rank, administrators, company, the roles they may grant); a full import may not deactivate an
 * account above them; the file may not leave no active administrator, change the importer's own
 * role nor deactivate their own account. A scheduled job's run has no importer: only the
 * last-administrator rule holds for it (its files come from the administrators' own inbox).
 */
function refuseUsers(db: Db, stage: string, run: ApplyRun): string | null {
  const actor = importer(db, run);
  const rows = db
    .prepare(
      `SELECT s.row_no, s.username, s.firstname, s.lastname, s.email, s.phone, s.role, s.company_code,
         s.default_warehouse, s.available_warehouses, s.is_acceptor, s.source,
         t.id, t.firstname AS cur_firstname, t.lastname AS cur_lastname, t.email AS cur_email, t.phone AS cur_phone,
         t.role AS cur_role, t.company_code AS cur_company_code, t.default_warehouse AS cur_default_warehouse,
         ${userWarehousesNow} AS cur_available_warehouses, t.is_acceptor AS cur_is_acceptor,
         t.source AS cur_source, t.is_active AS cur_is_active
       FROM ${stage} s LEFT JOIN users t ON t.username = s.username WHERE s.ok = 1 ORDER BY s.row_no`,
    )
    .all() as StagedUser[];
  const leftOut = run.deactivateWhere
    ? (db
        .prepare(`SELECT t.id, t.username, t.role, t.company_code FROM users t WHERE ${run.deactivateWhere}`)
        .all() as { id: number; username: string; role: string; company_code: string }[])
    : [];
  const rowRefusal = (r: StagedUser, refusal: UserAdminRefusal | null) =>
    refusal && formatMessage(msg.file.rank, { row: r.row_no, username: r.username, reason: refusal.message });
  if (actor) {
    for (const r of rows) {
      const after: UserAdminTarget = {
        id: r.id ?? 0,
        role: r.role ?? r.cur_role,
        companyCode: r.company_code ?? r.cur_company_code,
      };
      let refusal: UserAdminRefusal | null = null;
      if (r.id === null) refusal = rankRefusal(actor, after, 'status') ?? roleGrantRefusal(actor, after.role);
      else if (changesAccount(r)) {
        const before = { id: r.id, role: r.cur_role, companyCode: r.cur_company_code };
        refusal =
          rankRefusal(actor, before, 'status') ??
          (after.role !== before.role ? roleGrantRefusal(actor, after.role) : null) ??
          rankRefusal(actor, after, 'status');
      }
      const message = rowRefusal(r, refusal);
      if (message) return message;
    }
    for (const u of leftOut) {
      const refusal = rankRefusal(actor, { id: u.id, role: u.role, companyCode: u.company_code }, 'status');
      if (refusal) return formatMessage(msg.file.rankLeftOut, { username: u.username, reason: refusal.message });
    }
  }
  const adminsNow = db
    .prepare('SELECT count(*) FROM users WHERE role = ? AND is_active = 1')
    .pluck()
    .get(ADMIN_ROLE) as number;
  if (adminsNow > 0) {
    const gone = new Set(leftOut.map((u) => u.id));
    const named = new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
    const adminsKept = db
      .prepare('SELECT id FROM users WHERE role = ? AND is_active = 1')
      .pluck()
      .all(ADMIN_ROLE) as number[];
    const after =
      adminsKept.filter((id) => !named.has(id) && !gone.has(id)).length +
      rows.filter((r) => (r.role ?? r.cur_role) === ADMIN_ROLE).length;
    if (after === 0) return msg.file.lastAdmin;
  }
  if (actor) {
    const own = rows.find((r) => r.id === actor.id);
    const self = { id: actor.id, role: actor.role, companyCode: actor.companyCode };
    if (own && own.role !== null && own.role !== own.cur_role) {
      return rowRefusal(own, selfChangeRefusal(actor, self, 'role'));
    }
    if (leftOut.some((u) => u.id === actor.id)) {
      const refusal = selfChangeRefusal(actor, self, 'status', { activate: false });
      if (refusal)
        return formatMessage(msg.file.rankLeftOut, { username: actorName(db, actor.id), reason: refusal.message });
    }
  }
  return null;
}

const actorName = (db: Db, id: number) =>
  String(db.prepare('SELECT username FROM users WHERE id = ?').pluck().get(id) ?? id);

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new account's way in: a set-password link written as a password-reset link is (a row of
 * `password_resets`, the message in the outbox; `/pl/reset-password?token=…` sets the password),
 * valid {@link SET_PASSWORD_LINK_TTL_SECONDS}, and sent the same way: queued for the mail sender
 * with the system's From and an absolute link when the server sends mail, else only stored.
 */
function sendSetPasswordLinks(db: Db, stage: string, mail: SystemMail | undefined): void {
  const fresh = db
    .prepare(
      `SELECT t.id, t.username, t.email, t.firstname FROM ${stage} s JOIN users t ON t.username = s.username
       WHERE s.ok = 1 AND s.is_new = 1 AND t.password_hash IS NULL AND t.is_active = 1 ORDER BY s.row_no`,
    )
    .all() as { id: number; username: string; email: string; firstname: string }[];
  if (!fresh.length) return;
  const now = Date.now();
  const reset = db.prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)');
  const outbox = db.prepare('INSERT INTO outbox (created_at, recipient, subject, body) VALUES (?, ?, ?, ?)');
  for (const u of fresh) {
    const token = randomBytes(24).toString('base64url');
    reset.run(sha256(token), u.id, Math.floor(now / 1000) + SET_PASSWORD_LINK_TTL_SECONDS);
    const outboxId = outbox.run(
      new Date(now).toISOString(),
      u.email,
      msg.setPassword.subject,
      formatMessage(msg.setPassword.body, {
        name: u.firstname,
        username: u.username,
        link: `${mail?.linkBase ?? ''}/pl/reset-password?token=${token}`,
        days: SET_PASSWORD_LINK_TTL_SECONDS / 86400,
      }),
    ).lastInsertRowid;
    if (mail) markForDelivery(db, Number(outboxId), { sending: mail.sending, from: mail.from, now });
  }
}

const users: KindDef = {
  kind: 'users',
  fields: userFields,
  extra: ['is_new'],
  stageIndex: ['username'],
  target: 'users t',
  // `t.username` first: its NOCASE collation decides the comparison.
  match: 't.username = s.username',
  keyLabel: 's.username',
  insertKeys: [['username', 's.username']],
  rowKey: (values) => String(values.username).toLowerCase(),
  check(db) {
    const account = db.prepare('SELECT id, company_code, default_warehouse FROM users WHERE username = ?');
    const company = db.prepare('SELECT 1 FROM companies WHERE code = ?').pluck();
    const warehouseCompany = db.prepare('SELECT company_code FROM warehouses WHERE code = ?').pluck();
    return (values) => {
      const errors: RowCheck['errors'] = [];
      const user = account.get(values.username) as
        | { id: number; company_code: string; default_warehouse: string | null }
        | undefined;
      if (!user) errors.push(...missingForNew(userFields, values));
      if (values.company_code != null && company.get(values.company_code) === undefined) {
        errors.push({
          column: 'company_code',
          message: formatMessage(rowMsg.unknownCompany, { code: String(values.company_code) }),
        });
      }
      const companyCode = (values.company_code as string | null) ?? user?.company_code ?? null;
      const list =
        values.available_warehouses == null ? null : (JSON.parse(String(values.available_warehouses)) as string[]);
      const named = [...(list ?? []), ...(values.default_warehouse == null ? [] : [String(values.default_warehouse)])];
      const unknown: string[] = [];
      const foreign: string[] = [];
      for (const w of new Set(named)) {
        const of = warehouseCompany.get(w) as string | undefined;
        if (of === undefined) unknown.push(w);
        else if (companyCode !== null && of !== companyCode) foreign.push(w);
      }
      if (unknown.length) {
        errors.push({
          column: list && unknown.some((w) => list.includes(w)) ? 'available_warehouses' : 'default_warehouse',
          message: formatMessage(msg.row.unknownWarehouses, { codes: unknown.join(', ') }),
        });
      }
      if (foreign.length) {
        errors.push({
          column: list && foreign.some((w) => list.includes(w)) ? 'available_warehouses' : 'default_warehouse',
          message: formatMessage(msg.row.foreignWarehouses, {
            codes: foreign.join(', '),
            company: String(companyCode),
          }),
        });
      }
      const defaultWarehouse = (values.default_warehouse as string | null) ?? user?.default_warehouse ?? null;
      if (list && defaultWarehouse !== null && !list.includes(defaultWarehouse)) {
        errors.push({
          column: values.default_warehouse != null ? 'default_warehouse' : 'available_warehouses',
          message: formatMessage(msg.row.defaultNotAvailable, { code: defaultWarehouse }),
        });
      }
      return { errors, extra: { is_new: user ? 0 : 1 } };
    };
  },
  refuse: refuseUsers,
  afterApply(db, stage, run) {
    const named = `SELECT t.id FROM ${stage} s JOIN users t ON t.username = s.username WHERE s.ok = 1`;
    db.exec(`
      DELETE FROM user_warehouses WHERE user_id IN (${named} AND s.available_warehouses IS NOT NULL);
      INSERT INTO user_warehouses (user_id, warehouse_code)
        SELECT t.id, j.value FROM ${stage} s JOIN users t ON t.username = s.username, json_each(s.available_warehouses) j
        WHERE s.ok = 1 AND s.available_warehouses IS NOT NULL;
      INSERT OR IGNORE INTO user_warehouses (user_id, warehouse_code)
        SELECT t.id, t.default_warehouse FROM ${stage} s JOIN users t ON t.username = s.username
        WHERE s.ok = 1 AND t.default_warehouse IS NOT NULL;`);
    sendSetPasswordLinks(db, stage, run.mail);
  },
  afterAllChunks(db, _stage, run) {
    if (run.deactivateWhere) {
      // What user administration does to an account it switches off: its sessions, reset links
      // and personal API tokens end now (docs/decisions/reference.md, "Deactivation").
      const ids = db.prepare(`SELECT t.id FROM users t WHERE ${run.deactivateWhere}`).pluck().all() as number[];
      const now = Math.floor(Date.now() / 1000);
      const sessions = db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL');
      const resets = db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL');
      const tokens = db.prepare(
        'UPDATE api_tokens SET revoked_at = ?, revoked_by = ? WHERE user_id = ? AND revoked_at IS NULL',
      );
      const by = importer(db, run)?.id ?? null;
      for (const id of ids) {
        sessions.run(now, id);
        resets.run(now, id);
        tokens.run(now, by ?? id, id);
      }
    }
  },
  deactivate: {
    where: 't.is_active = 1 AND NOT EXISTS (SELECT 1 FROM {stage} s WHERE t.username = s.username)',
    keyLabel: 't.username',
    set: 'is_active = 0',
  },
};

// ---------------------------------------------------------------------------------------------
// clients

const clientFields: FieldDef[] = [
  { key: 'external_id', parse: code(50), column: 'external_id', key_: true },
  { key: 'name', parse: text(300), column: 'name', requiredForNew: true },
  { key: 'nip', parse: nip, column: 'nip', insertDefault: "''" },
  {
    key: 'address',
    parse: text(300),
    column: 'address',
    // A new client without an address of its own gets one from its street, postal code and city.
    insertDefault: `trim(coalesce(s.street, '') || CASE WHEN s.city IS NOT NULL
      THEN ', ' || coalesce(s.postal_code || ' ', '') || s.city ELSE '' END, ', ')`,
  },
  textWithDefault('street', 200),
  { key: 'postal_code', parse: postalCode, column: 'postal_code', insertDefault: "''" },
  textWithDefault('city', 100),
  textWithDefault('email', 200),
  textWithDefault('phone', 50),
  // The payer by its code: compared here (a client without one pays for itself), written by
  // `afterApply`, once every client of the file exists.
  {
    key: 'payer',
    parse: code(50),
    current: 'coalesce((SELECT p.external_id FROM clients p WHERE p.id = t.payer_id), t.external_id)',
  },
  { key: 'credit_limit', parse: money, column: 'credit_limit', money: true, insertDefault: '0' },
  { key: 'payment_term_days', parse: days, column: 'payment_term_days', insertDefault: '14' },
  { key: 'sales_blocked', parse: bool, column: 'sales_blocked', insertDefault: '0' },
  textWithDefault('block_reason', 500, 'sales_block_reason'),
  { key: 'salesperson', parse: username, column: 'salesperson_id', next: 's.salesperson_id', noCompare: true },
  // The salesperson compared (and shown in the report) by login rather than id.
  {
    key: 'salesperson_login',
    parse: username,
    next: '(SELECT username FROM users WHERE id = s.salesperson_id)',
    current: '(SELECT username FROM users WHERE id = t.salesperson_id)',
    implied: true,
    shownAs: 'salesperson',
  },
];

const clients: KindDef = {
  kind: 'clients',
  fields: clientFields,
  extra: ['salesperson_id'],
  stageIndex: ['external_id'],
  target: 'clients t',
  match: 't.external_id = s.external_id',
  keyLabel: 's.external_id',
  insertKeys: [['external_id', 's.external_id']],
  check(db) {
    const exists = db.prepare('SELECT 1 FROM clients WHERE external_id = ?').pluck();
    const user = db.prepare('SELECT id FROM users WHERE username = ?').pluck();
    return (values) => {
      const errors: RowCheck['errors'] = [];
      if (exists.get(values.external_id) === undefined) errors.push(...missingForNew(clientFields, values));
      let salespersonId: number | null = null;
      if (values.salesperson != null) {
        salespersonId = (user.get(values.salesperson) as number | undefined) ?? null;
        if (salespersonId === null) {
          errors.push({
            column: 'salesperson',
            message: formatMessage(msg.row.unknownSalesperson, { value: String(values.salesperson) }),
          });
        }
      }
      return { errors, extra: { salesperson_id: salespersonId } };
    };
  },
  refuse(db, stage) {
    const unknown = db
      .prepare(
        `SELECT s.row_no, s.payer FROM ${stage} s WHERE s.ok = 1 AND s.payer IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM clients p WHERE p.external_id = s.payer)
           AND NOT EXISTS (SELECT 1 FROM ${stage} o WHERE o.external_id = s.payer AND o.ok = 1)
         ORDER BY s.row_no LIMIT 1`,
      )
      .get() as { row_no: number; payer: string } | undefined;
    return unknown ? formatMessage(msg.file.unknownPayer, { row: unknown.row_no, payer: unknown.payer }) : null;
  },
  // Once every client of the file is written: a payer may be named by a later row (another chunk).
  afterAllChunks(db, stage) {
    db.exec(`
      UPDATE clients AS t SET payer_id = CASE WHEN s.payer = s.external_id THEN NULL
        ELSE (SELECT p.id FROM clients p WHERE p.external_id = s.payer ORDER BY p.id LIMIT 1) END
      FROM ${stage} s WHERE s.ok = 1 AND s.payer IS NOT NULL AND t.external_id = s.external_id;`);
  },
};

// ---------------------------------------------------------------------------------------------
// contacts

const contacts: KindDef = {
  kind: 'contacts',
  fields: [
    { key: 'client_external_id', parse: code(50), key_: true },
    { key: 'name', parse: text(200), column: 'name', key_: true },
    textWithDefault('phone', 50),
    textWithDefault('mail', 200),
    textWithDefault('annotation', 1000),
  ],
  extra: ['client_id'],
  stageIndex: ['client_id', 'name'],
  target: 'client_contacts t',
  match: 't.client_id = s.client_id AND t.name = s.name',
  keyLabel: "s.client_external_id || ' / ' || s.name",
  insertKeys: [
    ['client_id', 's.client_id'],
    ['name', 's.name'],
  ],
  check(db) {
    const client = db.prepare('SELECT id FROM clients WHERE external_id = ? ORDER BY id LIMIT 1').pluck();
    return (values): RowCheck => {
      const id = client.get(values.client_external_id) as number | undefined;
      return id === undefined
        ? {
            errors: [
              {
                column: 'client_external_id',
                message: formatMessage(msg.row.unknownClient, { value: String(values.client_external_id) }),
              },
            ],
            extra: {},
          }
        : { errors: [], extra: { client_id: id } };
    };
  },
};

// ---------------------------------------------------------------------------------------------
// payments

const paymentRequired = ['invoice_number', 'date', 'amount', 'method'] as const;

/**
 * What an invoice's payments make of it (docs/decisions/reference.md, "Invoice statuses"):
 * left to pay and the status, for the invoices `ids` (SQL selecting invoice ids) names.
 */
function settleInvoices(db: Db, ids: string): void {
  db.prepare(
    `UPDATE invoices SET
       left_to_pay = max(gross_value - coalesce((SELECT sum(p.amount) FROM payments p WHERE p.invoice_id = invoices.id), 0), 0),
       status = CASE
         WHEN gross_value - coalesce((SELECT sum(p.amount) FROM payments p WHERE p.invoice_id = invoices.id), 0) <= 0 THEN 'paid'
         WHEN date_of_payment < @today THEN 'overdue'
         WHEN EXISTS (SELECT 1 FROM payments p WHERE p.invoice_id = invoices.id) THEN 'partially_paid'
         ELSE 'unpaid' END
     WHERE id IN (${ids})`,
  ).run({ today: warsawDay(Date.now()) });
}

const payments: KindDef = {
  kind: 'payments',
  fields: [
    { key: 'payment_id', parse: text(100), column: 'external_id' },
    { key: 'invoice_number', parse: text(100), column: 'invoice_number', next: 's.invoice_no' },
    { key: 'date', parse: date, column: 'payment_date' },
    { key: 'amount', parse: money, column: 'amount', money: true },
    { key: 'method', parse: method, column: 'method' },
    { key: 'invoice_ref', parse: text(1), column: 'invoice_id', next: 's.invoice_id', implied: true, noCompare: true },
    { key: 'client_ref', parse: text(1), column: 'client_id', next: 's.client_id', implied: true, noCompare: true },
    {
      key: 'client_name_ref',
      parse: text(1),
      column: 'client_name',
      next: 's.client_name',
      implied: true,
      noCompare: true,
    },
  ],
  extra: ['invoice_id', 'client_id', 'client_name', 'invoice_no', 'old_invoice_id'],
  stageIndex: ['payment_id'],
  target: 'payments t',
  // Its own id when the file gives one; else (or for a payment imported before without one) its
  // invoice, date, amount and method.
  match: `((s.payment_id IS NOT NULL AND t.external_id = s.payment_id)
    OR (t.invoice_id = s.invoice_id AND t.payment_date = s.date AND t.amount = s.amount AND t.method = s.method
        AND (s.payment_id IS NULL OR t.external_id IS NULL)))`,
  keyLabel: "coalesce(s.payment_id, s.invoice_no || ' / ' || s.date)",
  insertKeys: [],
  rowKey: (values) =>
    values.payment_id != null
      ? String(values.payment_id)
      : [
          values.invoice_number,
          values.date,
          typeof values.amount === 'number' ? `${(values.amount / 100).toFixed(2).replace('.', ',')} zł` : '',
          values.method,
        ].join(' / '),
  check(db) {
    const invoice = db.prepare('SELECT id, number, client_id, client_name FROM invoices WHERE number = ?');
    const previous = db.prepare('SELECT invoice_id FROM payments WHERE external_id = ?').pluck();
    return (values) => {
      const errors: RowCheck['errors'] = paymentRequired
        .filter((k) => values[k] == null)
        .map((k) => ({ column: k, message: rowMsg.required }));
      if (values.amount === 0) errors.push({ column: 'amount', message: msg.row.amountZero });
      const found =
        values.invoice_number == null
          ? undefined
          : (invoice.get(values.invoice_number) as
              | { id: number; number: string; client_id: number; client_name: string }
              | undefined);
      if (values.invoice_number != null && !found) {
        errors.push({
          column: 'invoice_number',
          message: formatMessage(msg.row.unknownInvoice, { value: String(values.invoice_number) }),
        });
      }
      return {
        errors,
        extra: {
          invoice_id: found?.id ?? null,
          client_id: found?.client_id ?? null,
          client_name: found?.client_name ?? null,
          invoice_no: found?.number ?? null,
          old_invoice_id:
            values.payment_id == null ? null : ((previous.get(values.payment_id) as number | undefined) ?? null),
        },
      };
    };
  },
  afterApply(db, stage) {
    // Left to pay, the status (overdue too) and so the client's credit in use follow at once;
    // an invoice a payment moved away from is settled again as well.
    settleInvoices(
      db,
      `SELECT invoice_id FROM ${stage} WHERE ok = 1 UNION SELECT old_invoice_id FROM ${stage} WHERE ok = 1 AND old_invoice_id IS NOT NULL`,
    );
  },
};

/** The kinds of staff, clients, contacts and payments, by name. */
export const peopleKinds = { users, clients, contacts, payments } as const;
