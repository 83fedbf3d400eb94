/**
 * The event outbox and webhooks (docs/webhooks.md).
 *
 * `change_events` is the outbox: one row per committed change of an offer, an order, a client or
 * an invoice (and per finished import run), written in the change's own transaction. Its
 * AUTOINCREMENT id is the changes feed's cursor: SQLite runs one writer at a time, so ids are
 * handed out in commit order, and AUTOINCREMENT never hands out an id again after rows are
 * pruned. Offers and orders are recorded by the document layer (it knows what the change
 * was: a confirmation, an archive); clients and invoices, written by the ERP's data (seed,
 * imports in a worker's connection), by the triggers below, whoever writes them.
 *
 * `webhook_messages` is one event's delivery to one endpoint (its `msg_id` is the `webhook-id`
 * of every attempt), made in the same transaction as the change; `webhook_attempts` the log.
 */
export const events = `
CREATE TABLE change_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  entity TEXT NOT NULL CHECK (entity IN ('offer', 'order', 'client', 'invoice', 'import')),
  entity_id INTEGER NOT NULL,
  number TEXT,
  version INTEGER,
  change TEXT NOT NULL CHECK (change IN ('created', 'changed', 'deleted')),
  event TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  creator_id INTEGER,
  company_code TEXT
);
CREATE INDEX change_events_entity ON change_events(entity, entity_id, id);
-- An import run finishes once: recording it again (a retry after a crash) is a no-op.
CREATE UNIQUE INDEX change_events_import ON change_events(entity_id) WHERE entity = 'import';

CREATE TRIGGER clients_changes_insert AFTER INSERT ON clients BEGIN
  INSERT INTO change_events (entity, entity_id, number, change, event, changed_at)
  VALUES ('client', new.id, NULLIF(new.external_id, ''), 'created', 'client.created', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
CREATE TRIGGER clients_changes_update AFTER UPDATE ON clients BEGIN
  INSERT INTO change_events (entity, entity_id, number, change, event, changed_at)
  VALUES ('client', new.id, NULLIF(new.external_id, ''), 'changed', 'client.changed', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
CREATE TRIGGER clients_changes_delete AFTER DELETE ON clients BEGIN
  INSERT INTO change_events (entity, entity_id, number, change, event, changed_at)
  VALUES ('client', old.id, NULLIF(old.external_id, ''), 'deleted', 'client.deleted', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
CREATE TRIGGER invoices_changes_insert AFTER INSERT ON invoices BEGIN
  INSERT INTO change_events (entity, entity_id, number, change, event, changed_at)
  VALUES ('invoice', new.id, new.number, 'created', 'invoice.created', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
CREATE TRIGGER invoices_changes_update AFTER UPDATE ON invoices BEGIN
  INSERT INTO change_events (entity, entity_id, number, change, event, changed_at)
  VALUES ('invoice', new.id, new.number, 'changed', 'invoice.changed', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
CREATE TRIGGER invoices_changes_delete AFTER DELETE ON invoices BEGIN
  INSERT INTO change_events (entity, entity_id, number, change, event, changed_at)
  VALUES ('invoice', old.id, old.number, 'deleted', 'invoice.deleted', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;

-- updated_since of the document lists.
CREATE INDEX offers_updated_at ON offers(updated_at);
CREATE INDEX orders_updated_at ON orders(updated_at);

CREATE TABLE webhook_endpoints (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  events TEXT NOT NULL,
  secret TEXT NOT NULL,
  previous_secret TEXT,
  previous_secret_until INTEGER,
  enabled INTEGER NOT NULL DEFAULT 1,
  disabled_reason TEXT CHECK (disabled_reason IS NULL OR disabled_reason IN ('manual', 'failing')),
  failing_since INTEGER,
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE webhook_messages (
  id INTEGER PRIMARY KEY,
  endpoint_id INTEGER NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  msg_id TEXT NOT NULL UNIQUE,
  event_type TEXT NOT NULL,
  change_id INTEGER,
  order_key TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  first_failed_at INTEGER,
  manual INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  delivered_at TEXT
);
CREATE INDEX webhook_messages_due ON webhook_messages(next_attempt_at) WHERE status = 'pending';
-- Deliveries of one document to one endpoint go in order: the oldest pending one goes first.
CREATE INDEX webhook_messages_queue ON webhook_messages(endpoint_id, order_key, id) WHERE status = 'pending';
CREATE INDEX webhook_messages_endpoint ON webhook_messages(endpoint_id, id);

CREATE TABLE webhook_attempts (
  id INTEGER PRIMARY KEY,
  message_id INTEGER NOT NULL REFERENCES webhook_messages(id) ON DELETE CASCADE,
  attempted_at TEXT NOT NULL,
  status_code INTEGER,
  ok INTEGER NOT NULL,
  response_excerpt TEXT NOT NULL DEFAULT '',
  error TEXT,
  duration_ms INTEGER NOT NULL,
  manual INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX webhook_attempts_message ON webhook_attempts(message_id, id);
`;
