import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { type BundledFile, bundleProblem, MAX_BUNDLED_FILES } from '@salesdesk/sdk';
import { zipSync } from 'fflate';
import { CliError } from '../cliError';
import { cliMessages } from '../messages/pl';

// Several invoice files given to `salesdesk import invoices` at once (FA(3) XML files, a CSV
// manifest of their KSeF numbers beside them) go to the server as one ZIP: one run, all or
// nothing, the manifest read as the server reads one inside a ZIP (docs/imports.md, "invoices").
// The rules (how many files, unique names, the bundle's name) are the sdk's, shared with the
// imports page; the files are stored, not deflated: FA(3) files are small.

/** One ZIP of the files, each stored as it is, in the order given. */
export function zipBundle(files: readonly BundledFile[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((f) => [f.name, f.bytes])), { level: 0 });
}

/**
 * Reads the files for {@link zipBundle}, each named without its folder. Refuses (a usage error)
 * more than {@link MAX_BUNDLED_FILES} files and two of one name; an unreadable file is an I/O error.
 */
export async function readBundle(paths: readonly string[]): Promise<BundledFile[]> {
  const problem = bundleProblem(paths.map((path) => basename(path)));
  if (problem?.code === 'too_many') {
    throw new CliError('usage', cliMessages.importTooManyFiles(problem.count, MAX_BUNDLED_FILES));
  }
  if (problem) throw new CliError('usage', cliMessages.importSameFileName(problem.name));
  const files: BundledFile[] = [];
  for (const path of paths) {
    const name = basename(path);
    try {
      files.push({ name, bytes: await readFile(path) });
    } catch (error) {
      throw new CliError('io', cliMessages.importFileUnreadable(path), { cause: error });
    }
  }
  return files;
}
