/**
 * Matches the paste dialog learns (docs/offers.md, "Pasting a list"): the product a person
 * picked for a pasted text, under the text's key (sdk `learnedMatchKey`), for the client of the
 * document or for none. One row per key and client; picking again moves it forward. The matcher
 * looks a row's key up before searching: the same client's row first, else the latest of anyone's.
 */
export const learnedMatches = `
CREATE TABLE learned_matches (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL,
  text TEXT NOT NULL,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  client_id INTEGER REFERENCES clients(id) ON DELETE CASCADE,
  uses INTEGER NOT NULL DEFAULT 1,
  learned_by INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX learned_matches_key_client ON learned_matches(key, ifnull(client_id, 0));
CREATE INDEX learned_matches_updated ON learned_matches(updated_at, id);
`;
