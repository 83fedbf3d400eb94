import { randomBytes } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { CliError } from '../cliError';
import type { OutputStream } from '../io';
import { cliMessages } from '../messages/pl';

/** Where an export writes: stdout or a file that appears only when the export succeeded. */
export interface OutputTarget {
  /** The stream the writer writes to (writers may end it). */
  readonly stream: Writable;
  /** Finishes the stream and, for a file, renames the temp file to the target name. */
  commit(): Promise<void>;
  /** Drops everything: destroys the stream and removes the temp file. */
  abort(): Promise<void>;
}

/** Temp files of exports in progress; removed synchronously if the process exits under them. */
const pendingTempFiles = new Set<string>();

/** Removes temp files of unfinished exports (called on process exit by the binary). */
export function removePendingTempFiles(): void {
  for (const file of pendingTempFiles) rmSync(file, { force: true });
  pendingTempFiles.clear();
}

/** stdout through a pass-through that never ends stdout itself (xlsx ends its stream). */
function stdoutTarget(stdout: OutputStream): OutputTarget {
  const stream = new PassThrough();
  stream.pipe(stdout, { end: false });
  return {
    stream,
    async commit() {
      if (!stream.writableEnded) stream.end();
      await finished(stream);
    },
    async abort() {
      stream.unpipe(stdout);
      stream.destroy();
    },
  };
}

/**
 * A file written as `.<name>.<random>.part` in the same directory (same filesystem, so the
 * final rename is atomic) and renamed on commit. An interrupted or failed export leaves nothing.
 */
async function fileTarget(path: string): Promise<OutputTarget> {
  const target = resolve(path);
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(4).toString('hex')}.part`);
  const stream = createWriteStream(temp, { flags: 'wx' });
  await new Promise<void>((ok, fail) => {
    stream.once('open', () => ok());
    stream.once('error', (error) =>
      fail(new CliError('io', `${cliMessages.io} ${path}: ${error.message}`, { cause: error })),
    );
  });
  pendingTempFiles.add(temp);
  return {
    stream,
    async commit() {
      if (!stream.writableEnded) stream.end();
      await finished(stream);
      await rename(temp, target);
      pendingTempFiles.delete(temp);
    },
    async abort() {
      stream.destroy();
      await rm(temp, { force: true });
      pendingTempFiles.delete(temp);
    },
  };
}

/** Opens the output of an export: `--output FILE` or stdout. */
export function openOutput(path: string | undefined, stdout: OutputStream): Promise<OutputTarget> {
  return path && path !== '-' ? fileTarget(path) : Promise.resolve(stdoutTarget(stdout));
}
