import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { zipSync } from 'fflate';
import { MAX_FA_FILE_BYTES, manifestOf } from '../ksef/invoiceFiles';
import type { InboxFile } from './importInbox';

// A manifest of KSeF numbers dropped into the invoices inbox beside its FA(3) files
// (docs/imports.md, "Scheduled"). A `.csv` there whose header has the manifest's columns (`plik`
// and `numer_ksef`, as a manifest in a ZIP is recognised) is a manifest, not a CSV of invoices:
// it and the XML files it names go as one run, packed into one ZIP as the CLI packs them, so the
// numbers are the manifest's and the run is all or nothing. The files it names may come before or
// after it; until they are all there it waits with them, at most MANIFEST_WAIT_MS from the time
// it was written, and then goes as it is (a manifest naming a missing file is refused, by name).

/** How long a manifest waits in the invoices inbox for the files it names (from its modification time), ms. */
export const MANIFEST_WAIT_MS = 60 * 60 * 1000;

/** What an invoices inbox pass does next: import a file alone, import a manifest with its files, or wait. */
export type InvoiceInboxStep =
  | { readonly type: 'file'; readonly file: InboxFile }
  | { readonly type: 'bundle'; readonly manifest: InboxFile; readonly members: readonly InboxFile[] }
  | { readonly type: 'wait'; readonly file: InboxFile };

const isCsv = (file: InboxFile) => extname(file.name).toLowerCase() === '.csv';
const isXml = (file: InboxFile) => extname(file.name).toLowerCase() === '.xml';

/** The file names a CSV names when it is a manifest, or null when it is not one (a CSV of invoices). */
export function inboxManifestOf(file: InboxFile): readonly string[] | null {
  // A manifest is a short list; a CSV of many megabytes is one of invoices.
  if (file.size > MAX_FA_FILE_BYTES * 4) return null;
  try {
    const manifest = manifestOf(readFileSync(file.path));
    return manifest ? [...manifest.keys()] : null;
  } catch {
    return null;
  }
}

/**
 * The steps of a pass over the invoices inbox, in the inbox's order (oldest first), for files
 * with whether each is stable (`isStable`). A stable manifest whose files are all there and
 * stable goes as a bundle; one still missing some waits (its files with it) until
 * {@link MANIFEST_WAIT_MS} after it was written, then goes as it is. An XML no manifest names goes
 * alone as before, but waits while a CSV of the inbox is still being written (it may be the
 * manifest naming it). Any other file goes alone; an unstable one waits, as in every inbox.
 */
export function planInvoiceInbox(
  looked: readonly { file: InboxFile; stable: boolean }[],
  now: number,
  readManifest: (file: InboxFile) => readonly string[] | null = inboxManifestOf,
): InvoiceInboxStep[] {
  const byName = new Map(looked.map((l) => [l.file.name, l]));
  const csvBeingWritten = looked.some((l) => !l.stable && isCsv(l.file));
  const manifests = new Map<string, readonly string[]>();
  const claimed = new Set<string>();
  for (const { file, stable } of looked) {
    if (!stable || !isCsv(file)) continue;
    const names = readManifest(file);
    if (!names) continue;
    manifests.set(file.name, names);
    for (const name of names) claimed.add(name);
  }
  const steps: InvoiceInboxStep[] = [];
  for (const { file, stable } of looked) {
    const names = manifests.get(file.name);
    if (names) {
      const present = names.map((name) => byName.get(name)).filter((l) => l !== undefined && isXml(l.file));
      const complete = present.length === names.length && present.every((l) => l?.stable);
      if (complete || now - file.mtimeMs >= MANIFEST_WAIT_MS) {
        const members = present.filter((l) => l?.stable).map((l) => l?.file as InboxFile);
        steps.push({ type: 'bundle', manifest: file, members });
      } else steps.push({ type: 'wait', file });
      continue;
    }
    if (isXml(file) && claimed.has(file.name)) continue;
    if (!stable || (isXml(file) && csvBeingWritten)) steps.push({ type: 'wait', file });
    else steps.push({ type: 'file', file });
  }
  return steps;
}

/**
 * Packs a manifest and its files into one ZIP beside them (a hidden file, which no pass takes),
 * hands its path to `run`, and removes it afterwards.
 */
export async function withBundle<T>(
  inbox: string,
  manifest: InboxFile,
  members: readonly InboxFile[],
  run: (path: string) => Promise<T>,
): Promise<T> {
  const path = join(inbox, `.${manifest.name}.zip`);
  const files = [manifest, ...members].map((f) => [f.name, readFileSync(f.path)]);
  writeFileSync(path, zipSync(Object.fromEntries(files), { level: 0 }));
  try {
    return await run(path);
  } finally {
    rmSync(path, { force: true });
  }
}
