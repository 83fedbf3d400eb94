/**
 * A counter that moves whenever anything a session's caller is made of may have changed: a
 * session revoked or deleted, a user changed or deleted, a user's warehouses changed. The server
 * keeps the caller of a session token in memory while the counter stands still and reads the
 * session again when it moves (http/authenticate.ts; docs/decisions/performance.md, "Server
 * write against the HTTP floor"). Triggers rather than code at each write, so no path (an
 * import, a restore, SQL typed by an administrator) can change a user without the server seeing it.
 */
export const authEpoch = `
CREATE TABLE auth_epoch (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n INTEGER NOT NULL
);
INSERT INTO auth_epoch (id, n) VALUES (1, 0);
CREATE TRIGGER auth_epoch_session_updated AFTER UPDATE ON sessions BEGIN UPDATE auth_epoch SET n = n + 1; END;
CREATE TRIGGER auth_epoch_session_deleted AFTER DELETE ON sessions BEGIN UPDATE auth_epoch SET n = n + 1; END;
CREATE TRIGGER auth_epoch_user_updated AFTER UPDATE ON users BEGIN UPDATE auth_epoch SET n = n + 1; END;
CREATE TRIGGER auth_epoch_user_deleted AFTER DELETE ON users BEGIN UPDATE auth_epoch SET n = n + 1; END;
CREATE TRIGGER auth_epoch_warehouse_added AFTER INSERT ON user_warehouses BEGIN UPDATE auth_epoch SET n = n + 1; END;
CREATE TRIGGER auth_epoch_warehouse_updated AFTER UPDATE ON user_warehouses BEGIN UPDATE auth_epoch SET n = n + 1; END;
CREATE TRIGGER auth_epoch_warehouse_deleted AFTER DELETE ON user_warehouses BEGIN UPDATE auth_epoch SET n = n + 1; END;
`;
