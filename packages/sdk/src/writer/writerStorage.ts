import { z } from 'zod';
import type { DocumentKind } from '../query/documentCache';
import type { LineDraft, LineOperation, LineWriteRequest } from './lineOperations';

// TYPES

/** Where the writer keeps what must survive a reload: `localStorage` in a browser, a map in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Values typed and not saved yet, by line id. */
export type PendingEdits = Record<string, LineDraft>;

/** A write waiting in the queue, as kept in storage. */
export interface StoredWrite {
  /** The `Idempotency-Key` of this write: made once, sent with every attempt. */
  key: string;
  operation: LineOperation;
  /** The call, once resolved against a version and sent at least once. */
  request?: LineWriteRequest | undefined;
  /** Waiting for the person to agree that the change withdraws the document from approval. */
  held?: boolean | undefined;
}

// KEYS

/**
 * The key of the values typed on one document and not saved, per user, kind and document, so one
 * user's edits are never offered to another.
 */
export function pendingEditsKey(userId: number, kind: DocumentKind, documentId: number): string {
  return `salesdesk:pending-edits:${userId}:${kind}:${documentId}`;
}

/** The key offers' typed values were kept under before orders had an editor (read, then dropped). */
function legacyEditsKey(userId: number, kind: DocumentKind, documentId: number): string | null {
  return HAD_LEGACY_EDITS[kind] ? `salesdesk:pending-edits:${userId}:${documentId}` : null;
}

/** Which kinds kept typed values under the key without a kind (offers did, before orders had an editor). */
const HAD_LEGACY_EDITS: Readonly<Record<DocumentKind, boolean>> = { offer: true, order: false };

/** The key of the writes waiting to be sent for one document, per user and kind. */
export function pendingWritesKey(userId: number, kind: DocumentKind, documentId: number): string {
  return `salesdesk:pending-writes:${userId}:${kind}:${documentId}`;
}

// SCHEMAS (what comes back from storage is checked: another version of the app may have written it)

const id = z.number().int().positive();
const draftSchema = z.object({
  quantity: z.number().positive().optional(),
  discount_from_catalog: z.number().min(0).max(100).optional(),
});
const operationSchema: z.ZodType<LineOperation> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('scan'), code: z.string().min(1) }),
  z.object({ type: z.literal('add'), product: z.object({ id, name: z.string() }) }),
  z.object({
    type: z.literal('change'),
    line: z.object({ id, name: z.string(), unit: z.string() }),
    change: draftSchema,
  }),
  z.object({ type: z.literal('remove'), line: z.object({ id, name: z.string() }) }),
  z.object({ type: z.literal('removeMany'), itemIds: z.array(id).min(1) }),
  z.object({ type: z.literal('discount'), percent: z.number(), itemIds: z.array(id).optional() }),
  z.object({ type: z.literal('group'), group: z.string().min(1), discount: z.number().optional() }),
]) as z.ZodType<LineOperation>;
const storedWriteSchema = z.object({
  key: z.string().min(8),
  operation: operationSchema,
  request: z
    .object({
      endpoint: z.string(),
      input: z.object({ params: z.object({ id }), body: z.record(z.string(), z.unknown()) }),
    })
    .optional(),
  held: z.boolean().optional(),
});

// READ AND WRITE

function readJson(storage: KeyValueStorage | undefined, key: string): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function writeJson(storage: KeyValueStorage | undefined, key: string, value: unknown | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: editing still works, only the safety net is missing.
  }
}

/** The values typed on a document and not saved, as kept (an empty object when nothing is). */
export function readPendingEdits(
  storage: KeyValueStorage | undefined,
  userId: number,
  kind: DocumentKind,
  documentId: number,
): PendingEdits {
  const legacy = legacyEditsKey(userId, kind, documentId);
  const values = [
    legacy ? readJson(storage, legacy) : null,
    readJson(storage, pendingEditsKey(userId, kind, documentId)),
  ];
  const out: PendingEdits = {};
  for (const value of values) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    for (const [lineId, draft] of Object.entries(value)) {
      const parsed = draftSchema.safeParse(draft);
      if (!/^\d+$/.test(lineId) || !parsed.success) continue;
      const kept: LineDraft = {};
      if (parsed.data.quantity !== undefined) kept.quantity = parsed.data.quantity;
      if (parsed.data.discount_from_catalog !== undefined)
        kept.discount_from_catalog = parsed.data.discount_from_catalog;
      if (Object.keys(kept).length) out[lineId] = kept;
    }
  }
  return out;
}

/** Keeps the values typed on a document; an empty set removes the entry. */
export function savePendingEdits(
  storage: KeyValueStorage | undefined,
  userId: number,
  kind: DocumentKind,
  documentId: number,
  edits: PendingEdits,
): void {
  const kept = Object.fromEntries(Object.entries(edits).filter(([, draft]) => draft && Object.keys(draft).length));
  const legacy = legacyEditsKey(userId, kind, documentId);
  if (legacy) writeJson(storage, legacy, null);
  writeJson(storage, pendingEditsKey(userId, kind, documentId), Object.keys(kept).length ? kept : null);
}

/** The writes waiting for a document, as kept (what does not parse is left out). */
export function readPendingWrites(
  storage: KeyValueStorage | undefined,
  userId: number,
  kind: DocumentKind,
  documentId: number,
): StoredWrite[] {
  const value = readJson(storage, pendingWritesKey(userId, kind, documentId));
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = storedWriteSchema.safeParse(entry);
    return parsed.success ? [parsed.data as StoredWrite] : [];
  });
}

/** Keeps the writes waiting for a document; none removes the entry. */
export function savePendingWrites(
  storage: KeyValueStorage | undefined,
  userId: number,
  kind: DocumentKind,
  documentId: number,
  writes: readonly StoredWrite[],
): void {
  writeJson(
    storage,
    pendingWritesKey(userId, kind, documentId),
    writes.length
      ? writes.map(({ key, operation, request, held }) => ({ key, operation, request, ...(held ? { held } : {}) }))
      : null,
  );
}

/** localStorage where there is one and it works (private modes may throw on access), else undefined. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    return storage ?? undefined;
  } catch {
    return undefined;
  }
}
