import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// WCAG 2.2 contrast of the semantic tokens, read from theme.css itself, in both colour modes.

const css = readFileSync(resolve(import.meta.dirname, 'theme.css'), 'utf8');

function tokens(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1] as string, m[2] as string]),
  );
}

const light = tokens(css.slice(css.indexOf('@theme'), css.indexOf('.dark {')));
const dark = { ...light, ...tokens(css.slice(css.indexOf('.dark {'))) };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** [foreground, background, minimum ratio]: text 4.5:1, boundaries and focus rings 3:1. */
const PAIRS: Array<[string, string, number]> = [
  ['text', 'surface', 4.5],
  ['text', 'surface-raised', 4.5],
  ['text', 'surface-sunken', 4.5],
  ['text-muted', 'surface', 4.5],
  ['text-muted', 'surface-raised', 4.5],
  ['text-muted', 'surface-sunken', 4.5],
  ['danger', 'surface', 4.5],
  ['danger', 'danger-subtle', 4.5],
  ['on-primary', 'danger-strong', 4.5],
  ['border-strong', 'surface', 3],
  ['focus', 'surface', 3],
  ['focus', 'surface-sunken', 3],
];

describe('theme tokens', () => {
  for (const [mode, palette] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it(`meet WCAG 2.2 AA contrast in ${mode} mode`, () => {
      const failures = PAIRS.flatMap(([fg, bg, min]) => {
        const a = palette[fg];
        const b = palette[bg];
        if (!a || !b) return [`${fg} on ${bg}: token missing`];
        const ratio = contrast(a, b);
        return ratio >= min ? [] : [`${fg} ${a} on ${bg} ${b}: ${ratio.toFixed(2)} < ${min}`];
      });
      expect(failures).toEqual([]);
    });
  }

  it('keep the primary buttons readable: white on primary-700 and on danger-strong', () => {
    expect(contrast(light['on-primary'] as string, light['primary-700'] as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', light['primary-700'] as string)).toBeGreaterThanOrEqual(4.5);
  });
});
