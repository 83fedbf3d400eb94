import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { inventoryEndpoints } from './inventory';
import { productMatchEndpoints } from './productMatch';
import { productEndpoints } from './products';
import { supplierEndpoints } from './suppliers';

const doc = readFileSync(new URL('../../../../docs/contract.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## Catalogue, stock and suppliers'));
const all = { ...productEndpoints, ...productMatchEndpoints, ...inventoryEndpoints, ...supplierEndpoints };

describe('docs/contract.md, catalogue section', () => {
  it.each(Object.entries(all))('documents %s with its method, path, query keys and sort keys', (name, endpoint) => {
    const row = section.split('\n').find((line) => line.startsWith(`| \`${name}\``));
    expect(row, `${name} has a row`).toBeDefined();
    expect(row).toContain(`\`${endpoint.method} ${endpoint.path}\``);
    const query = endpoint.query as unknown as z.ZodObject<z.ZodRawShape> | undefined;
    const shape = query && 'shape' in query ? query.shape : {};
    for (const key of Object.keys(shape)) {
      if (['page', 'limit', 'sort', 'search'].includes(key)) continue;
      expect(row, `${name} documents query key ${key}`).toContain(`\`${key}\``);
    }
    const sort = shape.sort as unknown as { unwrap?: () => { options: string[] } } | undefined;
    for (const option of sort?.unwrap?.().options ?? []) {
      if (!option.startsWith('-'))
        expect(row, `${name} documents sort key ${option}`).toMatch(new RegExp(`\\b${option}\\b`));
    }
  });
});
