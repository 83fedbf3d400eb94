import { describe, expect, it } from 'vitest';

// libxml2 (WebAssembly, the FA(3) invoices' parser and schema validator) holds ~150 MB of a
// thread's resident memory once loaded. The server's request thread and the import worker load
// the import engine for every run and at start; libxml2 must wait for the first XML invoice
// (docs/imports.md, "Memory"). WebAssembly's entry points are watched before any server module
// is imported: only static imports of the test runner precede this.

const instantiated: string[] = [];
for (const name of ['instantiate', 'compile', 'instantiateStreaming', 'compileStreaming'] as const) {
  const original = WebAssembly[name] as (...args: unknown[]) => unknown;
  Object.assign(WebAssembly, {
    [name]: (...args: unknown[]) => {
      instantiated.push(name);
      return original.apply(WebAssembly, args);
    },
  });
}

describe('libxml2 is loaded only for an XML invoice', () => {
  it('not by the server and the import engine, then on the first FA(3) read', async () => {
    await import('../app');
    await import('./importJob');
    expect(instantiated).toEqual([]);
    // The watch itself works: the FA(3) schema module instantiates libxml2.
    await import('../ksef/faSchema');
    expect(instantiated.length).toBeGreaterThan(0);
  }, 120_000);
});
