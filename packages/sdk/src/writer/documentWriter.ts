import type { QueryClient } from '@tanstack/query-core';
import { atom, computed, type MapStore, map, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { ApiClient } from '../client/apiClient';
import { newIdempotencyKey } from '../client/newIdempotencyKey';
import type { DocumentItem } from '../contract/documentSchemas';
import type { ProductListItem } from '../contract/products';
import { lineChangeHeader } from '../domain/documentLineChange';
import { gtin13FromCode } from '../domain/gtin';
import { ApiError, NetworkError, SalesdeskError } from '../errors';
import { offerMessages } from '../messages/offers';
import { formatMessage } from '../messages/pl';
import { cacheAfterWrite } from '../query/cacheAfterWrite';
import {
  cachedDocument,
  DOCUMENT_KINDS,
  type DocumentDetailOf,
  type DocumentKind,
  documentWriteStarted,
} from '../query/documentCache';
import { endpointQueryKey, type MutationEndpointName, type OutputOf } from '../query/endpointQuery';
import { type Scheduler, systemScheduler, type TimerHandle } from '../session/time';
import { browserConnectivity, type Connectivity } from './connectivity';
import {
  LINE_WRITES,
  type LineDraft,
  type LineOperation,
  type LineRef,
  type NewLine,
  type ResolvedOperation,
  removedLineIds,
} from './lineOperations';
import {
  browserStorage,
  type KeyValueStorage,
  type PendingEdits,
  readPendingEdits,
  readPendingWrites,
  type StoredWrite,
  savePendingEdits,
  savePendingWrites,
} from './writerStorage';

// TYPES

/** How a write ended for the caller that asked for it. */
export type WriteOutcome<T> =
  /** Saved; `value` is what the caller asked about (the saved line, …). */
  | { status: 'saved'; value: T }
  /** The network is away: the write waits in the queue (kept in the browser) and goes when it is back. */
  | { status: 'waiting' }
  /** Someone else saved the document first: the write is in {@link DocumentWriter.$conflict}. */
  | { status: 'conflict' }
  /** The person chose not to withdraw the document from approval: nothing was sent. */
  | { status: 'cancelled' };

/** What adding a product did: its line after the write, and whether it was already there. */
export interface AddResult {
  line: DocumentItem | undefined;
  increased: boolean;
  /** The product, as the scan's lookup found it (or as picked). */
  product: { id: number; name: string };
}

/** A write refused because someone else changed the document first, and what they changed. */
export interface WriterConflict<K extends DocumentKind> {
  /** The document as the writer knew it when the write was refused. */
  before: DocumentDetailOf<K> | undefined;
  /** The document as the server has it now (undefined when it could not be read). */
  after: DocumentDetailOf<K> | undefined;
  /** The refused writes, in the order they were asked for. */
  operations: LineOperation[];
}

/** A write that was queued while the network was away and later refused by the server. */
export interface FailedWrite {
  key: string;
  operation: LineOperation;
  /** Why (a Polish message in `error.message`). */
  error: Error;
}

/** A write in the queue, as the page shows it. */
export interface QueuedWrite {
  key: string;
  operation: LineOperation;
  /** Sent at least once (its answer may have been lost). */
  sent: boolean;
  /** Waiting for the person's word that it may withdraw the document from approval. */
  held: boolean;
}

/** No product has the code scanned or typed (symbol or EAN). */
export class ScanNotFoundError extends SalesdeskError {
  /** The code as typed. */
  readonly scanned: string;
  constructor(scanned: string) {
    super('scan_not_found', formatMessage(offerMessages.errors.scanNotFound, { code: scanned }));
    this.scanned = scanned;
  }
}

/** Options of {@link DocumentWriter}. */
export interface DocumentWriterOptions<K extends DocumentKind> {
  client: ApiClient;
  /** The query cache the page reads the document from: the writer reads and patches it there. */
  queryClient: QueryClient;
  kind: K;
  documentId: number;
  /** The user writing; their typed values and waiting writes are kept under their id only (null: nothing kept). */
  userId: number | null;
  /** Where typed values and waiting writes survive a reload (default: localStorage where there is one). */
  storage?: KeyValueStorage | undefined;
  /** Whether the network is there (default: the browser's view; always online elsewhere). */
  connectivity?: Connectivity;
  /** Timers for the retries (default: the global ones). */
  scheduler?: Pick<Scheduler, 'setTimeout' | 'clearTimeout'>;
  /** Makes an idempotency key (default: a random UUID). */
  newKey?: () => string;
  /** Waits before trying again while the network is away, in ms, the last one repeated. */
  retryDelays?: readonly number[];
}

// HELPERS

/**
 * Whether a failure was the network's, not the server's rules: no answer at all, or a gateway
 * between us and the server that could not reach it. Such a write is kept and sent again.
 */
export function isNetworkRefusal(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && [502, 503, 504].includes(error.status));
}

