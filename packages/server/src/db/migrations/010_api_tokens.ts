/**
 * Personal API tokens: only the SHA-256 of the secret is kept (the secret has 256 random bits,
 * so a fast hash is enough and lets a request find its token by an index), with the first
 * characters to tell tokens apart on a list.
 */
export const apiTokens = `
CREATE TABLE api_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  scope TEXT NOT NULL CHECK (scope IN ('read', 'full')),
  token_hash TEXT NOT NULL UNIQUE,
  hint TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at INTEGER,
  revoked_by INTEGER REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX api_tokens_user ON api_tokens(user_id, revoked_at);
`;
