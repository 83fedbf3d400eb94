/** Companies, warehouses, users, sessions, UI settings, password resets and the outbox. */
export const init = `
CREATE TABLE companies (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE warehouses (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  company_code TEXT NOT NULL REFERENCES companies(code),
  organizational_unit TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL,
  company_code TEXT NOT NULL REFERENCES companies(code),
  organizational_unit TEXT NOT NULL DEFAULT '',
  default_warehouse TEXT REFERENCES warehouses(code),
  is_acceptor INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1,
  source TEXT NOT NULL DEFAULT 'local'
);
CREATE INDEX users_role ON users(role);

CREATE TABLE user_warehouses (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  warehouse_code TEXT NOT NULL REFERENCES warehouses(code),
  PRIMARY KEY (user_id, warehouse_code)
);

CREATE TABLE sessions (
  jti TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE ui_config (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
);

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  attachment_name TEXT,
  attachment_type TEXT,
  attachment BLOB
);
`;