const DEFAULT_RETRY_DELAYS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/** A queued write with the caller waiting for it (none for writes restored from storage). */
interface Entry extends StoredWrite {
  settle?: ((outcome: WriteOutcome<unknown>) => void) | undefined;
  fail?: ((error: unknown) => void) | undefined;
  /** What the caller is told once saved. */
  result?: ((before: DocumentItem[] | undefined) => unknown) | undefined;
  /** The product a scan's lookup found. */
  product?: { id: number; name: string } | undefined;
}

type Step = 'next' | 'offline' | 'paused';

// CLASS

/**
 * The line writes of one open document (offer or order), framework-agnostic: the add-line field,
 * the line inputs and the writes on many lines share it.
 *
 * - **One queue.** Writes run one after another, each resolved against the newest document the
 *   query cache holds when it is its turn (the previous write's answer patched in), so scans
 *   faster than the server never trip over their own 409. The writer keeps no copy of the
 *   document: it reads the cache, and patches it with each answer.
 * - **Someone else saved first (409).** The document is read again and the write becomes
 *   {@link $conflict}, with the choice to apply it again on the new version or drop it.
 * - **Nothing lost to the network.** A write refused by the network (no answer, a gateway 502–504)
 *   stays in the queue, kept in the browser per user and document, shown in {@link $queue}, and
 *   is sent again in order when the connection returns (the device says so, or a retry on a
 *   timer gets through). Every write carries an `Idempotency-Key` made once and kept across
 *   retries and reloads, so a write whose answer was lost is applied once. A session that ends
 *   holds the queue until the document is opened again after the next login.
 * - **Typed values** not saved yet are in {@link $drafts} (the approval prediction reads them) and
 *   kept in the browser; the ones a lost session left are {@link $kept}, offered back.
 * - **Approval.** A line write on a document in approval waits in {@link $approvalHold} until the
 *   person agrees that it withdraws the document from approval, or drops it.
 */
export class DocumentWriter<K extends DocumentKind> {
  readonly kind: K;
  readonly documentId: number;
  /** Values typed and not handed to the writer yet, by line id. */
  readonly $drafts: MapStore<Record<string, LineDraft | undefined>>;
  /** Typed values a previous session left (read when the writer starts), to apply or drop. */
  readonly $kept: WritableAtom<PendingEdits>;
  /** Writes waiting their turn or for the network, in order. */
  readonly $queue: ReadableAtom<readonly QueuedWrite[]>;
  /** The last attempt failed for the network: the queue waits for it. */
  readonly $offline: ReadableAtom<boolean>;
  /** Refused writes waiting for the person's decision, or null. */
  readonly $conflict: ReadableAtom<WriterConflict<K> | null>;
  /** Queued writes the server refused after no caller was waiting any more (restored or offline). */
  readonly $failed: ReadableAtom<readonly FailedWrite[]>;
  /** A line write waits for the person's word that it withdraws the document from approval. */
  readonly $approvalHold: ReadableAtom<boolean>;
  /** Ids of the lines ticked for the writes on many lines, in the order ticked. */
  readonly $selection: WritableAtom<readonly number[]>;
  /** What is not saved yet per line: typed values over the changes waiting in the queue. */
  readonly $unsaved: ReadableAtom<Record<string, LineDraft>>;

