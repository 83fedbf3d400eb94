import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The package's folders in layers, lowest first (docs/decisions/ui.md, "Layers of react-ui"): a
// module imports from its own layer or a lower one, never up, so a lower piece never needs a
// feature to build. Tests, stories and the test helpers may reach anywhere.

const SRC = import.meta.dirname;

/** Layers, lowest first; a folder not named here is a feature (documents, clients, …). */
const LAYERS: readonly (readonly string[])[] = [
  ['messages', 'i18n', 'className'],
  ['context', 'pages'],
  ['data'],
  ['controls', 'toast'],
  ['form', 'dialogs', 'table', 'export'],
  ['shell', 'layout', 'session', 'errors'],
];
/** The package's doors above the features: the public index and the table of page loaders. */
const TOP = ['index', 'pageLoaders'];
const FEATURES = LAYERS.length;

/** The layer of a module's first path segment (a folder, or a file of `src/` without its extension). */
function layerOf(segment: string): number {
  const top = segment.replace(/\.tsx?$/, '');
  if (TOP.includes(top)) return FEATURES + 1;
  const index = LAYERS.findIndex((layer) => layer.includes(top));
  return index === -1 ? FEATURES : index;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const exempt = (file: string) => /\.(test|stories)\.tsx?$/.test(file) || relative(SRC, file).startsWith('test/');

/** Every import (static or lazy) of one module by another that runs up the layers. */
function upwardImports(): string[] {
  return files(SRC)
    .filter((file) => /\.tsx?$/.test(file) && !exempt(file))
    .flatMap((file) => {
      const from = relative(SRC, file);
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(/(?:from |import\()'(\.{1,2}\/[^']+)'/g)].flatMap((m) => {
        const to = relative(SRC, resolve(dirname(file), m[1] as string));
        const [a, b] = [from.split('/')[0] as string, to.split('/')[0] as string];
        return layerOf(b) > layerOf(a) ? [`${from} -> ${to}`] : [];
      });
    });
}

describe('react-ui layers', () => {
  it('no module imports from a layer above its own', () => {
    expect(upwardImports()).toEqual([]);
  });

  it('knows every folder: a new lower-layer folder is named in LAYERS, anything else is a feature', () => {
    expect(layerOf('controls')).toBeLessThan(layerOf('documents'));
    expect(layerOf('documents')).toBeLessThan(layerOf('index.ts'));
    expect(layerOf('messages.ts')).toBe(layerOf('messages'));
  });
});
