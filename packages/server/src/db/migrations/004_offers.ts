import {
  DOCUMENT_HEAD_COLUMNS,
  DOCUMENT_SUM_COLUMNS,
  historyTableSql,
  linesTableSql,
  OFFER_TABLES,
  ORDER_TABLES,
} from './documentTablesSql';

/**
 * Offers and orders with their lines, comments, attachments and history. clients(id) and
 * products(id) belong to other migrations: referenced by id without foreign keys, so the
 * migrations of the areas do not depend on each other's order.
 */
export const offers = `
CREATE TABLE offers (
${DOCUMENT_HEAD_COLUMNS}
  valid_until TEXT,
  comment TEXT,
  template TEXT,
  footer TEXT,
  delivery TEXT,
  creator_id INTEGER NOT NULL REFERENCES users(id),
  company_code TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
${DOCUMENT_SUM_COLUMNS},
  required_approval_level TEXT NOT NULL DEFAULT 'none',
  approval_level TEXT,
  approved_by INTEGER REFERENCES users(id),
  approved_on_behalf_of INTEGER REFERENCES users(id),
  approved_at TEXT,
  copied_from_id INTEGER
);
CREATE INDEX offers_creator ON offers(creator_id, created_at);
CREATE INDEX offers_status ON offers(status, created_at);
CREATE INDEX offers_client ON offers(client_id, created_at);
CREATE INDEX offers_created ON offers(created_at);

${linesTableSql(OFFER_TABLES)}

CREATE TABLE offer_comments (
  id INTEGER PRIMARY KEY,
  offer_id INTEGER NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX offer_comments_offer ON offer_comments(offer_id);

CREATE TABLE offer_attachments (
  id INTEGER PRIMARY KEY,
  offer_id INTEGER NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  content BLOB NOT NULL
);
CREATE INDEX offer_attachments_offer ON offer_attachments(offer_id);

${historyTableSql(OFFER_TABLES)}

CREATE TABLE orders (
${DOCUMENT_HEAD_COLUMNS}
  offer_id INTEGER REFERENCES offers(id) ON DELETE SET NULL,
  comment TEXT,
  realization_date TEXT,
  payment_deadline TEXT,
  delivery TEXT,
  creator_id INTEGER NOT NULL REFERENCES users(id),
  company_code TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  confirmed_at TEXT,
  version INTEGER NOT NULL DEFAULT 1,
${DOCUMENT_SUM_COLUMNS}
);
CREATE INDEX orders_creator ON orders(creator_id, created_at);
CREATE INDEX orders_client ON orders(client_id, created_at);
CREATE INDEX orders_created ON orders(created_at);

${linesTableSql(ORDER_TABLES)}

-- Who placed an e-mail in the outbox, so the outbox list shows each user what they sent.
ALTER TABLE outbox ADD COLUMN sender_id INTEGER REFERENCES users(id);
`;
