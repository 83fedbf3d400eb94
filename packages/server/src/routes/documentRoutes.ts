import { formatMessage } from '@salesdesk/sdk';
import { type DocDetail, type DocRow, KINDS } from '../documents/documentKinds';
import { linesAtCurrentPrices, type NewDocument } from '../documents/documentLayer';
import { notifyDocumentChanged } from '../documents/documentPush';
import { type DocKind, type LinesChanged, TABLES } from '../documents/documentStore';
import { createDocumentOnce, type IdempotencyRequest } from '../documents/idempotency';
import {
  addProductLines,
  discountLines,
  type LineOp,
  type LineToAdd,
  removeChosenLines,
  writeLines,
} from '../documents/lineOperations';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';

// Route steps offers and orders share, parametrised by kind (the kind's row of `KINDS`): a create
// made once per key and pushed once committed, and a copy of a document.

/**
 * A new document, made once per `Idempotency-Key`: `create` runs in a transaction with the key's
 * check and its answer (the new document in full) remembered; once committed it is pushed to
 * its creator's screens. A repeated key answers the first answer and pushes nothing (`id` null).
 */
export function createdOnce<K extends DocKind>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  idempotency: IdempotencyRequest | undefined,
  create: () => number,
): { answer: DocDetail[K]; id: number | null } {
  const k = KINDS[kind];
  const once = createDocumentOnce(ctx, user.id, idempotency, (newId) => k.detail(ctx, user, newId) as DocDetail[K]);
  const made = once(create);
  if (made.id !== null) notifyDocumentChanged(ctx, kind, user.id, undefined, 'created', made.id);
  return made;
}

/**
 * A copy of a document the caller may see (404/403; 409 while a job holds it) as their new
 * draft, made by the kind's `create` with what a copy takes: the source's lines again as typed
 * (a discount on today's catalogue price, a price as it was: docs/offers.md), the kind's copied
 * columns as they are, and the "copied from" history entry. The source does not change.
 */
export function copyDocument<K extends DocKind>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  id: number,
  create: (source: DocRow[K], doc: NewDocument) => number,
): number {
  const k = KINDS[kind] as (typeof KINDS)[K];
  const source = k.load(ctx, user, id) as DocRow[K];
  k.ensureNotHeld(source.id);
  const columns = k.copiedColumns;
  const copy = `UPDATE ${TABLES[kind].doc} SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`;
  const values = columns.map((c) => (source as unknown as Record<string, unknown>)[c]);
  return create(source, {
    lines: () => linesAtCurrentPrices(ctx, kind, source.id, { field: 'id' }),
    linesField: 'id',
    beforeLines: (newId) => ctx.db.prepare(copy).run(...values, newId),
    history: formatMessage(k.texts.copiedFrom, { number: source.number }),
  });
}

/** What a line-write handler of a document's own id reads of its call. */
interface LineWriteCall<B> {
  ctx: ServerContext;
  user: AuthUser;
  params: { id: number };
  body: B & { version: number };
  idempotency?: IdempotencyRequest | undefined;
}

/**
 * The line writes of a document called by its own id that both kinds have alike: a pasted list,
 * removing chosen lines (all or nothing), the mass discount. Each is the layer's line operation
 * run through `writeLines` with the call's version and idempotency key.
 */
export function documentLineWrites<K extends DocKind>(kind: K) {
  const write = <B>(call: LineWriteCall<B>, operation: (op: LineOp) => LinesChanged) =>
    writeLines(call.ctx, call.user, kind, call.params.id, call.body.version, operation, {
      idempotency: call.idempotency,
    });
  return {
    addLines: (call: LineWriteCall<{ lines: readonly LineToAdd[] }>) =>
      write(call, (op) => addProductLines(op, call.body.lines)),
    removeChosen: (call: LineWriteCall<{ item_ids: readonly number[] }>) =>
      write(call, (op) => removeChosenLines(op, call.body.item_ids)),
    massDiscount: (call: LineWriteCall<{ percent: number; item_ids?: readonly number[] | undefined }>) =>
      write(call, (op) => discountLines(op, call.body.percent, call.body.item_ids)),
  };
}
