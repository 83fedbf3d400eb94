// Several invoice files sent at once (FA(3) XML files and a CSV manifest of their KSeF numbers
// beside them) travel as one ZIP: one run, all or nothing, the manifest read as the server reads
// one inside a ZIP (docs/imports.md, "invoices"). The CLI and the imports page pack them by this
// one rule. The files are stored, not compressed: FA(3) files are small and the server then
// inflates nothing. Plain JavaScript (no Node Buffer, no zlib), so a browser packs the same bytes.

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

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, as ZIP uses it) of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = (CRC_TABLE[(crc ^ (bytes[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// 1980-01-01 00:00, the earliest DOS date: the server reads no times.
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1;
// Bit 11: the names are UTF-8 (Polish letters in file names).
const UTF8_NAMES = 0x0800;

/** One ZIP of the files, each stored as it is (method 0), names in UTF-8, in the order given. */
export function zipStored(files: readonly BundledFile[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const entries = files.map((file) => ({ name: encoder.encode(file.name), bytes: file.bytes, crc: crc32(file.bytes) }));
  const localsSize = entries.reduce((sum, e) => sum + 30 + e.name.length + e.bytes.length, 0);
  const directorySize = entries.reduce((sum, e) => sum + 46 + e.name.length, 0);
  const out = new Uint8Array(localsSize + directorySize + 22);
  const view = new DataView(out.buffer);
  let at = 0;
  const offsets: number[] = [];
  for (const e of entries) {
    offsets.push(at);
    view.setUint32(at, 0x04034b50, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 6, UTF8_NAMES, true);
    view.setUint16(at + 8, 0, true);
    view.setUint16(at + 10, DOS_TIME, true);
    view.setUint16(at + 12, DOS_DATE, true);
    view.setUint32(at + 14, e.crc, true);
    view.setUint32(at + 18, e.bytes.length, true);
    view.setUint32(at + 22, e.bytes.length, true);
    view.setUint16(at + 26, e.name.length, true);
    view.setUint16(at + 28, 0, true);
    out.set(e.name, at + 30);
    out.set(e.bytes, at + 30 + e.name.length);
    at += 30 + e.name.length + e.bytes.length;
  }
  entries.forEach((e, i) => {
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 6, 20, true);
    view.setUint16(at + 8, UTF8_NAMES, true);
    view.setUint16(at + 10, 0, true);
    view.setUint16(at + 12, DOS_TIME, true);
    view.setUint16(at + 14, DOS_DATE, true);
    view.setUint32(at + 16, e.crc, true);
    view.setUint32(at + 20, e.bytes.length, true);
    view.setUint32(at + 24, e.bytes.length, true);
    view.setUint16(at + 28, e.name.length, true);
    view.setUint32(at + 42, offsets[i] as number, true);
    out.set(e.name, at + 46);
    at += 46 + e.name.length;
  });
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, directorySize, true);
  view.setUint32(at + 16, localsSize, true);
  return out;
}
