/**
 * `updated_at` on clients and invoices, for `updated_since` on their lists (docs/webhooks.md):
 * the instant the row last changed, whoever wrote it (an import in the worker's connection, the
 * seed, an invoice's payment state). Kept by the triggers that already record each change in
 * the outbox (migration 26), recreated here to stamp the row too, with the change's own instant.
 *
 * The stamp is an UPDATE of the row inside the trigger. SQLite does not fire a trigger that is
 * already running (recursive triggers are off), so the stamp after an update records no second
 * change; the stamp after an insert would fire the update trigger, which therefore skips a row
 * whose `updated_at` was still unset (only that stamp leaves it unset). Rows already there take
 * their last recorded change, else the migration's instant.
 */
export const referenceUpdatedAt = `
ALTER TABLE clients ADD COLUMN updated_at TEXT;
ALTER TABLE invoices ADD COLUMN updated_at TEXT;
UPDATE clients SET updated_at = coalesce(
  (SELECT max(c.changed_at) FROM change_events c WHERE c.entity = 'client' AND c.entity_id = clients.id),
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
UPDATE invoices SET updated_at = coalesce(
  (SELECT max(c.changed_at) FROM change_events c WHERE c.entity = 'invoice' AND c.entity_id = invoices.id),
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
CREATE INDEX clients_updated_at ON clients(updated_at);
CREATE INDEX invoices_updated_at ON invoices(updated_at);

DROP TRIGGER clients_changes_insert;
DROP TRIGGER clients_changes_update;
DROP TRIGGER invoices_changes_insert;
DROP TRIGGER invoices_changes_update;
CREATE TRIGGER clients_changes_insert AFTER INSERT ON clients BEGIN
  INSERT INTO change_events (entity, entity_id, number, change, event, changed_at)
  VALUES ('client', new.id, NULLIF(new.external_id, ''), 'created', 'client.created', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  UPDATE clients SET updated_at = (SELECT changed_at FROM change_events WHERE id = last_insert_rowid()) WHERE id = new.id;
END;
CREATE TRIGGER clients_changes_update AFTER UPDATE ON clients WHEN old.updated_at IS NOT NULL BEGIN
  INSERT INTO change_events (entity, entity_id, number, change, event, changed_at)
  VALUES ('client', new.id, NULLIF(new.external_id, ''), 'changed', 'client.changed', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  UPDATE clients SET updated_at = (SELECT changed_at FROM change_events WHERE id = last_insert_rowid()) WHERE id = new.id;
END;
CREATE TRIGGER invoices_changes_insert AFTER INSERT ON invoices BEGIN
  INSERT INTO change_events (entity, entity_id, number, change, event, changed_at)
  VALUES ('invoice', new.id, new.number, 'created', 'invoice.created', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  UPDATE invoices SET updated_at = (SELECT changed_at FROM change_events WHERE id = last_insert_rowid()) WHERE id = new.id;
END;
CREATE TRIGGER invoices_changes_update AFTER UPDATE ON invoices WHEN old.updated_at IS NOT NULL BEGIN
  INSERT INTO change_events (entity, entity_id, number, change, event, changed_at)
  VALUES ('invoice', new.id, new.number, 'changed', 'invoice.changed', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  UPDATE invoices SET updated_at = (SELECT changed_at FROM change_events WHERE id = last_insert_rowid()) WHERE id = new.id;
END;
`;
