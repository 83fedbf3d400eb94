import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { crc32 } from 'node:zlib';
import { CliError } from '../cliError';
import { cliMessages } from '../messages/pl';

// Several invoice files given to `salesdesk import invoices` at once (FA(3) XML files, a CSV
// manifest of their KSeF numbers beside them) go to the server as one ZIP: one run, all or
// nothing, the manifest read as the server reads one inside a ZIP (docs/imports.md, "invoices").
// The files are stored, not compressed: FA(3) files are small and the server inflates nothing
// then; a plain ZIP writer keeps the CLI free of a compression dependency.

/** At most this many files in one bundle (a ZIP without its 64-bit extension counts entries in 16 bits). */
export const MAX_BUNDLED_FILES = 65_535;

/** A file to pack: its name in the ZIP and its bytes. */
export interface BundledFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/**
 * Reads the files for {@link zipStored}, each named without its folder. Refuses (a usage error)
 * more than {@link MAX_BUNDLED_FILES} files and two of one name; an unreadable file is an I/O error.
 */
export async function readBundle(paths: readonly string[]): Promise<BundledFile[]> {
  if (paths.length > MAX_BUNDLED_FILES) {
    throw new CliError('usage', cliMessages.importTooManyFiles(paths.length, MAX_BUNDLED_FILES));
  }
  const files: BundledFile[] = [];
  const names = new Set<string>();
  for (const path of paths) {
    const name = basename(path);
    if (names.has(name.toLowerCase())) throw new CliError('usage', cliMessages.importSameFileName(name));
    names.add(name.toLowerCase());
    try {
      files.push({ name, bytes: await readFile(path) });
    } catch (error) {
      throw new CliError('io', cliMessages.importFileUnreadable(path), { cause: error });
    }
  }
  return files;
}

// 1980-01-01 00:00, the earliest DOS date: the server reads no times.
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1;
// Bit 11: the names are UTF-8 (Polish letters in file names).
const UTF8_NAMES = 0x0800;

/** One ZIP of the files, each stored as it is (method 0), names in UTF-8. */
export function zipStored(files: readonly BundledFile[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const crc = crc32(file.bytes);
    const size = file.bytes.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(size, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(file.bytes.buffer, file.bytes.byteOffset, size));
    centrals.push(central, name);
    offset += local.length + name.length + size;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