  readonly #client: ApiClient;
  readonly #queryClient: QueryClient;
  readonly #userId: number | null;
  readonly #storage: KeyValueStorage | undefined;
  readonly #connectivity: Connectivity;
  readonly #scheduler: Pick<Scheduler, 'setTimeout' | 'clearTimeout'>;
  readonly #newKey: () => string;
  readonly #retryDelays: readonly number[];
  readonly #queueAtom = atom<readonly QueuedWrite[]>([]);
  readonly #offline = atom(false);
  readonly #conflict = atom<WriterConflict<K> | null>(null);
  readonly #failed = atom<readonly FailedWrite[]>([]);
  readonly #hold = atom(false);
  #entries: Entry[] = [];
  #pumping = false;
  #running = false;
  #attempt = 0;
  #timer: TimerHandle | null = null;
  #withdrawAgreed = false;
  #offConnectivity: (() => void) | null = null;
  #offDrafts: (() => void) | null = null;

  constructor(options: DocumentWriterOptions<K>) {
    this.kind = options.kind;
    this.documentId = options.documentId;
    this.#client = options.client;
    this.#queryClient = options.queryClient;
    this.#userId = options.userId;
    this.#storage = options.userId === null ? undefined : (options.storage ?? browserStorage());
    this.#connectivity = options.connectivity ?? browserConnectivity();
    this.#scheduler = options.scheduler ?? systemScheduler;
    this.#newKey = options.newKey ?? newIdempotencyKey;
    this.#retryDelays = options.retryDelays?.length ? options.retryDelays : DEFAULT_RETRY_DELAYS;
    this.$drafts = map({});
    this.$selection = atom([]);
    this.$kept = atom(
      this.#userId === null ? {} : readPendingEdits(this.#storage, this.#userId, this.kind, this.documentId),
    );
    this.$queue = this.#queueAtom;
    this.$offline = this.#offline;
    this.$conflict = this.#conflict;
    this.$failed = this.#failed;
    this.$approvalHold = this.#hold;
    this.$unsaved = computed([this.$drafts, this.#queueAtom], (drafts, queue) => {
      const out: Record<string, LineDraft> = {};
      for (const { operation } of queue)
        if (operation.type === 'change') out[operation.line.id] = { ...out[operation.line.id], ...operation.change };
      for (const [id, draft] of Object.entries(drafts)) if (draft) out[id] = { ...out[id], ...draft };
      return out;
    });
    if (this.#userId !== null) {
      this.#entries = readPendingWrites(this.#storage, this.#userId, this.kind, this.documentId);
      this.#publish();
    }
  }

  // LIFECYCLE

