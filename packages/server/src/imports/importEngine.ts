import {
  emptyImportReport,
  formatMessage,
  type ImportKind,
  type ImportReport,
  type ImportRowError,
  importColumnOf,
  importColumns,
  importMessages,
  importOutcomeMessage,
} from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { withSearchBulk } from '../db/searchFunctions';
import type { SystemMail } from '../mail/mailQueue';
import {
  APPLY_FAIR_HOLD_MS,
  APPLY_FIRST_CHUNK_ROWS,
  APPLY_IDLE_HOLD_BUDGET_MS,
  APPLY_WRITERS_RECENT_MS,
  type ChunkPacing,
  nextChunkRows,
  pauseAfterChunkMs,
} from './applyPacing';
import { type FieldDef, fileFields, importKinds, type KindDef, type StagedValue } from './importKinds';
import { importInvoiceFile } from './invoiceKind';
import { searchStageOf } from './productSearchStage';
import { ImportFileError, openTable, type TableSource } from './readTable';
import type { ApplyTurns } from './writeTurns';

/** Rows staged per step: progress is written after each (and, on the request thread, other requests get a turn). */
export const STAGE_BATCH_ROWS = 2000;
/** Rejected rows listed in a report (the rejected rows' CSV holds all of them). */
export const ERRORS_SHOWN = 1000;
/** Updates (with old → new) and keys created or deactivated a report shows. */
export const SAMPLE_SIZE = 20;

/** What a run has read so far: data rows, and bytes of the file (for a progress by size). */
export type ImportProgress = (rowsRead: number, bytesRead: number, size: number) => void;

/** How a file is imported. */
export interface ImportOptions {
  readonly kind: ImportKind;
  /** Report what would change, write nothing. */
  readonly dryRun: boolean;
  /** Also deactivate what the file does not name (kinds with `deactivate`). */
  readonly full: boolean;
  /** Write the valid rows and hand back the rejected ones, instead of refusing the file. */
  readonly acceptValid: boolean;
  readonly sheet?: string | undefined;
  /**
   * The run's record in `import_files`, which the price and stock history points at. When absent,
   * a stage named `import_stage_<id>` (how a recorded run names its stage) names it.
   */
  readonly importFileId?: number | null | undefined;
  /** How the apply sends a system e-mail (a new account's set-password link); without it, only stored. */
  readonly mail?: SystemMail | undefined;
}

/** The recorded run an import's history points at: the option, else the one its stage is named after, if it exists. */
function historyRunId(db: Db, stage: string, options: ImportOptions): number | null {
  const id = options.importFileId ?? Number(/^temp\.import_stage_(\d+)$/.exec(stage)?.[1] ?? Number.NaN);
  if (!Number.isSafeInteger(id)) return null;
  return (db.prepare('SELECT id FROM import_files WHERE id = ?').pluck().get(id) as number | undefined) ?? null;
}

