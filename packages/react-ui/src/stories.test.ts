import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as publicApi from './index';

// Every component the package exports renders in a Ladle story: named in a story, or rendered
// by a component a story renders (a page's own parts count through the page's story). `ladle
// build` in scripts/test.sh then fails when one of those stories stops compiling.

const SRC = import.meta.dirname;

/** Exports that are not something to look at on their own, with the reason. */
const NOT_VISUAL: Record<string, string> = {
  SalesdeskContext: 'a React context',
  SalesdeskProvider: 'the provider every story renders inside (test/storyProviders.tsx)',
  SalesdeskShellProvider: 'the context half of SalesdeskProvider, rendered by it in every story',
  QueryCacheLayer: 'a provider of the query cache (no markup of its own)',
  QueryCacheProvider: 'a provider of the query cache (no markup of its own)',
  QueryCacheGate: 'waits for the lazily loaded query cache, then renders its children (no markup of its own)',
  LazyDashboardLayout: 'the lazy-loaded DashboardLayout, storied as itself',
  LazyEmptyLayout: 'the lazy-loaded EmptyLayout, storied as itself',
  LazySessionWarningModal: 'the lazy-loaded SessionWarningModal, storied as itself',
  LazyUnreadBadge: 'the lazy-loaded UnreadBadge, storied as itself',
  LazyErrorPage: 'the lazy-loaded ErrorPage, storied as itself',
  LazyNotFoundPage: 'the lazy-loaded NotFoundPage, storied as itself',
  LazyUpdatePrompt: 'the lazy-loaded UpdatePrompt, storied as itself',
  SessionWarningWhenLoggedIn: 'SessionWarningModal shown only while logged in, storied as the modal',
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Relative modules a file imports, resolved to their .ts/.tsx file. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].flatMap((m) => {
    const base = resolve(dirname(file), m[1] as string);
    return ['.tsx', '.ts', '/index.ts']
      .map((ext) => base + ext)
      .filter((p) => {
        try {
          return statSync(p).isFile();
        } catch {
          return false;
        }
      });
  });
}

describe('Ladle stories', () => {
  it('render every exported component', () => {
    const stories = files(SRC).filter((f) => f.endsWith('.stories.tsx'));
    const seen = new Set<string>();
    const pending = [...stories];
    const rendered = new Set<string>();
    while (pending.length) {
      const file = pending.pop() as string;
      if (seen.has(file) || file.includes(`${SRC}/test/`)) continue;
      seen.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/<([A-Z]\w*)[\s/><]/g)) rendered.add(m[1] as string);
      pending.push(...importsOf(file));
    }
    const components = Object.entries(publicApi)
      .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && (typeof value === 'function' || typeof value === 'object'))
      .map(([name]) => name)
      .filter((name) => !(name in NOT_VISUAL) && !/Context$/.test(name));
    const missing = components.filter((name) => !rendered.has(name));
    expect(
      missing,
      `exported components without a story (stories: ${stories.map((s) => relative(SRC, s)).length})`,
    ).toEqual([]);
  });
});
