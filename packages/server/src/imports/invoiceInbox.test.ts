import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inboxFiles } from './importInbox';

const root = mkdtempSync(join(tmpdir(), 'salesdesk-invoice-inbox-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the invoices inbox', () => {
  it('takes FA(3) XML files and ZIPs besides CSV/XLSX; other kinds keep to CSV/XLSX', () => {
    for (const kind of ['invoices', 'products']) {
      mkdirSync(join(root, kind));
      for (const name of ['a.xml', 'b.ZIP', 'c.csv', 'd.xlsx', 'e.xml.part', '.f.xml'])
        writeFileSync(join(root, kind, name), 'x');
    }
    expect(
      inboxFiles(join(root, 'invoices'))
        .map((f) => f.name)
        .sort(),
    ).toEqual(['a.xml', 'b.ZIP', 'c.csv', 'd.xlsx']);
    expect(
      inboxFiles(join(root, 'products'))
        .map((f) => f.name)
        .sort(),
    ).toEqual(['c.csv', 'd.xlsx']);
  });
});
