import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { type BundledFile, bundleProblem, MAX_BUNDLED_FILES } from '@salesdesk/sdk';
import { CliError } from '../cliError';
import { cliMessages } from '../messages/pl';

// Several invoice files given to `salesdesk import invoices` at once (FA(3) XML files, a CSV
// manifest of their KSeF numbers beside them) go to the server as one ZIP: one run, all or
// nothing, the manifest read as the server reads one inside a ZIP (docs/imports.md, "invoices").
// The packing rule (stored ZIP, unique names) is the sdk's, shared with the imports page.

export { zipStored } from '@salesdesk/sdk';

/**
 * Reads the files for the sdk's `zipStored`, each named without its folder. Refuses (a usage error)
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
