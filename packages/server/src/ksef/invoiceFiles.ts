import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { formatMessage, importColumnOf, importHeaderName, isValidKsefNumber, ksefMessages } from '@salesdesk/sdk';
import { parse } from 'csv-parse/sync';
import yauzl from 'yauzl';
import { ImportFileError } from '../imports/readTable';

// The invoice files of an upload: one FA(3) XML, or a ZIP of them with an optional CSV manifest
// of KSeF numbers (docs/imports.md, "invoices"). A ZIP is read from its central directory, one
// entry at a time, so a run holds one invoice file in memory, never the archive unpacked.

/**
 * The largest FA(3) file taken: KSeF itself takes invoices of at most 1 MB, 3 MB with
 * attachments; anything bigger is not an invoice KSeF issued (and is not parsed at all).
 */
export const MAX_FA_FILE_BYTES = 3 * 1024 * 1024;
/** Files a ZIP may hold, and the most it may unpack to: past either it is refused unread (a ZIP bomb). */
export const MAX_ZIP_FILES = 100_000;
export const MAX_ZIP_UNPACKED_BYTES = 4 * 1024 * 1024 * 1024;

/** What kind of upload the bytes at its start say it is. */
export type InvoiceUploadKind = 'xml' | 'zip' | 'table';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** XML (a `<` first, after a BOM and blanks), a ZIP that is not an XLSX, or a table (CSV or XLSX). */
export async function uploadKind(source: string | Buffer): Promise<InvoiceUploadKind> {
  let head: Buffer;
  if (typeof source === 'string') {
    const handle = await open(source, 'r');
    try {
      head = Buffer.alloc(4096);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      head = head.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } else head = source.subarray(0, 4096);
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return (await isXlsx(source)) ? 'table' : 'zip';
  const start = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return start.startsWith('<') ? 'xml' : 'table';
}

/** An XLSX is a ZIP holding `[Content_Types].xml` and `xl/`. */
async function isXlsx(source: string | Buffer): Promise<boolean> {
  try {
    const zip = await openZip(source);
    try {
      for await (const entry of zipEntries(zip)) {
        if (entry.fileName === '[Content_Types].xml' || entry.fileName.startsWith('xl/')) return true;
      }
      return false;
    } finally {
      zip.close();
    }
  } catch {
    return false;
  }
}

/** One invoice file of an upload: its place (1-based), its name and its bytes (or why it was not read). */
export interface InvoiceFile {
  readonly index: number;
  readonly name: string;
  /** The bytes; null when the file is over {@link MAX_FA_FILE_BYTES} (`size` says how big). */
  readonly bytes: Buffer | null;
  readonly size: number;
  /** The KSeF number the manifest gives it, if any. */
  readonly manifestKsef: string | null;
}

function openZip(source: string | Buffer): Promise<yauzl.ZipFile> {
  const options = { lazyEntries: true, validateEntrySizes: true, autoClose: false, strictFileNames: false };
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip?: yauzl.ZipFile) => (error || !zip ? reject(error) : resolve(zip));
    if (typeof source === 'string') yauzl.open(source, options, done);
    else yauzl.fromBuffer(source, options, done);
  });
}

async function* zipEntries(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  while (true) {
    const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      const onEntry = (e: yauzl.Entry) => {
        cleanup();
        resolve(e);
      };
      const onEnd = () => {
        cleanup();
        resolve(null);
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const cleanup = () => {
        zip.off('entry', onEntry);
        zip.off('end', onEnd);
        zip.off('error', onError);
      };
      zip.on('entry', onEntry);
      zip.on('end', onEnd);
      zip.on('error', onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, s) => (error || !s ? reject(error) : resolve(s))),
  );
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // validateEntrySizes stops a lying header too; this keeps the memory bound on its own.
    if (size > MAX_FA_FILE_BYTES) throw new ImportFileError(ksefMessages.file.badZip);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The KSeF numbers a manifest gives, by file name (as written, and without a folder), or null when
 * the CSV's header has no file column (`plik`) and KSeF-number column (`numer_ksef`): then it is
 * not a manifest. The invoices inbox tells a manifest from a CSV of invoices by this.
 */
export function manifestOf(bytes: Buffer): Map<string, string> | null {
  // A CSV that does not parse throws (csv-parse's error): in a ZIP that refuses the ZIP.
  const rows = parse(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
    delimiter: [';', ',', '\t'],
    relax_column_count: true,
    skip_empty_lines: true,
  }) as string[][];
  const header = (rows[0] ?? []).map((h) => importHeaderName(h));
  const fileCol = header.findIndex((h) => ['plik', 'file', 'file name', 'nazwa pliku'].includes(h));
  const ksefCol = header.findIndex(
    (h) =>
      ['numer ksef', 'ksef number', 'nr ksef', 'ksef'].includes(h) ||
      importColumnOf('invoices', h)?.key === 'ksef_number',
  );
  if (fileCol < 0 || ksefCol < 0) return null;
  const out = new Map<string, string>();
  for (const row of rows.slice(1)) {
    const file = (row[fileCol] ?? '').trim();
    const ksef = (row[ksefCol] ?? '').trim();
    if (file && ksef) out.set(baseName(file), ksef);
  }
  return out;
}

