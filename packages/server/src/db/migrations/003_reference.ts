/**
 * Reference data outside the catalogue: clients and contacts, invoices with lines and payments
 * (settlements), substitutions, import jobs and runs, notifications, shortcuts, table settings
 * and the audit log. Every sort and filter column of a list call has an index. Names of the
 * client and invoice number are copied onto invoices and payments so their lists sort on an
 * index instead of a join.
 */
/**
 * Keeps `invoices_fts` in step with new invoices. Exported because bulk seeding drops it, inserts,
 * rebuilds the index once and creates it again (one rebuild is far cheaper than a trigger per row).
 */
export const INVOICES_FTS_INSERT_TRIGGER = `CREATE TRIGGER invoices_fts_insert AFTER INSERT ON invoices BEGIN
  INSERT INTO invoices_fts(rowid, number, client_name) VALUES (new.id, new.number, new.client_name);
END;`;

/** The SQL of migration 3 (see the file comment). */
export const reference = `
CREATE TABLE clients (
  id INTEGER PRIMARY KEY,
  external_id TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL,
  nip TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  street TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  payment_term_days INTEGER NOT NULL DEFAULT 14,
  credit_limit INTEGER NOT NULL DEFAULT 0,
  payer_id INTEGER REFERENCES clients(id)
);
CREATE INDEX clients_external_id ON clients(external_id);
CREATE INDEX clients_name ON clients(name);
CREATE INDEX clients_nip ON clients(nip);
CREATE INDEX clients_address ON clients(address);
CREATE INDEX clients_city ON clients(city);

CREATE TABLE client_contacts (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  mail TEXT NOT NULL DEFAULT '',
  annotation TEXT NOT NULL DEFAULT ''
);
CREATE INDEX client_contacts_name ON client_contacts(client_id, name);
CREATE INDEX client_contacts_mail ON client_contacts(client_id, mail);

CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  client_id INTEGER NOT NULL REFERENCES clients(id),
  client_name TEXT NOT NULL,
  date_of_issue TEXT NOT NULL,
  delivery_date TEXT NOT NULL,
  date_of_payment TEXT NOT NULL,
  net_value INTEGER NOT NULL,
  gross_value INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('paid', 'partially_paid', 'unpaid', 'overdue')),
  left_to_pay INTEGER NOT NULL CHECK (left_to_pay >= 0)
);
CREATE INDEX invoices_client_name ON invoices(client_name);
CREATE INDEX invoices_date_of_issue ON invoices(date_of_issue);
CREATE INDEX invoices_delivery_date ON invoices(delivery_date);
CREATE INDEX invoices_date_of_payment ON invoices(date_of_payment);
CREATE INDEX invoices_net_value ON invoices(net_value);
CREATE INDEX invoices_gross_value ON invoices(gross_value);
CREATE INDEX invoices_status ON invoices(status, date_of_issue);
-- Status is the usual filter: with (status, sort column) a filtered page walks one index in order.
CREATE INDEX invoices_status_number ON invoices(status, number);
CREATE INDEX invoices_status_client ON invoices(status, client_name);
CREATE INDEX invoices_status_delivery ON invoices(status, delivery_date);
CREATE INDEX invoices_status_payment ON invoices(status, date_of_payment);
CREATE INDEX invoices_status_net ON invoices(status, net_value);
CREATE INDEX invoices_status_gross ON invoices(status, gross_value);
CREATE INDEX invoices_status_left ON invoices(status, left_to_pay);
CREATE INDEX invoices_left_to_pay ON invoices(left_to_pay);
CREATE INDEX invoices_client ON invoices(client_id, date_of_issue);

-- Substring search on number and client name (trigram: case- and diacritic-insensitive).
CREATE VIRTUAL TABLE invoices_fts USING fts5(
  number, client_name, content='invoices', content_rowid='id', tokenize='trigram remove_diacritics 1'
);
${INVOICES_FTS_INSERT_TRIGGER}
CREATE TRIGGER invoices_fts_delete AFTER DELETE ON invoices BEGIN
  INSERT INTO invoices_fts(invoices_fts, rowid, number, client_name) VALUES ('delete', old.id, old.number, old.client_name);
END;
CREATE TRIGGER invoices_fts_update AFTER UPDATE OF number, client_name ON invoices BEGIN
  INSERT INTO invoices_fts(invoices_fts, rowid, number, client_name) VALUES ('delete', old.id, old.number, old.client_name);
  INSERT INTO invoices_fts(rowid, number, client_name) VALUES (new.id, new.number, new.client_name);
END;

CREATE TABLE invoice_lines (
  invoice_id INTEGER NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  ordinal_no INTEGER NOT NULL,
  name TEXT NOT NULL,
  quantity REAL NOT NULL,
  unit TEXT NOT NULL,
  unit_price INTEGER NOT NULL,
  tax_rate INTEGER NOT NULL,
  net_value INTEGER NOT NULL,
  gross_value INTEGER NOT NULL,
  PRIMARY KEY (invoice_id, ordinal_no)
) WITHOUT ROWID;

CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  invoice_id INTEGER NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  client_id INTEGER NOT NULL REFERENCES clients(id),
  client_name TEXT NOT NULL,
  invoice_number TEXT NOT NULL,
  payment_date TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  method TEXT NOT NULL CHECK (method IN ('transfer', 'cash', 'card', 'compensation'))
);
CREATE INDEX payments_invoice ON payments(invoice_id, payment_date);
CREATE INDEX payments_payment_date ON payments(payment_date);
CREATE INDEX payments_amount ON payments(amount);
CREATE INDEX payments_client_name ON payments(client_name);
CREATE INDEX payments_invoice_number ON payments(invoice_number);
CREATE INDEX payments_client ON payments(client_id, payment_date);
CREATE INDEX payments_method ON payments(method, payment_date);

CREATE TABLE substitutions (
  id INTEGER PRIMARY KEY,
  absent_user_id INTEGER NOT NULL REFERENCES users(id),
  deputy_user_id INTEGER NOT NULL REFERENCES users(id),
  date_from TEXT NOT NULL,
  date_to TEXT NOT NULL,
  ended_at TEXT,
  created_at TEXT NOT NULL,
  created_by INTEGER REFERENCES users(id),
  CHECK (date_to >= date_from),
  CHECK (absent_user_id <> deputy_user_id)
);
CREATE INDEX substitutions_deputy ON substitutions(deputy_user_id, date_from);
CREATE INDEX substitutions_absent ON substitutions(absent_user_id, date_from);
CREATE INDEX substitutions_date_from ON substitutions(date_from);
CREATE INDEX substitutions_date_to ON substitutions(date_to);

CREATE TABLE import_jobs (
  id INTEGER PRIMARY KEY,
  cron_job_code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  frequency TEXT NOT NULL,
  current_job_status TEXT NOT NULL,
  last_run_start TEXT,
  last_run_completed TEXT,
  next_run TEXT
);
CREATE INDEX import_jobs_frequency ON import_jobs(frequency);
CREATE INDEX import_jobs_status ON import_jobs(current_job_status);
CREATE INDEX import_jobs_last_run_start ON import_jobs(last_run_start);
CREATE INDEX import_jobs_last_run_completed ON import_jobs(last_run_completed);
CREATE INDEX import_jobs_next_run ON import_jobs(next_run);

CREATE TABLE import_runs (
  id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES import_jobs(id) ON DELETE CASCADE,
  started_at TEXT NOT NULL,
  completed_at TEXT,
  status TEXT NOT NULL,
  records INTEGER NOT NULL DEFAULT 0,
  message TEXT NOT NULL DEFAULT ''
);
CREATE INDEX import_runs_job ON import_runs(job_id, started_at);

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  metadata TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  read_at TEXT
);
CREATE INDEX notifications_user_created ON notifications(user_id, created_at);
CREATE INDEX notifications_user_type ON notifications(user_id, type, created_at);
CREATE INDEX notifications_user_unread ON notifications(user_id, read_at);

CREATE TABLE user_shortcuts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  items TEXT NOT NULL
);

CREATE TABLE table_configs (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  table_key TEXT NOT NULL,
  table_columns TEXT NOT NULL,
  items_per_page INTEGER NOT NULL,
  PRIMARY KEY (user_id, table_key)
);

-- Who did what; on_behalf_of is set when the action used a substituted user's permission level.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  on_behalf_of INTEGER REFERENCES users(id),
  action TEXT NOT NULL,
  target TEXT NOT NULL,
  details TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_user ON audit_log(user_id, created_at);
`;
