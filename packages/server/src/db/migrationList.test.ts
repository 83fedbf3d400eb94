import { describe, expect, it } from 'vitest';
import { migrations } from './migrations/index';

describe('the list of migrations', () => {
  it('is in order of version, each once, as a database applies them', () => {
    const versions = migrations.map((m) => m.version);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
  });
});
