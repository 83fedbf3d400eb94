// Several invoice files sent at once (FA(3) XML files and a CSV manifest of their KSeF numbers
// beside them) travel as one ZIP: one run, all or nothing, the manifest read as the server reads
// one inside a ZIP (docs/imports.md, "invoices"). The CLI, the imports page and the inbox check
// the same rules here and pack with fflate, each on its side (fflate would grow the sdk's bundle
// for a step only those three take).

/** At most this many files in one bundle (a ZIP without its 64-bit extension counts entries in 16 bits). */
export const MAX_BUNDLED_FILES = 65_535;

/** A file to pack: its name in the ZIP (no folder) and its bytes. */
export interface BundledFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** Why a set of files cannot be one bundle: too many, or two of one name (a manifest names files). */
export type BundleProblem =
  | { readonly code: 'too_many'; readonly count: number }
  | { readonly code: 'same_name'; readonly name: string };

/**
 * The first reason `names` cannot be packed into one bundle, or null. Names are compared without
 * regard to case, as a Windows folder (and the person who reads the manifest) would.
 */
export function bundleProblem(names: readonly string[]): BundleProblem | null {
  if (names.length > MAX_BUNDLED_FILES) return { code: 'too_many', count: names.length };
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key)) return { code: 'same_name', name };
    seen.add(key);
  }
  return null;
}

/** The name a bundle of `count` files is sent under (the run's file name in the history). */
export function invoiceBundleName(count: number): string {
  return `faktury-${count}-plikow.zip`;
}