/** Whether a kind can run `full` (has something to deactivate). */
export function supportsFull(kind: ImportKind): boolean {
  return importKinds[kind].deactivate !== undefined;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Column letters as a spreadsheet names them (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

interface MappedColumn {
  readonly index: number;
  readonly field: FieldDef;
  readonly header: string;
}

/** Which column of the file is which field; unknown columns become warnings, a missing key refuses the file. */
function mapHeader(kind: KindDef, header: readonly string[]): { columns: MappedColumn[]; warnings: string[] } {
  const fields = new Map(fileFields(kind).map((f) => [f.key, f]));
  const columns: MappedColumn[] = [];
  const warnings: string[] = [];
  header.forEach((cell, index) => {
    if (cell.trim() === '') return;
    const known = importColumnOf(kind.kind, cell);
    const field = known && fields.get(known.key);
    if (!field) {
      warnings.push(formatMessage(importMessages.warning.unknownColumn, { column: cell, letter: columnLetter(index) }));
      return;
    }
    const twin = columns.find((c) => c.field === field);
    if (twin) {
      throw new ImportFileError(
        formatMessage(importMessages.file.duplicateColumn, {
          column: field.key,
          first: columnLetter(twin.index),
          second: columnLetter(index),
        }),
      );
    }
    columns.push({ index, field, header: cell.trim() });
  });
  const missing = importColumns[kind.kind].keys.filter((k) => !columns.some((c) => c.field.key === k));
  if (missing.length) {
    const example = importColumns[kind.kind].columns.find((c) => c.key === missing[0]);
    throw new ImportFileError(
      formatMessage(importMessages.file.missingKey, { columns: missing.join(', '), example: example?.label ?? '' }),
    );
  }
  return { columns, warnings };
}

/** The fields compared with the target row: every field that is not a key and not left to another. */
const comparedFields = (kind: KindDef) =>
  kind.fields.filter((f) => !f.key_ && !f.noCompare && (f.column !== undefined || f.current !== undefined));
const nextOf = (f: FieldDef) => f.next ?? `s.${f.key}`;
const currentOf = (f: FieldDef) => f.current ?? `t.${f.column}`;

/** SQL: the staged row changes its target row in at least one field. */
function changedSql(kind: KindDef): string {
  return comparedFields(kind)
    .map((f) => `((${nextOf(f)}) IS NOT NULL AND (${nextOf(f)}) IS NOT (${currentOf(f)}))`)
    .join(' OR ');
}

function formatValue(field: FieldDef, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (field.money && typeof value === 'number') return (value / 100).toFixed(2).replace('.', ',');
  return String(value);
}

/** One CSV field, quoted when it holds the separator, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** What a finished run records. */
export interface ImportOutcome {
  readonly status: 'done' | 'refused';
  readonly message: string;
  readonly report: ImportReport;
  /** The rejected rows as a CSV to fix (UTF-8 with BOM, `;`), or null when none. */
  readonly rejectsCsv: string | null;
}

/** A refusal of the whole file as a run's outcome. */
export function refusedOutcome(message: string, warnings: string[] = []): ImportOutcome {
  return { status: 'refused', message, rejectsCsv: null, report: emptyImportReport(warnings) };
}

/**
 * Imports one file (docs/imports.md): reads it as a stream of rows, checks each row and stages it
 * in a temporary table `STAGE_BATCH_ROWS` at a time, giving the event loop a turn between
 * batches; then counts what would change and, unless a dry run or refused, applies the staged
 * rows with set-wise SQL (updates of the rows that change, inserts of the new ones) in chunks
 * sized by time, a transaction each, and last the deactivation of `full`
 * ({@link applyChunked}; `hooks` follow and resume it). Nothing is written before every row has
 * been checked. `progress` hears the rows and bytes read after each batch. `source` is the file's
 * path (streamed) or its bytes. File-level problems come back as a refused outcome; anything
 * else (a bug, a full disk) is thrown.
 */
export async function importFile(
  db: Db,
  stageName: string,
  source: TableSource,
  options: ImportOptions,
  progress: ImportProgress = () => {},
  hooks: ApplyHooks = {},
): Promise<ImportOutcome> {
  // Invoices are documents with lines, read from FA(3) XML as well: a reading and apply of their own.
  if (options.kind === 'invoices') return importInvoiceFile(db, stageName, source, options, progress);
  const kind = importKinds[options.kind];
  const stage = `temp.${stageName}`;
  try {
    return await importStaged(db, stage, kind, source, options, progress, hooks);
  } catch (error) {
    if (error instanceof ImportFileError) return refusedOutcome(error.message);
    throw error;
  } finally {
    if (db.open) {
      for (const table of [stage, searchStageOf(stage), chunkOf(stage), searchStageOf(chunkOf(stage))]) {
        db.exec(`DROP TABLE IF EXISTS ${table}`);
      }
    }
  }
}

async function importStaged(
  db: Db,
  stage: string,
  kind: KindDef,
  source: TableSource,
  options: ImportOptions,
  progress: ImportProgress,
  hooks: ApplyHooks,
): Promise<ImportOutcome> {
  const table = await openTable(source, { sheet: options.sheet });
  const { columns, warnings } = mapHeader(kind, table.header);
  const headerOf = new Map(columns.map((c) => [c.field.key, c.header]));
  const staged = [...fileFields(kind).map((f) => f.key), ...kind.extra];
  db.exec(`DROP TABLE IF EXISTS ${stage};
    CREATE TABLE ${stage} (row_no INTEGER PRIMARY KEY, ok INTEGER NOT NULL, raw TEXT, errors TEXT, ${staged.join(', ')});
    CREATE INDEX ${stage}_key ON ${stage.replace('temp.', '')} (${kind.stageIndex.join(', ')});`);
  const insert = db.prepare(
    `INSERT INTO ${stage} (row_no, ok, raw, errors, ${staged.join(', ')}) VALUES (${['?', '?', '?', '?', ...staged.map(() => '?')].join(', ')})`,
  );
  const check = kind.check(db);
  const keys = new Map<string, number>();
  const keyFields = kind.fields.filter((f) => f.key_);
  const errors: ImportRowError[] = [];
  let rejected = 0;
  let rowsRead = 0;
  let extraCellsWarned = false;
  let batch: unknown[][] = [];
  const flush = db.transaction((rows: unknown[][]) => {
    for (const r of rows) insert.run(r);
  });

  for await (const { row, cells } of table.rows) {
    rowsRead++;
    const values: Record<string, StagedValue> = {};
    const rowErrors: { column: string | null; message: string }[] = [];
    for (const { index, field } of columns) {
      const cell = (cells[index] ?? '').trim();
      if (cell === '') {
        values[field.key] = null;
        if (field.key_) rowErrors.push({ column: field.key, message: importMessages.row.required });
        continue;
      }
      const parsed = field.parse(cell);
      if (parsed.ok) values[field.key] = parsed.value;
      else {
        values[field.key] = null;
        rowErrors.push({ column: field.key, message: parsed.message });
      }
    }
    if (
      !extraCellsWarned &&
      cells.length > table.header.length &&
      cells.slice(table.header.length).some((c) => c.trim())
    ) {
      extraCellsWarned = true;
      warnings.push(formatMessage(importMessages.warning.extraCells, { row }));
    }
    let extra: Record<string, StagedValue> = {};
    const keyComplete = keyFields.every((f) => values[f.key] != null);
    if (keyComplete) {
      const key = kind.rowKey?.(values) ?? keyFields.map((f) => String(values[f.key])).join(' / ');
      const first = keys.get(key);
      if (first !== undefined) {
        rowErrors.push({ column: null, message: formatMessage(importMessages.row.duplicateKey, { key, row: first }) });
      } else {
        keys.set(key, row);
        if (!rowErrors.length) {
          const checked = check(values, row);
          rowErrors.push(...checked.errors);
          extra = checked.extra;
        }
      }
    }
    const ok = rowErrors.length === 0;
    if (!ok) {
      rejected++;
      for (const e of rowErrors) {
        if (errors.length < ERRORS_SHOWN) {
          errors.push({
            row,
            column: e.column === null ? null : (headerOf.get(e.column) ?? e.column),
            message: e.message,
          });
        }
      }
    }
    batch.push([
      row,
      ok ? 1 : 0,
      ok ? null : JSON.stringify(cells),
      ok
        ? null
        : rowErrors
            .map((e) => (e.column ? `${headerOf.get(e.column) ?? e.column}: ${e.message}` : e.message))
            .join(' '),
      ...staged.map((k) => values[k] ?? extra[k] ?? null),
    ]);
    if (batch.length >= STAGE_BATCH_ROWS) {
      flush(batch);
      batch = [];
      progress(rowsRead, table.bytesRead(), table.size);
      await turn();
    }
  }
  if (batch.length) flush(batch);
  progress(rowsRead, table.size, table.size);
  if (rowsRead === 0) throw new ImportFileError(importMessages.file.headerOnly);
  if (rejected > ERRORS_SHOWN) {
    warnings.push(formatMessage(importMessages.warning.errorsCut, { shown: ERRORS_SHOWN, total: rejected }));
  }
  // What the apply writes besides the rows (the search index) is computed now, before the write
  // lock: only for a run that will apply (not dry, not refused for its rejected rows).
  if (kind.search && !options.dryRun && (rejected === 0 || options.acceptValid || hooks.from)) {
    await kind.search.prepare(db, stage, turn);
  }
  return finish(
    db,
    stage,
    kind,
    options,
    {
      rowsRead,
      rejected,
      errors,
      warnings,
      header: table.header,
      columns: columns.map((c) => c.field.key),
    },
    hooks,
  );
}

interface ReadResult {
  rowsRead: number;
  rejected: number;
  errors: ImportRowError[];
  warnings: string[];
  header: readonly string[];
  columns: string[];
}

/** The SQL pieces of a kind that counting and applying share. */
interface KindSql {
  readonly table: string;
  readonly changed: string;
  /** The staged row has no target row yet (SQL over `s`). */
  readonly isNew: string;
  readonly compared: readonly FieldDef[];
}

function kindSql(kind: KindDef): KindSql {
  return {
    table: kind.target.split(' ')[0] as string,
    changed: changedSql(kind),
    isNew: `NOT EXISTS (SELECT 1 FROM ${kind.target} WHERE ${kind.match})`,
    compared: comparedFields(kind),
  };
}

/** The counts of new and changed rows of a stage (or a chunk of it), and up to `room` samples of each, by row. */
function countStaged(db: Db, stage: string, kind: KindDef, sql: KindSql, room: { changes: number; created: number }) {
  const count = (q: string) => db.prepare(q).pluck().get() as number;
  const created = count(`SELECT count(*) FROM ${stage} s WHERE s.ok = 1 AND ${sql.isNew}`);
  const updated = count(
    `SELECT count(*) FROM ${stage} s JOIN ${kind.target} ON ${kind.match} WHERE s.ok = 1 AND (${sql.changed})`,
  );
  const createdKeys =
    room.created > 0 && created > 0
      ? (db
          .prepare(
            `SELECT ${kind.keyLabel} FROM ${stage} s WHERE s.ok = 1 AND ${sql.isNew} ORDER BY s.row_no LIMIT ${room.created}`,
          )
          .pluck()
          .all() as string[])
      : [];
  const sample =
    room.changes > 0 && updated > 0
      ? (db
          .prepare(
            `SELECT s.row_no AS row, ${kind.keyLabel} AS key, ${sql.compared
              .map((f, i) => `${nextOf(f)} AS n${i}, ${currentOf(f)} AS c${i}`)
              .join(', ')}
         FROM ${stage} s JOIN ${kind.target} ON ${kind.match} WHERE s.ok = 1 AND (${sql.changed}) ORDER BY s.row_no LIMIT ${room.changes}`,
          )
          .all() as Record<string, unknown>[])
      : [];
  const changes = sample.map((r) => ({
    row: r.row as number,
    key: String(r.key),
    fields: sql.compared.flatMap((f, i) => {
      const next = r[`n${i}`];
      const current = r[`c${i}`];
      return next !== null && next !== current
        ? [{ field: f.shownAs ?? f.key, old: formatValue(f, current), new: formatValue(f, next) }]
        : [];
    }),
  }));
  return { created, updated, createdKeys, changes };
}

/** What `full` deactivates: how many, and the first keys. */
function countDeactivated(db: Db, kind: KindDef, deactivateWhere: string | null) {
  if (!deactivateWhere) return { deactivated: 0, deactivatedKeys: [] as string[] };
  return {
    deactivated: db.prepare(`SELECT count(*) FROM ${kind.target} WHERE ${deactivateWhere}`).pluck().get() as number,
    deactivatedKeys: db
      .prepare(`SELECT ${kind.deactivate?.keyLabel} FROM ${kind.target} WHERE ${deactivateWhere} LIMIT ${SAMPLE_SIZE}`)
      .pluck()
      .all() as string[],
  };
}

/** Counts, samples and, unless dry or refused, applies the staged rows (in chunks, {@link applyChunked}). */
async function finish(
  db: Db,
  stage: string,
  kind: KindDef,
  options: ImportOptions,
  read: ReadResult,
  hooks: ApplyHooks,
): Promise<ImportOutcome> {
  const sql = kindSql(kind);
  const deactivateWhere = options.full && kind.deactivate ? kind.deactivate.where.replaceAll('{stage}', stage) : null;
  const resumed = hooks.from != null;
  // A refusal only the rows together show (checked before anything is written, for a dry run too;
  // a resumed apply was checked before its first chunk).
  const kindRefusal = resumed
    ? null
    : (db.transaction(() =>
        kind.refuse?.(db, stage, { importFileId: historyRunId(db, stage, options), deactivateWhere }),
      )() ?? null);
  const refused = kindRefusal !== null || (read.rejected > 0 && !options.acceptValid && !options.dryRun && !resumed);
  const apply = !options.dryRun && !refused;
  let result: ApplyState;
  if (apply) {
    result = await applyChunked(db, stage, kind, options, sql, deactivateWhere, hooks);
    if (resumed) read.warnings.push(importMessages.warning.resumed);
  } else {
    // Reads only: a deferred transaction is one snapshot and takes no write lock.
    result = db.transaction(() => ({
      through: 0,
      ...countStaged(db, stage, kind, sql, { changes: SAMPLE_SIZE, created: SAMPLE_SIZE }),
      ...countDeactivated(db, kind, deactivateWhere),
    }))();
  }
  const valid = db.prepare(`SELECT count(*) FROM ${stage} WHERE ok = 1`).pluck().get() as number;
  const report: ImportReport = {
    applied: apply,
    created: result.created,
    updated: result.updated,
    // A resumed run's chunks written before the stop were counted then; none is counted twice.
    unchanged: Math.max(0, valid - result.created - result.updated),
    deactivated: result.deactivated ?? 0,
    rejected: read.rejected,
    columns: read.columns,
    errors: read.errors,
    warnings: read.warnings,
    changes: result.changes,
    created_keys: result.createdKeys,
    deactivated_keys: result.deactivatedKeys,
  };
  const message = kindRefusal
    ? kindRefusal
    : refused
      ? formatMessage(importMessages.file.refused, { rejected: read.rejected, rows: read.rowsRead })
      : importOutcomeMessage(report, options.dryRun);
  return {
    status: refused ? 'refused' : 'done',
    message,
    report,
    rejectsCsv: read.rejected ? rejectsCsv(db, stage, read.header) : null,
  };
}

/**
 * Where the apply of a run stands: kept with the run (`import_files.apply_state`), written in the
 * transaction of each chunk, so a server stopped in the middle completes the run from its file at
 * the next start (docs/imports.md, "Applied in chunks").
 */
export interface ApplyState {
  /** The staged rows up to this `row_no` are written. */
  through: number;
  /** New and changed rows written so far. */
  created: number;
  updated: number;
  /** The report's samples so far (the first rows, in file order). */
  changes: ImportReport['changes'];
  createdKeys: string[];
  /** Set by the last step (the deactivation of `full`, 0 without): the apply is complete. */
  deactivated: number | null;
  deactivatedKeys: string[];
}

/** How an apply is followed, and resumed. */
export interface ApplyHooks {
  /** An apply interrupted after some chunks: the rows up to `from.through` are skipped, its counts go on. */
  readonly from?: ApplyState | null;
  /** Inside each chunk's transaction, after its writes: the state to keep with the run. */
  readonly onChunk?: (state: ApplyState) => void;
  /** After each chunk's commit (tests stop an apply here, as a stopped server would). */
  readonly afterChunk?: (state: ApplyState) => void;
  /**
   * Staged rows per chunk, every chunk (tests); without it each chunk is sized by the time the
   * last one held the write lock ({@link nextChunkRows}).
   */
  readonly chunkRows?: number;
  /** How the chunks are sized by time (tests change the budget). */
  readonly pacing?: ChunkPacing;
  /** The clock a chunk's hold is timed with, ms (default `performance.now`; tests inject one). */
  readonly now?: () => number;
  /** Waits between chunks (default a timer; tests record the pauses). */
  readonly sleep?: (ms: number) => Promise<void>;
  /**
   * Turns at the write lock with the request thread (the worker's, over the buffer it shares
   * with it; writeTurns.ts): the apply then pauses only for a write that waits, and sizes its
   * chunks by whether writes are going on. Without them (or on an in-memory database) it cannot
   * tell, and pauses after every chunk ({@link pauseAfterChunkMs}).
   */
  readonly turns?: ApplyTurns | null | undefined;
}

/**
 * Applies the staged rows in chunks, in order of `row_no`, each sized by the time the last held
 * the write lock (or `chunkRows` each) and each in its own
 * transaction (counted, its history written, updated, inserted, its search rows and further
 * values written), then the last step: what depends on every row of the file (`full`'s
 * deactivation, with its history). Each chunk's rows are copied into a table beside the stage
 * before its transaction, and the kind's hooks see that table as the stage. Taking turns with the
 * request thread (`hooks.turns`), the apply steps aside before a chunk while a request write
 * waits, lets it go the moment a chunk commits, and goes on at once when none waits: short
 * chunks while writes are going on, long ones while they are not, and a pause only every
 * {@link APPLY_FAIR_HOLD_MS} of hold for writers it cannot see. Without turns the write lock is
 * let go after every chunk for a pause a waiting writer is sure to notice ({@link pauseAfterChunkMs}).
 * Either way other writers wait at most one chunk (docs/imports.md, "Applied in chunks").
 * Every row was checked before the first chunk, so a chunked apply only shows its intermediate
 * state for the time it runs (or until the next start completes it).
 */
async function applyChunked(
  db: Db,
  stage: string,
  kind: KindDef,
  options: ImportOptions,
  sql: KindSql,
  deactivateWhere: string | null,
  hooks: ApplyHooks,
): Promise<ApplyState> {
  const state: ApplyState = hooks.from
    ? { ...hooks.from, changes: [...hooks.from.changes], createdKeys: [...hooks.from.createdKeys] }
    : { through: 0, created: 0, updated: 0, changes: [], createdKeys: [], deactivated: null, deactivatedKeys: [] };
  const importFileId = historyRunId(db, stage, options);
  const fixedSize = hooks.chunkRows === undefined ? null : Math.max(1, hooks.chunkRows);
  let size = fixedSize ?? hooks.pacing?.firstRows ?? APPLY_FIRST_CHUNK_ROWS;
  const now = hooks.now ?? (() => performance.now());
  const sleep = hooks.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  // Only another connection can wait for the lock: an in-memory database has none.
  const othersMayWait = !db.memory;
  const turns = othersMayWait ? (hooks.turns ?? null) : null;
  const pacing = hooks.pacing ?? {};
  const idlePacing = { ...pacing, budgetMs: pacing.idleBudgetMs ?? APPLY_IDLE_HOLD_BUDGET_MS };
  const writersRecentMs = pacing.writersRecentMs ?? APPLY_WRITERS_RECENT_MS;
  const fairHoldMs = pacing.fairHoldMs ?? APPLY_FAIR_HOLD_MS;
  /** When request writes were last seen (waiting, or begun between two chunks). */
  let writersAt = Number.NEGATIVE_INFINITY;
  /** The lock's hold since the apply last paused for writers it cannot see. */
  let heldSincePause = 0;
  /** The apply's mark on the lock is up (between its turn's take and its letting go). */
  let marked = false;
  /**
   * Lifts the mark and wakes the writes that wait: at the end of a transaction's work, before its
   * COMMIT. The commit's sync and the WAL checkpoint SQLite may run right after it (with the lock
   * already let go) would otherwise keep them waiting; a write woken a little early waits out the
   * commit in SQLite's busy handler, whose first sleeps are of 1–10 ms.
   */
  const letGo = () => {
    if (!turns || !marked) return;
    marked = false;
    if (turns.release()) writersAt = now();
  };
  /** Runs a transaction of the apply in its turn: after the writes that wait, letting the next ones go as it ends. */
  const inTurn = <T>(transaction: () => T): T => {
    if (turns) {
      if (turns.take().writers) writersAt = now();
      marked = true;
    }
    try {
      return transaction();
    } finally {
      letGo();
    }
  };
  let lockedAt = 0;
  const chunk = chunkOf(stage);
  const searchStage = searchStageOf(stage);
  const searchChunk = searchStageOf(chunk);
  db.exec(`DROP TABLE IF EXISTS ${chunk}; CREATE TABLE ${chunk} AS SELECT * FROM ${stage} WHERE 0;
    CREATE INDEX ${chunk}_row ON ${bare(chunk)} (row_no);
    CREATE INDEX ${chunk}_key ON ${bare(chunk)} (${kind.stageIndex.join(', ')});`);
  if (kind.search) {
    db.exec(`DROP TABLE IF EXISTS ${searchChunk}; CREATE TABLE ${searchChunk} AS SELECT * FROM ${searchStage} WHERE 0;
      CREATE INDEX ${searchChunk}_row ON ${bare(searchChunk)} (row_no);`);
  }
  const written = kind.fields.filter((f) => f.column !== undefined && !f.key_);
  const boundary = db.prepare(`SELECT row_no FROM ${stage} WHERE row_no > ? ORDER BY row_no LIMIT 1 OFFSET ?`).pluck();
  const lastRow = (db.prepare(`SELECT max(row_no) FROM ${stage}`).pluck().get() as number | null) ?? 0;
  const copyChunk = db.prepare(`INSERT INTO ${chunk} SELECT * FROM ${stage} WHERE row_no > ? AND row_no <= ?`);
  const update = db.prepare(
    `UPDATE ${sql.table} AS t SET ${written.map((f) => `${f.column} = coalesce(${nextOf(f)}, t.${f.column})`).join(', ')}
     FROM ${chunk} s WHERE s.ok = 1 AND ${kind.match} AND (${sql.changed})`,
  );
  const insert = db.prepare(
    `INSERT INTO ${sql.table} (${[...kind.insertKeys.map(([c]) => c), ...written.map((f) => f.column)].join(', ')})
     SELECT ${[
       ...kind.insertKeys.map(([, v]) => v),
       ...written.map((f) => (f.insertDefault ? `coalesce(${nextOf(f)}, ${f.insertDefault})` : nextOf(f))),
     ].join(', ')}
     FROM ${chunk} s WHERE s.ok = 1 AND ${sql.isNew} ORDER BY s.row_no`,
  );
  const write = kind.search ? (f: () => void) => withSearchBulk(db, f) : (f: () => void) => f();
  const applyChunk = db.transaction((to: number) => {
    // BEGIN IMMEDIATE has taken the write lock: the hold is timed from here to the commit.
    lockedAt = now();
    const counted = countStaged(db, chunk, kind, sql, {
      changes: SAMPLE_SIZE - state.changes.length,
      created: SAMPLE_SIZE - state.createdKeys.length,
    });
    // Each chunk's history rows; the history of what `full` deactivates goes with the last step.
    kind.beforeApply?.(db, chunk, { importFileId, deactivateWhere: null, mail: options.mail });
    kind.search?.mark(db, chunk, sql.changed);
    write(() => {
      update.run();
      insert.run();
      kind.search?.write(db, chunk);
    });
    kind.afterApply?.(db, chunk, { importFileId, deactivateWhere: null, mail: options.mail });
    state.through = to;
    state.created += counted.created;
    state.updated += counted.updated;
    state.changes.push(...counted.changes);
    state.createdKeys.push(...counted.createdKeys);
    hooks.onChunk?.(state);
    letGo();
  });
  /** Copies the next chunk's rows beside the stage (a temporary table takes no lock); its last `row_no`, or null when none is left. */
  const nextChunk = (): { to: number; rows: number } | null => {
    if (state.through >= lastRow) return null;
    const to = (boundary.get(state.through, size - 1) as number | undefined) ?? lastRow;
    db.exec(`DELETE FROM ${chunk}`);
    const rows = copyChunk.run(state.through, to).changes;
    if (kind.search) {
      db.exec(`DELETE FROM ${searchChunk};
        INSERT INTO ${searchChunk} SELECT * FROM ${searchStage} WHERE row_no > ${state.through} AND row_no <= ${to};`);
    }
    return { to, rows };
  };
  let next = nextChunk();
  while (next) {
    const to = next.to;
    inTurn(() => applyChunk.immediate(to));
    const committedAt = now();
    const heldMs = committedAt - lockedAt;
    hooks.afterChunk?.(state);
    if (fixedSize === null) {
      // Writes going on: short chunks, the next one shrunk at once; none lately: long ones.
      const writing = !turns || committedAt - writersAt < writersRecentMs;
      size = nextChunkRows(next.rows, heldMs, writing ? pacing : idlePacing);
    }
    // The next chunk is copied while the writes that waited (woken at the commit) go.
    next = nextChunk();
    if (!othersMayWait) await turn();
    else if (!turns) {
      // A writer waiting through this chunk gets the lock before the next one takes it.
      await sleep(Math.max(0, pauseAfterChunkMs(heldMs) - (now() - committedAt)));
    } else {
      heldSincePause += heldMs;
      if (heldSincePause >= fairHoldMs) {
        // For a writer the turns do not see, asleep in SQLite's busy handler since about then.
        await sleep(Math.max(0, pauseAfterChunkMs(heldSincePause) - (now() - committedAt)));
        heldSincePause = 0;
      } else await turn();
    }
  }
  if (state.deactivated === null) {
    const lastStep = db.transaction(() => {
      const counted = countDeactivated(db, kind, deactivateWhere);
      kind.afterAllChunks?.(db, stage, { importFileId, deactivateWhere });
      if (deactivateWhere) {
        kind.beforeDeactivate?.(db, stage, { importFileId, deactivateWhere });
        db.prepare(`UPDATE ${sql.table} AS t SET ${kind.deactivate?.set} WHERE ${deactivateWhere}`).run();
      }
      state.deactivated = counted.deactivated;
      state.deactivatedKeys = counted.deactivatedKeys;
      hooks.onChunk?.(state);
      letGo();
    });
    inTurn(() => lastStep.immediate());
  }
  return state;
}

/** The table beside a stage that holds the chunk being applied. */
const chunkOf = (stage: string) => `${stage}_chunk`;
/** A temporary table's name without its schema (what `CREATE INDEX … ON` takes). */
const bare = (table: string) => table.replace('temp.', '');

/** The rejected rows as they were in the file, plus a `błąd` column saying why: UTF-8 with BOM, `;`, for Excel. */
function rejectsCsv(db: Db, stage: string, header: readonly string[]): string {
  const lines = [[...header, importMessages.rejectsColumn].map(csvField).join(';')];
  for (const r of db.prepare(`SELECT raw, errors FROM ${stage} WHERE ok = 0 ORDER BY row_no`).iterate() as Iterable<{
    raw: string;
    errors: string;
  }>) {
    const cells = JSON.parse(r.raw) as string[];
    const padded = header.map((_, i) => cells[i] ?? '');
    lines.push([...padded, r.errors].map(csvField).join(';'));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
