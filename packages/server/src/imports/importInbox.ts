import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ImportFileRun, ImportKind } from '@salesdesk/sdk';
import type { ServerContext } from '../serverContext';
import { type ImportOptions, supportsFull } from './importEngine';
import { executeRun, findRun, recordRun } from './importRuns';

// The inbox of a scheduled import job (docs/imports.md, "Scheduled jobs"): `IMPORT_DIR/<kind>/`.
// The ERP drops its exports there; the job imports each finished file, oldest first, and moves it
// to `done/` (imported) or `rejected/` (refused or failed) with its report beside it.

/** The files an inbox takes; anything else (`name.csv.part`, `name.tmp`, notes) is left alone. */
export const INBOX_EXTENSIONS: readonly string[] = ['.csv', '.xlsx'];
/** The invoices' inbox takes KSeF files too: FA(3) XML, one a file, and ZIPs of them. */
export const INVOICE_INBOX_EXTENSIONS: readonly string[] = [...INBOX_EXTENSIONS, '.xml', '.zip'];

/** How long a file's modification time must lie in the past before it is read, ms. */
export const INBOX_QUIET_MS = 5_000;

/** Where a finished file goes, under its inbox. */
export const INBOX_DONE = 'done';
/** Where a refused or failed file goes, under its inbox. */
export const INBOX_REJECTED = 'rejected';

/** What a look at a file saw. */
export interface InboxLook {
  readonly size: number;
  readonly mtimeMs: number;
}

/** A file waiting in an inbox. */
export interface InboxFile extends InboxLook {
  readonly name: string;
  readonly path: string;
}

/** A job as its inbox runs need it. */
export interface InboxJob {
  readonly id: number;
  readonly kind: ImportKind;
  readonly full: boolean;
  /** Write a file's valid rows and leave its rejected ones beside its report, instead of refusing it. */
  readonly acceptValid?: boolean;
}

/**
 * The files of an inbox an import may take, oldest first (by modification time, then name):
 * regular files ending `.csv` or `.xlsx` (any case), not hidden (a leading dot: how rsync and
 * some editors name a file they are still writing). The invoices' inbox (`<IMPORT_DIR>/invoices`)
 * takes `.xml` and `.zip` too ({@link INVOICE_INBOX_EXTENSIONS}). Creates the inbox when missing.
 */
export function inboxFiles(dir: string): InboxFile[] {
  mkdirSync(dir, { recursive: true });
  const extensions = basename(dir) === 'invoices' ? INVOICE_INBOX_EXTENSIONS : INBOX_EXTENSIONS;
  const files: InboxFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    if (!extensions.includes(extname(entry.name).toLowerCase())) continue;
    const path = join(dir, entry.name);
    try {
      const stat = statSync(path);
      files.push({ name: entry.name, path, size: stat.size, mtimeMs: stat.mtimeMs });
    } catch {
      // Renamed or removed between the listing and the look: not there any more.
    }
  }
  return files.sort((a, b) => a.mtimeMs - b.mtimeMs || a.name.localeCompare(b.name));
}

/**
 * Whether a file is finished (the stability rule, docs/imports.md): the previous look saw it with
 * the same size and modification time, and that time lies at least {@link INBOX_QUIET_MS} before
 * `now`. A file seen for the first time is never read: a writer may be half-way through it. The
 * ERP should still write `name.csv.part` and rename it when done; this rule is the safety net
 * for a writer that does not.
 */
export function isStable(previous: InboxLook | undefined, current: InboxLook, now: number): boolean {
  return (
    previous !== undefined &&
    previous.size === current.size &&
    previous.mtimeMs === current.mtimeMs &&
    now - current.mtimeMs >= INBOX_QUIET_MS
  );
}

/**
 * Imports one inbox file through the engine, as an upload is (recorded in `import_files` with the
 * job, no user; applied, not a dry run; `full` and `accept_valid` by the job's settings), and
 * answers the finished run.
 */
