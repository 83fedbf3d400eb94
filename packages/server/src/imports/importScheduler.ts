import { statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ImportFileRun, ImportKind } from '@salesdesk/sdk';
import { nextImportRun } from '@salesdesk/sdk/imports';
import type { ServerContext } from '../serverContext';
import type { ImportOptions } from './importEngine';
import { fileAway, type InboxLook, inboxFiles, isStable, pruneFiled, runInboxFile } from './importInbox';
import { refreshJobState } from './importJobs';
import { executeRun, findRun } from './importRuns';
import { type InvoiceInboxStep, planInvoiceInbox, withBundle } from './invoiceInboxManifest';

/** Time between the scheduler's looks at the clock and the inboxes in a running server, ms. */
export const IMPORT_TICK_MS = 10_000;
/** Time between the prunings of the inboxes' `done/` and `rejected/` (`IMPORT_KEEP_DAYS`), ms. */
export const IMPORT_PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The scheduler of the import jobs (docs/imports.md, "Scheduled jobs"). Each tick runs the jobs
 * whose next run has come (by `ctx.now()`, so a test moves the clock and calls {@link tick}) and
 * the jobs that left a file still being written in their inbox; every other enabled job's inbox
 * is only looked at, so the stability rule has a previous look to compare with. One job's pass
 * over its inbox at a time, so runs never overlap. Once an hour a tick also removes the files
 * filed to `done/` and `rejected/` more than `IMPORT_KEEP_DAYS` ago.
 */
export interface ImportScheduler {
  /** Starts ticking every {@link IMPORT_TICK_MS} (the timer does not keep the process alive). */
  start(): void;
  /** Stops ticking and waits for the file being imported; queued passes are dropped. */
  stop(): Promise<void>;
  /** One tick now; resolves once the passes it started (and any before them) have finished. */
  tick(): Promise<void>;
  /** Queues a pass of the job over its inbox now (`importJobRun`); false when it is already queued or running. */
  runNow(jobId: number): boolean;
  /** Whether the job is queued or running. */
  isRunning(jobId: number): boolean;
  /** Resolves when no pass is queued or running. */
  idle(): Promise<void>;
  /**
   * Completes a run of the job that a stopped server left applying, from its inbox file `path`,
   * as the job's next pass (before it looks at its inbox), then files the file away as any run's;
   * resolves once done.
   */
  resume(jobId: number, runId: number, path: string, options: ImportOptions): Promise<void>;
}

interface DueJob {
  id: number;
  kind: ImportKind;
  frequency: string;
  enabled: number;
  next_run: string | null;
}

