import type { DocumentChangeEvent } from '@salesdesk/sdk';
import type { Transaction } from 'better-sqlite3';
import type { Db } from '../db/database';
import { recordDocumentChange } from '../events/changeLog';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import { type DocDetail, type DocRow, KINDS } from './documentKinds';
import { notifyDocumentChanged, type PushState } from './documentPush';
import { bumpVersion, type DocKind, documentOfLine, nowIso, type SumsDelta } from './documentStore';
import { type IdempotencyRequest, rememberAnswer, storedAnswer } from './idempotency';
import { ensureOwner } from './offerAccess';
import { ensureSale, recordRelease, type SaleGate, saleGate } from './salesBlock';

// The one change wrapper of the document layer (docs/offers.md, "Document layer (server)"):
// every versioned change of an offer or an order — header, delivery, deadlines, status actions,
// comments, archive, line writes, the price-group job — runs through `changeDocument`, so the
// checks, the version, the history, the idempotency key and the push happen the same way for
// both kinds.

/**
 * One transaction wrapper per database, taking the work as its argument: `db.transaction(fn)`
 * builds a new wrapper (and its begin/commit variants) on each call, which a write of one line
 * paid every time.
 */
const transactions = new WeakMap<Db, Transaction<(work: () => unknown) => unknown>>();

/**
 * Runs `work` in a transaction of `db` (rolled back when it throws) and returns its result.
 * BEGIN IMMEDIATE: the write lock is taken first, so a lock held by another connection (an
 * import's apply in its worker) is waited for (`busy_timeout`); a deferred transaction that
 * read first would fail at once with SQLITE_BUSY when it came to write.
 */
export function inTransaction<T>(db: Db, work: () => T): T {
  let run = transactions.get(db);
  if (!run) {
    run = db.transaction((w: () => unknown) => w());
    transactions.set(db, run);
  }
  return run.immediate(work) as T;
}

/** What a change may ask of the wrapper while it runs. */
export interface ChangeTx {
  /** Runs `effect` once the transaction has committed (pushes, notifications); never on a rollback. */
  afterCommit(effect: () => void): void;
}

/** Which document a change is about: its id, or a line of it (found inside the transaction, 404). */
export type DocTarget = number | { line: number };

/** What {@link changeDocument} does besides the change. */
export interface ChangeOptions<K extends DocKind, A> {
  /**
   * The write itself, after the checks and the version bump. A change of lines returns how it
   * moved the sums (null or nothing: sum the lines again).
   */
  change: (doc: DocRow[K], tx: ChangeTx) => SumsDelta | null | undefined;
  /**
   * Checks of the change's own, after the wrapper's and before the version moves (403, 409, 400).
   * With `sells`, `sale` is the client's block on this sale (null: not blocked), so the check
   * knows whether the caller releases it.
   */
  check?: (doc: DocRow[K], sale: SaleGate | null) => void;
  /**
   * The change is the sale itself (an order's confirmation): for a blocked client of a kind that
   * refuses one, 409 after `check` unless the caller releases the block, and the release goes
   * into the history and the audit log (documents/salesBlock.ts).
   */
  sells?: boolean;
  /** The change touches lines, prices, discounts or quantities: totals and approval are re-evaluated. */
  lines?: boolean;
  /** Skip the owner check (comments from approvers, an approver's status action). */
  anyViewer?: boolean;
  /** Skip the editable check (archive, status actions: their own rules decide). */
  evenIfReadOnly?: boolean;
  /** Refused (409) while a background job holds the document (status moves, archive). */
  heldByJob?: boolean;
  /** What the live push says happened (default `content`). */
  event?: DocumentChangeEvent;
  /** The answer, computed inside the transaction (default: the kind's whole document). */
  answer?: (id: number) => A;
  /** The line write's `Idempotency-Key`: a repeat answers what the first answered. */
  idempotency?: IdempotencyRequest | undefined;
  /** Runs once committed, only when the change was applied now (not for a repeated key). */
  afterCommit?: (id: number) => void;
}

/**
 * One versioned change of a document: in one transaction it answers a repeated idempotency key
 * with the stored answer (nothing else happens); otherwise it finds the document (a line's
 * document for a `{ line }` target), loads it (404/403), checks the caller owns it (403, unless
 * `anyViewer`), that it may still change (409, unless `evenIfReadOnly`), that no job holds it
 * (409, with `heldByJob`), the change's own `check` and, for a sale, the client's block (409), moves it to the next version only if it
 * is still at `version` (409, nothing written; `undefined` skips the comparison), applies
 * `change`, re-evaluates totals and approval when `lines`, computes the answer and remembers it
 * under the key. Once committed it pushes the change to the screens showing the document and
 * runs the change's after-commit effects. Returns the answer.
 */
export function changeDocument<K extends DocKind, A = DocDetail[K]>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  target: DocTarget,
  version: number | undefined,
  options: ChangeOptions<K, A>,
): A {
  const k = KINDS[kind];
  const effects: (() => void)[] = [];
  const tx: ChangeTx = { afterCommit: (effect) => effects.push(effect) };
  let before: DocRow[K] | undefined;
  let id = 0;
  const { answer, replayed } = inTransaction(ctx.db, () => {
    if (options.idempotency) {
      const stored = storedAnswer(ctx, user.id, options.idempotency);
      if (stored) return { answer: stored.body as A, replayed: true };
    }
    id = typeof target === 'number' ? target : documentOfLine(ctx, kind, target.line);
    const doc = k.load(ctx, user, id);
    before = doc;
    if (!options.anyViewer) ensureOwner(user, doc, kind);
    if (!options.evenIfReadOnly) k.ensureEditable(doc);
    if (options.heldByJob) k.ensureNotHeld(doc.id);
    const sale = options.sells
      ? saleGate(
          ctx,
          user,
          kind,
          { clientId: doc.client_id, companyCode: doc.company_code, authorId: doc.creator_id },
          'confirm',
        )
      : null;
    options.check?.(doc, sale);
    ensureSale(ctx, sale, doc.customer_fullname);
    bumpVersion(ctx.db, kind, id, version, nowIso(ctx));
    const delta = options.change(doc, tx);
    recordRelease(ctx, user, kind, id, sale);
    if (options.lines) k.reevaluate(ctx, user, doc, delta ?? null);
    // The outbox row commits with the change or not at all (docs/webhooks.md).
    recordDocumentChange(ctx, kind, id, doc);
    const out = options.answer ? options.answer(id) : (k.detail(ctx, user, id) as A);
    if (options.idempotency) rememberAnswer(ctx, user.id, options.idempotency, { kind, docId: id }, out as object);
    return { answer: out, replayed: false };
  });
  if (replayed) return answer;
  // The document as loaded before the change is the push's "before": no read of its own.
  notifyDocumentChanged(ctx, kind, user.id, before as PushState[K] | undefined, options.event ?? 'content', id);
  for (const effect of effects) effect();
  options.afterCommit?.(id);
  return answer;
}
