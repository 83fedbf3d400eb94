import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EndpointDef } from './endpoint';
import { endpoints } from './endpoints';

// Every create (201) names where its new resource is read (`location`), or is in the documented
// list of creates without one (docs/decisions/etag-cors-location.md, "Creates without Location").

const table = endpoints as Record<string, EndpointDef>;
const decision = readFileSync(new URL('../../../../docs/decisions/etag-cors-location.md', import.meta.url), 'utf8');

/** The endpoint names the decision lists under "Creates without `Location`". */
function documentedExceptions(): string[] {
  const start = decision.indexOf('**Creates without `Location`.**');
  expect(start).toBeGreaterThan(-1);
  const section = decision.slice(start, decision.indexOf('\n**', start + 1));
  return [...section.matchAll(/^- `(\w+)`/gm)].map((m) => m[1] as string);
}

/** A Location template as a path of the table: `:webhook.id` is the `:id` of the wrapped resource. */
const asPath = (template: string) => template.replace(/:[a-z_]+\.([a-z_]+)/g, ':$1');

describe('Location on creates', () => {
  const creates = Object.entries(table).filter(([, e]) => e.status === 201);
  const exceptions = documentedExceptions();

  it('every 201 declares a Location template or is a documented exception', () => {
    expect(creates.length).toBeGreaterThan(0);
    const missing = creates.filter(([name, e]) => !e.location && !exceptions.includes(name)).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('every template is a GET of the table, and every documented exception is a 201 without one', () => {
    const reads = new Set(
      Object.values(table)
        .filter((e) => e.method === 'GET')
        .map((e) => e.path),
    );
    for (const [name, e] of creates)
      if (e.location) expect(reads.has(asPath(e.location)), `${name}: ${e.location}`).toBe(true);
    for (const name of exceptions) {
      expect(table[name]?.status, name).toBe(201);
      expect(table[name]?.location, name).toBeUndefined();
    }
  });
});
