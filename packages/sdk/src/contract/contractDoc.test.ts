import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_DOC_END, CONTRACT_DOC_START, renderContractDoc, replaceContractSection } from './contractDoc';
import type { EndpointDef } from './endpoint';
import { endpoints } from './endpoints';

const path = new URL('../../../../docs/contract.md', import.meta.url);
const table = endpoints as Record<string, EndpointDef>;

describe('docs/contract.md generated section', () => {
  it('renders every call with its method, path, access and schemas', () => {
    const section = renderContractDoc(table);
    for (const [name, e] of Object.entries(table)) {
      expect(section).toContain(`### ${name}\n`);
      expect(section).toContain(`\`${e.method} ${e.path}\``);
    }
    expect(section).toContain('"number-invoices"');
    expect(section).toContain('token + role: Administrators, Dyrektor Oddziału, Dyrektor Regionu');
  });

  it('is up to date (UPDATE_CONTRACT_DOC=1 rewrites it)', () => {
    const doc = readFileSync(path, 'utf8');
    const expected = replaceContractSection(doc, renderContractDoc(table));
    if (process.env.UPDATE_CONTRACT_DOC === '1' && expected !== doc) writeFileSync(path, expected);
    else
      expect(
        doc,
        'docs/contract.md is stale: run UPDATE_CONTRACT_DOC=1 pnpm vitest run --project sdk contractDoc',
      ).toBe(expected);
    const written = readFileSync(path, 'utf8');
    expect(written.indexOf(CONTRACT_DOC_START)).toBeGreaterThan(0);
    expect(written.indexOf(CONTRACT_DOC_START)).toBeLessThan(written.indexOf(CONTRACT_DOC_END));
  });

  it('keeps hand-written prose above the markers', () => {
    expect(replaceContractSection(`prose\n${CONTRACT_DOC_START}\nold\n${CONTRACT_DOC_END}\ntail`, 'NEW')).toBe(
      'prose\nNEW\ntail',
    );
    expect(replaceContractSection('prose\n', 'NEW')).toBe('prose\n\nNEW\n');
  });
});
