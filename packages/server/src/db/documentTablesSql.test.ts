import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations/index';

// Migrations 004 and 009 build their line and history tables from migrations/documentTablesSql.ts.
// A shipped migration never changes: these are the SHA-256 digests of the SQL they ran when
// they were written out by hand, so an edit of the shared texts that would change an existing
// database's schema (SQLite keeps each CREATE statement as written) fails here.
const SHIPPED: Record<number, string> = {
  4: 'bd35c11b19a0c34f14230ff6f30e2776002c3e5bc5c7735b2074bcbbaece0af0',
  9: '3b971bb00c76efbc3eff009c918bbd32dc2f7d73b1c52cad8ec3846b05b439ca',
};

describe('document tables of the migrations', () => {
  it('give, byte for byte, the SQL the migrations shipped with', () => {
    for (const [version, digest] of Object.entries(SHIPPED)) {
      const migration = migrations.find((m) => m.version === Number(version));
      expect(
        createHash('sha256')
          .update(migration?.sql ?? '')
          .digest('hex'),
      ).toBe(digest);
    }
  });
});