export async function runInboxFile(
  ctx: ServerContext,
  job: InboxJob,
  path: string,
  /** The run's file name when it is not the file's own (a manifest's bundle is named by the manifest). */
  name: string = basename(path),
): Promise<ImportFileRun> {
  // Read as a stream for its hash, as the run reads it: a 200,000-row file never sits in memory.
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  const options: ImportOptions = {
    kind: job.kind,
    dryRun: false,
    full: job.full && supportsFull(job.kind),
    acceptValid: job.acceptValid === true,
  };
  const id = recordRun(
    ctx,
    { userId: null, apiTokenId: null, jobId: job.id },
    { name, sha256: hash.digest('hex'), size: statSync(path).size, stored: null },
    options,
  );
  await executeRun(ctx, id, path, options);
  return findRun(ctx.db, id) as ImportFileRun;
}

/**
 * Moves an imported file out of its inbox: to `done/` when its run is done, else to `rejected/`,
 * with the run (status, counts, message, report) beside it as `<file>.report.json` and, when rows
 * were rejected, those rows as `<file>.odrzucone.csv`. A name already there gets the run's id
 * (`katalog.17.csv`): the ERP tends to send the same name every time. Answers the new path.
 */
export function fileAway(ctx: ServerContext, inbox: string, file: InboxFile, run: ImportFileRun): string {
  const folder = join(inbox, run.status === 'done' ? INBOX_DONE : INBOX_REJECTED);
  mkdirSync(folder, { recursive: true });
  const ext = extname(file.name);
  const name = existsSync(join(folder, file.name)) ? `${basename(file.name, ext)}.${run.id}${ext}` : file.name;
  const target = join(folder, name);
  renameSync(file.path, target);
  writeFileSync(join(folder, `${name}.report.json`), `${JSON.stringify(run, null, 2)}\n`);
  if (run.has_rejects) {
    const csv = ctx.db.prepare('SELECT rejects_csv FROM import_files WHERE id = ?').pluck().get(run.id) as string;
    writeFileSync(join(folder, `${name}.odrzucone.csv`), csv);
  }
  return target;
}

/** What a filed file leaves beside it in `done/` or `rejected/` (see {@link fileAway}). */
const FILED_SUFFIXES = ['.report.json', '.odrzucone.csv'];

/**
 * Removes from an inbox's `done/` and `rejected/` the files filed more than `keepDays` days
 * before `now`, each with its report and rejected rows. A file's age is its report's
 * modification time (when it was filed: the moved file keeps the ERP's own time), or its own when
 * it has no report (a file put there by hand). Answers the paths removed; `keepDays` 0 removes
 * nothing.
 */
export function pruneFiled(inbox: string, keepDays: number, now: number): string[] {
  if (keepDays <= 0) return [];
  const cutoff = now - keepDays * 86_400_000;
  const removed: string[] = [];
  for (const folder of [INBOX_DONE, INBOX_REJECTED].map((f) => join(inbox, f))) {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      continue;
    }
    const groups = new Map<string, string[]>();
    for (const name of names) {
      const base = FILED_SUFFIXES.reduce((n, suffix) => (n.endsWith(suffix) ? n.slice(0, -suffix.length) : n), name);
      groups.set(base, [...(groups.get(base) ?? []), name]);
    }
    for (const [base, members] of groups) {
      const dated = members.includes(`${base}.report.json`) ? [`${base}.report.json`] : members;
      let filedAt = 0;
      try {
        for (const name of dated) {
          const stat = statSync(join(folder, name));
          if (!stat.isFile()) throw new Error('not a file');
          filedAt = Math.max(filedAt, stat.mtimeMs);
        }
      } catch {
        continue;
      }
      if (filedAt >= cutoff) continue;
      for (const name of members) {
        rmSync(join(folder, name), { force: true });
        removed.push(join(folder, name));
      }
    }
  }
  return removed;
}