/** Creates the scheduler of a server's import jobs; it does nothing until ticked or started. */
export function createImportScheduler(ctx: ServerContext): ImportScheduler {
  const { db } = ctx;
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;
  const queue: number[] = [];
  let active: number | null = null;
  let draining: Promise<void> | null = null;
  /** The previous look at each inbox file, by path. */
  const looks = new Map<string, InboxLook>();
  /** Jobs whose last pass left a file that was still being written. */
  const waiting = new Set<number>();
  /** Files imported but not moved out of their inbox: never imported again by this process. */
  const stuck = new Set<string>();
  /** When `done/` and `rejected/` were last pruned (by the server's clock). */
  let prunedAt = Number.NEGATIVE_INFINITY;
  /** Runs to complete at the job's next pass (a server stopped while applying them), by job. */
  const resumes = new Map<number, { runId: number; path: string; options: ImportOptions; done: () => void }[]>();

  const isRunning = (jobId: number) => active === jobId || queue.includes(jobId);

  /** Looks at an inbox: its files with whether each is stable, remembering this look for the next. */
  const look = (inbox: string) => {
    const now = ctx.now();
    const files = inboxFiles(inbox);
    const seen = new Set(files.map((f) => f.path));
    for (const path of looks.keys()) if (path.startsWith(join(inbox, '/')) && !seen.has(path)) looks.delete(path);
    return files.map((file) => {
      const stable = isStable(looks.get(file.path), file, now);
      looks.set(file.path, { size: file.size, mtimeMs: file.mtimeMs });
      return { file, stable };
    });
  };

  /** Completes a run a stopped server left applying, from its inbox file, and files the file away. */
  const completeStopped = async (
    inbox: string,
    r: { runId: number; path: string; options: ImportOptions; done: () => void },
  ) => {
    try {
      await executeRun(ctx, r.runId, r.path, r.options);
      const stat = statSync(r.path);
      const file = { name: basename(r.path), path: r.path, size: stat.size, mtimeMs: stat.mtimeMs };
      looks.delete(r.path);
      fileAway(ctx, inbox, file, findRun(db, r.runId) as ImportFileRun);
    } catch (error) {
      // Left in the inbox, the file would be imported again at every pass.
      stuck.add(r.path);
      ctx.log.error(`import ${r.runId}: could not complete or file away ${r.path}`, error);
    } finally {
      r.done();
    }
  };

  /** One pass of a job over its inbox: each stable file imported and filed away, oldest first. */
  const pass = async (jobId: number) => {
    const job = db.prepare('SELECT id, kind, full, accept_valid FROM import_jobs WHERE id = ?').get(jobId) as
      | { id: number; kind: ImportKind | null; full: number; accept_valid: number }
      | undefined;
    waiting.delete(jobId);
    const resumed = resumes.get(jobId)?.splice(0) ?? [];
    if (!job?.kind || !ctx.config.importDir) {
      for (const r of resumed) r.done();
      return;
    }
    const inbox = join(ctx.config.importDir, job.kind);
    for (const r of resumed) await completeStopped(inbox, r);
    const inboxJob = { id: job.id, kind: job.kind, full: job.full === 1, acceptValid: job.accept_valid === 1 };
    const looked = look(inbox).filter(({ file }) => !stuck.has(file.path));
    // The invoices inbox reads a manifest with the files it names; every other file goes alone.
    const steps: InvoiceInboxStep[] =
      job.kind === 'invoices'
        ? planInvoiceInbox(looked, ctx.now())
        : looked.map(({ file, stable }) => (stable ? { type: 'file', file } : { type: 'wait', file }));
    for (const step of steps) {
      if (stopped) return;
      if (step.type === 'wait') {
        // A file still being written brings the job back at the next tick; a manifest waiting
        // for its files is looked at again at the job's next pass.
        if (!looked.find((l) => l.file === step.file)?.stable) waiting.add(jobId);
        continue;
      }
      const filed = step.type === 'file' ? [step.file] : [step.manifest, ...step.members];
      const run =
        step.type === 'file'
          ? await runInboxFile(ctx, inboxJob, step.file.path)
          : await withBundle(inbox, step.manifest, step.members, (path) =>
              runInboxFile(ctx, inboxJob, path, step.manifest.name),
            );
      for (const file of filed) {
        looks.delete(file.path);
        try {
          fileAway(ctx, inbox, file, run);
        } catch (error) {
          // Left in the inbox, the file would be imported again at every pass.
          stuck.add(file.path);
          ctx.log.error(`import ${run.id}: could not move ${file.path} out of the inbox`, error);
        }
      }
      refreshJobState(db, jobId, true);
    }
  };

  const drain = async () => {
    try {
      while (queue.length && !stopped) {
        const jobId = queue.shift() as number;
        active = jobId;
        try {
          await pass(jobId);
        } catch (error) {
          ctx.log.error(`import job ${jobId} failed`, error);
        } finally {
          active = null;
          settle(jobId);
        }
      }
      for (const jobId of queue.splice(0)) settle(jobId);
    } finally {
      draining = null;
    }
  };

  /** The job's status once its pass is over; a database already closed (a server stopping) is only logged. */
  const settle = (jobId: number) => {
    try {
      refreshJobState(db, jobId, isRunning(jobId));
    } catch (error) {
      ctx.log.error(`import job ${jobId}: status not updated`, error);
    }
  };

  const enqueue = (jobId: number): boolean => {
    if (stopped || isRunning(jobId)) return false;
    queue.push(jobId);
    refreshJobState(db, jobId, true);
    if (!draining) draining = drain();
    return true;
  };

  const tick = async () => {
    if (stopped) return;
    const now = ctx.now();
    const jobs = db
      .prepare('SELECT id, kind, frequency, enabled, next_run FROM import_jobs WHERE kind IS NOT NULL ORDER BY id')
      .all() as DueJob[];
    const advance = db.prepare('UPDATE import_jobs SET next_run = ? WHERE id = ?');
    if (ctx.config.importDir && now - prunedAt >= IMPORT_PRUNE_EVERY_MS) {
      prunedAt = now;
      for (const job of jobs) {
        try {
          const removed = pruneFiled(join(ctx.config.importDir, job.kind), ctx.config.importKeepDays, now);
          if (removed.length) ctx.log.info(`import inbox ${job.kind}: removed ${removed.length} files filed long ago`);
        } catch (error) {
          ctx.log.error(`import inbox ${job.kind}: pruning failed`, error);
        }
      }
    }
    for (const job of jobs) {
      if (isRunning(job.id)) continue;
      const due = job.enabled === 1 && job.next_run !== null && Date.parse(job.next_run) <= now;
      if (due) advance.run(nextImportRun(job.frequency, now), job.id);
      if (due || waiting.has(job.id)) enqueue(job.id);
      else if (job.enabled === 1 && ctx.config.importDir) look(join(ctx.config.importDir, job.kind));
    }
    await draining;
  };

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => {
        tick().catch((error: unknown) => ctx.log.error('import scheduler tick failed', error));
      }, IMPORT_TICK_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await draining;
    },
    tick,
    runNow: enqueue,
    isRunning,
    async idle() {
      await draining;
    },
    resume(jobId, runId, path, options) {
      return new Promise<void>((done) => {
        resumes.set(jobId, [...(resumes.get(jobId) ?? []), { runId, path, options, done }]);
        if (isRunning(jobId)) {
          // Its pass is under way: one more right after it.
          if (!queue.includes(jobId)) queue.push(jobId);
        } else if (!enqueue(jobId)) done();
      });
    },
  };
}