  /**
   * Starts listening to the network and sends what a previous visit left waiting. Call once the
   * document is on screen; {@link stop} undoes it (both may be called again).
   */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#offConnectivity = this.#connectivity.listen((online) => {
      if (online) this.retryNow();
    });
    // `listen`, not `subscribe`: the empty map of a fresh editor must not wipe what is kept.
    this.#offDrafts = this.$drafts.listen(() => this.#saveEdits());
    if (this.#entries.some((entry) => entry.held)) this.#hold.set(true);
    void this.#pump();
  }

  /** Stops retrying and listening; the waiting writes stay kept in the browser for the next visit. */
  stop(): void {
    this.#running = false;
    this.#offConnectivity?.();
    this.#offDrafts?.();
    this.#offConnectivity = this.#offDrafts = null;
    this.#clearTimer();
    for (const entry of this.#entries) this.#settle(entry, { status: 'waiting' });
  }

  // READS

  /** The newest document the query cache holds (undefined until it has been read). */
  latest(): DocumentDetailOf<K> | undefined {
    return cachedDocument(this.#queryClient, this.kind, this.documentId);
  }

  // WRITES

  /**
   * A code typed or scanned into the add-line field and Enter: the product whose symbol or EAN
   * (EAN-8, UPC and GTIN-14 forms too) it is, looked up when the write's turn comes, is added,
   * or 1 more of it when it already has a line. Offline it waits in the queue like any write.
   */
  scan(code: string): Promise<WriteOutcome<AddResult>> {
    return this.#enqueue({ type: 'scan', code: code.trim() }, (entry, before) => this.#addResult(entry, before));
  }

  /** Adds a product picked from the suggestions, or 1 more of it when it already has a line. */
  addProduct(product: Pick<ProductListItem, 'id' | 'index_name'>): Promise<WriteOutcome<AddResult>> {
    return this.#enqueue({ type: 'add', product: { id: product.id, name: product.index_name } }, (entry, before) =>
      this.#addResult(entry, before),
    );
  }

  /**
   * Adds the lines of a pasted list in one write (all or none, one history entry), in their
   * order; resolves with the lines added. Like every write it waits its turn, is kept while the
   * network is away and carries one `Idempotency-Key` across retries, so a list is added once.
   */
  addLines(lines: readonly NewLine[]): Promise<WriteOutcome<DocumentItem[]>> {
    return this.#enqueue({ type: 'addMany', lines: lines.map((line) => ({ ...line })) }, (_entry, before) => {
      const had = new Set(before?.map((line) => line.id));
      return (this.latest()?.items ?? []).filter((line) => !had.has(line.id));
    });
  }

  /** Saves a line's quantity and/or discount; the typed values are handed over (no longer drafts). */
  changeLine(line: LineRef, change: LineDraft): Promise<WriteOutcome<DocumentItem | undefined>> {
    this.#forgetDrafts(line.id, change);
    return this.#enqueue({ type: 'change', line: { id: line.id, name: line.name, unit: line.unit }, change }, () =>
      this.latest()?.items.find((l) => l.id === line.id),
    );
  }

  /** Removes a line. */
  removeLine(line: Pick<LineRef, 'id' | 'name'>): Promise<WriteOutcome<void>> {
    return this.#enqueue({ type: 'remove', line: { id: line.id, name: line.name } }, () => undefined);
  }

  /** Removes the lines `itemIds` (all or none). */
  removeLines(itemIds: readonly number[]): Promise<WriteOutcome<void>> {
    return this.#enqueue({ type: 'removeMany', itemIds: [...itemIds] }, () => undefined);
  }

  /** Discount `percent` from the catalogue price on the lines `itemIds`, or on every line. */
  massDiscount(percent: number, itemIds?: readonly number[]): Promise<WriteOutcome<void>> {
    return this.#enqueue({ type: 'discount', percent, ...(itemIds ? { itemIds: [...itemIds] } : {}) }, () => undefined);
  }

  /** Starts adding a whole price group in the background (offers; a notification follows). */
  addProductGroup(group: string, discount?: number): Promise<WriteOutcome<void>> {
    return this.#enqueue({ type: 'group', group, ...(discount === undefined ? {} : { discount }) }, () => undefined);
  }

  // TYPED VALUES AND TICKS

  /** Notes (or, with undefined, forgets) a value typed and not saved yet. */
  setDraft(lineId: number, field: keyof LineDraft, value: number | undefined): void {
    const { [field]: _dropped, ...rest } = this.$drafts.get()[String(lineId)] ?? {};
    const next: LineDraft = value === undefined ? rest : { ...rest, [field]: value };
    this.$drafts.setKey(String(lineId), Object.keys(next).length ? next : undefined);
  }

  /** Ticks or unticks lines. */
  select(itemIds: readonly number[], selected: boolean): void {
    const now = this.$selection.get();
    const ids = new Set(itemIds);
    this.$selection.set(
      selected ? [...now, ...itemIds.filter((id) => !now.includes(id))] : now.filter((id) => !ids.has(id)),
    );
  }

  /** Sends the values a previous session left (those still different from the lines) and forgets them. */
  async applyKept(): Promise<void> {
    const kept = this.$kept.get();
    const lines = this.latest()?.items ?? [];
    this.dropKept();
    for (const line of lines) {
      const draft = kept[String(line.id)];
      if (!draft) continue;
      const change: LineDraft = {};
      if (draft.quantity !== undefined && draft.quantity !== line.quantity) change.quantity = draft.quantity;
      if (draft.discount_from_catalog !== undefined && draft.discount_from_catalog !== line.discount_from_catalog)
        change.discount_from_catalog = draft.discount_from_catalog;
      if (Object.keys(change).length) {
        const outcome = await this.changeLine(line, change);
        if (outcome.status === 'conflict' || outcome.status === 'cancelled') break;
      }
    }
  }

  /** Forgets the values a previous session left. */
  dropKept(): void {
    this.$kept.set({});
    this.#saveEdits();
  }

  // DECISIONS

  /** Sends the refused writes again, on the version the server has now (with new keys). */
  async reapplyConflict(): Promise<void> {
    const conflict = this.#conflict.get();
    if (!conflict) return;
    this.#conflict.set(null);
    const outcomes = conflict.operations.map((operation) => this.#enqueue(operation, () => undefined));
    for (const outcome of outcomes) {
      const { status } = await outcome;
      if (status !== 'saved') return;
    }
  }

  /** Drops the refused writes. */
  discardConflict(): void {
    this.#conflict.set(null);
  }

  /** The person agrees that the held writes withdraw the document from approval: they are sent. */
  agreeToWithdraw(): void {
    this.#withdrawAgreed = true;
    for (const entry of this.#entries) entry.held = undefined;
    this.#hold.set(false);
    this.#publish();
    void this.#pump();
  }

  /** The person keeps the document in approval: the held writes are dropped, nothing is sent. */
  keepInApproval(): void {
    const held = this.#entries.filter((entry) => entry.held);
    this.#entries = this.#entries.filter((entry) => !entry.held);
    this.#hold.set(false);
    this.#publish();
    for (const entry of held) this.#settle(entry, { status: 'cancelled' });
  }

  /** Forgets the failed writes shown to the person. */
  dismissFailed(): void {
    this.#failed.set([]);
  }

  /** Tries the waiting writes now (the person pressed "Spróbuj teraz", or the network is back). */
  retryNow(): void {
    this.#clearTimer();
    this.#attempt = 0;
    void this.#pump();
  }

  // QUEUE

  #enqueue<T>(operation: LineOperation, result: (entry: Entry, before: DocumentItem[] | undefined) => T) {
    return new Promise<WriteOutcome<T>>((resolve, reject) => {
      const document = this.latest();
      const entry: Entry = {
        key: this.#newKey(),
        operation,
        settle: resolve as (outcome: WriteOutcome<unknown>) => void,
        fail: reject,
        result: (before) => result(entry, before),
      };
      // Agreement holds while the document stays in approval; once out of it, the next time asks again.
      if (document && !LINE_WRITES[this.kind].inApproval(document)) this.#withdrawAgreed = false;
      if (document && LINE_WRITES[this.kind].inApproval(document) && !this.#withdrawAgreed) {
        entry.held = true;
        this.#hold.set(true);
      }
      this.#entries.push(entry);
      this.#publish();
      // While the network is away a new write is queued at once; the caller is not kept waiting.
      if (this.#offline.get() && !entry.held) this.#settle(entry, { status: 'waiting' });
      void this.#pump();
    });
  }

  async #pump(): Promise<void> {
    if (this.#pumping || !this.#running) return;
    this.#pumping = true;
    try {
      while (this.#running) {
        const entry = this.#entries[0];
        if (!entry || entry.held) break;
        const step = this.#connectivity.isOnline() ? await this.#send(entry) : 'offline';
        if (step === 'offline') {
          this.#goOffline();
          break;
        }
        if (step === 'paused') break;
        if (this.#offline.get()) this.#offline.set(false);
        this.#attempt = 0;
      }
    } finally {
      this.#pumping = false;
    }
  }

  /** Sends the first write of the queue; what the queue does next. */
  async #send(entry: Entry): Promise<Step> {
    const table = LINE_WRITES[this.kind];
    let before: DocumentItem[] | undefined;
    try {
      const document = this.latest() ?? (await this.#read());
      before = document.items;
      if (!entry.request) {
        const operation = await this.#resolve(entry);
        if (!operation) return 'next';
        entry.request = table.request(document, operation);
        this.#publish();
      }
      const writing = documentWriteStarted(this.#queryClient, this.kind, this.documentId);
      try {
        const answer = await this.#client.call(entry.request.endpoint, entry.request.input as never, {
          idempotencyKey: entry.key,
        });
        await this.#apply(entry.request.endpoint, answer, lineChangeHeader(this.kind, answer as never).version);
      } finally {
        writing();
      }
    } catch (error) {
      if (isNetworkRefusal(error)) return 'offline';
      // The session ended: the write stays kept until the document is opened after the next login.
      if (error instanceof ApiError && error.status === 401) return 'paused';
      this.#remove(entry);
      if (error instanceof ApiError && error.status === 409 && entry.request) await this.#refused(entry, error);
      else this.#reject(entry, error);
      return 'next';
    }
    this.#remove(entry);
    for (const id of removedLineIds(entry.operation)) {
      this.select([id], false);
      this.$drafts.setKey(String(id), undefined);
    }
    this.#settle(entry, { status: 'saved', value: entry.result?.(before) });
    return 'next';
  }

  /** A scan's product (looked up now), or the operation as it is; null when the code names nothing. */
  async #resolve(entry: Entry): Promise<ResolvedOperation | null> {
    const { operation } = entry;
    if (operation.type !== 'scan') return operation;
    const found = await this.#client.call('productList', { query: { search: operation.code, limit: 8 } });
    // A scanner types the EAN; people type the symbol. Either, exactly, adds at once.
    const ean = gtin13FromCode(operation.code);
    const exact = found.items.find(
      (p) => (ean !== null && p.ean === ean) || p.symbol.toLowerCase() === operation.code.toLowerCase(),
    );
    if (!exact) {
      this.#remove(entry);
      this.#reject(entry, new ScanNotFoundError(operation.code));
      return null;
    }
    entry.product = { id: exact.id, name: exact.index_name };
    // Kept as the product it found, so a retry after a reload sends the same write.
    entry.operation = { type: 'add', product: entry.product };
    return entry.operation;
  }

  /** Patches the cache with an answer; reads the document again when the cache had missed a change. */
  async #apply(endpoint: MutationEndpointName, answer: unknown, version: number): Promise<void> {
    // A read of the document still on its way may be older than this answer: it must not land after it.
    await this.#queryClient.cancelQueries({ queryKey: this.#detailKey(), exact: true });
    void cacheAfterWrite(this.#queryClient, endpoint, answer as OutputOf<typeof endpoint>);
    // The cache was further behind than this write (someone else's change): the next write needs it.
    if ((this.latest()?.version ?? 0) < version) await this.#read();
  }

  /** A 409: someone else's change (a conflict to decide) or the document's own rule (a refusal). */
  async #refused(entry: Entry, error: ApiError): Promise<void> {
    const before = this.latest();
    let after: DocumentDetailOf<K> | undefined;
    try {
      after = await this.#read();
    } catch {
      after = undefined;
    }
    const sentVersion = entry.request?.input.body.version;
    // The code says which 409 it is; a server without the split codes is judged by the version:
    // nothing changed meanwhile means the server refused the write by its rules (read-only, a job running).
    const refusedByRule =
      error.serverCode === 'invalid_state' ||
      (error.serverCode !== 'stale_version' && after !== undefined && after.version === sentVersion);
    if (refusedByRule) {
      this.#reject(entry, error);
      return;
    }
    const open = this.#conflict.get();
    this.#conflict.set({
      before: open?.before ?? before,
      after,
      operations: [...(open?.operations ?? []), entry.operation],
    });
    this.#settle(entry, { status: 'conflict' });
  }

  /** Reads the whole document again into the cache. */
  async #read(): Promise<DocumentDetailOf<K>> {
    const fresh = (await this.#client.call(DOCUMENT_KINDS[this.kind].detail, {
      params: { id: this.documentId },
    })) as DocumentDetailOf<K>;
    const cached = this.latest();
    if (!cached || cached.version <= fresh.version) this.#queryClient.setQueryData(this.#detailKey(), fresh as never);
    return fresh;
  }

  #detailKey() {
    return endpointQueryKey(DOCUMENT_KINDS[this.kind].detail, { params: { id: this.documentId } });
  }

  #addResult(entry: Entry, before: DocumentItem[] | undefined): AddResult {
    const product = entry.product ?? (entry.operation.type === 'add' ? entry.operation.product : { id: 0, name: '' });
    const had = before?.some((line) => line.product_id === product.id) ?? false;
    const line = this.latest()
      ?.items.filter((l) => l.product_id === product.id)
      .at(-1);
    return { line, increased: had, product };
  }

  #goOffline(): void {
    this.#offline.set(true);
    for (const entry of this.#entries) if (!entry.held) this.#settle(entry, { status: 'waiting' });
    if (!this.#running || this.#timer !== null) return;
    const delay = this.#retryDelays[Math.min(this.#attempt, this.#retryDelays.length - 1)] ?? 30_000;
    this.#attempt++;
    this.#timer = this.#scheduler.setTimeout(() => {
      this.#timer = null;
      void this.#pump();
    }, delay);
  }

  #clearTimer(): void {
    if (this.#timer === null) return;
    this.#scheduler.clearTimeout(this.#timer);
    this.#timer = null;
  }

  #remove(entry: Entry): void {
    this.#entries = this.#entries.filter((e) => e !== entry);
    this.#publish();
  }

  #settle(entry: Entry, outcome: WriteOutcome<unknown>): void {
    const settle = entry.settle;
    entry.settle = entry.fail = undefined;
    settle?.(outcome);
  }

  /** Rejects the caller still waiting, or (none waiting) lists the refusal in {@link $failed}. */
  #reject(entry: Entry, error: unknown): void {
    const fail = entry.fail;
    entry.settle = entry.fail = undefined;
    // A change refused by the rules: the typed value comes back as a draft, not lost.
    if (entry.operation.type === 'change')
      for (const [field, value] of Object.entries(entry.operation.change))
        this.setDraft(entry.operation.line.id, field as keyof LineDraft, value);
    if (fail) fail(error);
    else
      this.#failed.set([
        ...this.#failed.get(),
        {
          key: entry.key,
          operation: entry.operation,
          error: error instanceof Error ? error : new Error(String(error)),
        },
      ]);
  }

  #forgetDrafts(lineId: number, change: LineDraft): void {
    for (const field of Object.keys(change) as (keyof LineDraft)[]) this.setDraft(lineId, field, undefined);
  }

  #publish(): void {
    this.#queueAtom.set(
      this.#entries.map(({ key, operation, request, held }) => ({
        key,
        operation,
        sent: request !== undefined,
        held: held === true,
      })),
    );
    if (this.#userId !== null)
      savePendingWrites(this.#storage, this.#userId, this.kind, this.documentId, this.#entries);
  }

  #saveEdits(): void {
    if (this.#userId === null) return;
    const drafts = Object.fromEntries(
      Object.entries(this.$drafts.get()).filter((entry): entry is [string, LineDraft] => entry[1] !== undefined),
    );
    savePendingEdits(this.#storage, this.#userId, this.kind, this.documentId, { ...this.$kept.get(), ...drafts });
  }
}
