/**
 * Idempotency keys of the creating calls (docs/offers.md, "Idempotency"): an offer or order
 * created, copied or made from orders, a substitution, an API token has no document when its
 * key is checked, so a key's document becomes optional. A key without one is pruned per user
 * instead of per document. SQLite cannot drop a NOT NULL, so the table is built anew with its rows.
 */
export const idempotentCreates = `
CREATE TABLE idempotency_keys_new (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  -- The document the write changed; both null for a call that creates something.
  doc_kind TEXT CHECK (doc_kind IN ('offer', 'order')),
  doc_id INTEGER,
  -- What the request was: method, path and a hash of its body (a reused key must match it).
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, idempotency_key),
  CHECK ((doc_kind IS NULL) = (doc_id IS NULL))
) WITHOUT ROWID;
INSERT INTO idempotency_keys_new (user_id, idempotency_key, doc_kind, doc_id, fingerprint, status, response, created_at)
  SELECT user_id, idempotency_key, doc_kind, doc_id, fingerprint, status, response, created_at FROM idempotency_keys;
DROP TABLE idempotency_keys;
ALTER TABLE idempotency_keys_new RENAME TO idempotency_keys;
CREATE INDEX idempotency_keys_doc ON idempotency_keys(doc_kind, doc_id, created_at);
CREATE INDEX idempotency_keys_age ON idempotency_keys(created_at);
CREATE INDEX idempotency_keys_user_creates ON idempotency_keys(user_id, created_at) WHERE doc_id IS NULL;
`;