/** The manifest of a ZIP: every `.csv` in one is one, so a CSV without its columns refuses the ZIP. */
function readManifest(name: string, bytes: Buffer): Map<string, string> {
  const manifest = manifestOf(bytes);
  if (!manifest) throw new ImportFileError(formatMessage(ksefMessages.file.manifestColumns, { file: name }));
  return manifest;
}

/**
 * The invoice files of an upload in order: the single XML, or every `.xml` of a ZIP (folders
 * ignored, a manifest `.csv` read first). Refuses, as {@link ImportFileError}, a damaged ZIP, one
 * over the limits, an encrypted entry, a ZIP without an XML and a manifest naming a missing file.
 */
export async function* invoiceFiles(
  source: string | Buffer,
  kind: 'xml' | 'zip',
  fileName: string,
  size: number,
): AsyncGenerator<InvoiceFile> {
  if (kind === 'xml') {
    if (size > MAX_FA_FILE_BYTES) {
      yield { index: 1, name: fileName, bytes: null, size, manifestKsef: null };
      return;
    }
    const bytes = typeof source === 'string' ? await readWhole(source) : source;
    yield { index: 1, name: fileName, bytes, size: bytes.length, manifestKsef: null };
    return;
  }
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(source);
  } catch {
    throw new ImportFileError(ksefMessages.file.badZip);
  }
  try {
    const xmlEntries: yauzl.Entry[] = [];
    let manifest = new Map<string, string>();
    let unpacked = 0;
    let count = 0;
    try {
      for await (const entry of zipEntries(zip)) {
        if (entry.fileName.endsWith('/')) continue;
        count++;
        unpacked += entry.uncompressedSize;
        if (count > MAX_ZIP_FILES || unpacked > MAX_ZIP_UNPACKED_BYTES) {
          throw new ImportFileError(
            formatMessage(ksefMessages.file.zipTooLarge, {
              limit: '4 GB',
              files: MAX_ZIP_FILES.toLocaleString('pl-PL'),
            }),
          );
        }
        const lower = entry.fileName.toLowerCase();
        if (baseName(lower).startsWith('.') || lower.startsWith('__macosx/')) continue;
        if (lower.endsWith('.xml') || lower.endsWith('.csv')) {
          // Bit 0 of the flags: an encrypted entry (yauzl cannot read it; neither would anyone here).
          if (entry.generalPurposeBitFlag & 1) {
            throw new ImportFileError(formatMessage(ksefMessages.file.zipNested, { file: entry.fileName }));
          }
        }
        if (lower.endsWith('.xml')) xmlEntries.push(entry);
        else if (lower.endsWith('.csv')) {
          if (entry.uncompressedSize > MAX_FA_FILE_BYTES * 4) throw new ImportFileError(ksefMessages.file.badZip);
          manifest = new Map([...manifest, ...readManifest(entry.fileName, await readEntry(zip, entry))]);
        }
      }
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw new ImportFileError(ksefMessages.file.badZip);
    }
    if (!xmlEntries.length) throw new ImportFileError(ksefMessages.file.emptyZip);
    const names = new Set(xmlEntries.map((e) => baseName(e.fileName)));
    let manifestRow = 1;
    for (const name of manifest.keys()) {
      manifestRow++;
      if (!names.has(name)) {
        throw new ImportFileError(
          formatMessage(ksefMessages.file.manifestUnknownFile, { file: 'manifest', row: manifestRow, name }),
        );
      }
    }
    let index = 0;
    for (const entry of xmlEntries) {
      index++;
      const name = baseName(entry.fileName);
      const manifestKsef = manifest.get(name) ?? null;
      if (entry.uncompressedSize > MAX_FA_FILE_BYTES) {
        yield { index, name, bytes: null, size: entry.uncompressedSize, manifestKsef };
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = await readEntry(zip, entry);
      } catch (error) {
        if (error instanceof ImportFileError) throw error;
        throw new ImportFileError(ksefMessages.file.badZip);
      }
      yield { index, name, bytes, size: bytes.length, manifestKsef };
    }
  } finally {
    zip.close();
  }
}

async function readWhole(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/**
 * The KSeF number of a file: the manifest's, else its name when that is one (`<number>.xml`, how
 * KSeF names its downloads). `invalid` when either looks like a KSeF number but its checksum or
 * date is wrong; null when there is none.
 */
export function ksefNumberOf(file: Pick<InvoiceFile, 'name' | 'manifestKsef'>): string | { invalid: string } | null {
  if (file.manifestKsef)
    return isValidKsefNumber(file.manifestKsef) ? file.manifestKsef : { invalid: file.manifestKsef };
  const stem = file.name.replace(/\.xml$/i, '');
  if (isValidKsefNumber(stem)) return stem;
  // Shaped like one (NIP, date, technical part, checksum) but wrong: a typo, not another naming scheme.
  if (/^\d{10}-\d{8}-[0-9A-Fa-f]{12}-[0-9A-Fa-f]{2}$/.test(stem)) return { invalid: stem };
  return null;
}
