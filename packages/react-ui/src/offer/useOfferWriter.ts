import {
  ApiError,
  applyOfferLineChange,
  endpointQueryKey,
  type OfferDetail,
  type OfferItem,
  type OfferLineChange,
  type ProductListItem,
} from '@salesdesk/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { atom, type MapStore, map, type WritableAtom } from 'nanostores';
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { useSalesdesk, useUser } from '../context/salesdeskContext';
import { useApiWrite } from '../data/useApiMutation';
import { describeOfferChanges } from './offerChanges';
import { type LineDraft, type PendingEdits, pendingEditsStore } from './pendingEdits';

/** A write refused because someone else changed the offer first, and what they changed. */
export interface OfferConflict {
  /** What changed on the server, one Polish sentence each. */
  changes: string[];
  /** The refused edit, in Polish ("Rura PE 32: ilość 5 szt."). */
  edit: string;
  /** Sends the edit again on the new version. */
  reapply(): Promise<void>;
  /** Drops the edit. */
  discard(): void;
}

/**
 * The writes of one open offer, shared by the add-line field and the quantity cells: every
 * write waits for the previous one and carries the newest version the page knows (the answer of
 * the previous write, or a newer read), so quick scans and edits never trip over each other; a
 * 409 (another user saved first) reads the offer again and becomes an {@link OfferConflict}
 * instead of a lost edit; quantities typed but not saved are kept in `drafts` (the live approval
 * prediction reads them) and in this browser for this user and offer until saved or dropped.
 */
export interface OfferWriter {
  offerId: number;
  /** The newest version and lines the page knows. */
  latest(): { version: number; items: OfferItem[] };
  /** Adds a product, or 1 more of it when it already has a line. */
  addProduct(
    product: Pick<ProductListItem, 'id' | 'index_name'>,
  ): Promise<{ line: OfferItem | undefined; increased: boolean }>;
  /**
   * Saves a line's quantity and/or discount. A 409 becomes the {@link conflict} (resolving
   * undefined); other refusals reject.
   */
  changeLine(line: Pick<OfferItem, 'id' | 'name' | 'unit'>, change: LineDraft): Promise<OfferItem | undefined>;
  /** Removes a line. */
  removeLine(line: Pick<OfferItem, 'id'>): Promise<void>;
  /** Discount `percent` from the catalogue price on the lines `itemIds`, or on every line. */
  massDiscount(percent: number, itemIds?: readonly number[]): Promise<void>;
  /** Removes the lines `itemIds` (all or none). */
  removeLines(itemIds: readonly number[]): Promise<void>;
  /** Ids of the lines ticked for the writes on many lines, in the order ticked. */
  selection: WritableAtom<readonly number[]>;
  /** Ticks or unticks lines. */
  select(itemIds: readonly number[], selected: boolean): void;
  /** Starts adding a whole price group in the background (a notification follows). */
  addProductGroup(group: string, discount?: number): Promise<void>;
  /** Values typed and not saved yet, by line id. */
  drafts: MapStore<Record<string, LineDraft>>;
  /** Notes (or, with undefined, forgets) a value typed and not saved yet. */
  setDraft(lineId: number, field: keyof LineDraft, value: number | undefined): void;
  /** The refused edit waiting for the person's decision, or null. */
  conflict: WritableAtom<OfferConflict | null>;
  /** Moves focus back to the add-line field (after Enter in a quantity). */
  focusAddLine(): void;
  /** The add-line field registers itself here. */
  addLineInput: { current: HTMLInputElement | null };
}

const OfferWriterContext = createContext<OfferWriter | null>(null);

/** Provides an {@link OfferWriter} to the editor below it. */
export const OfferWriterProvider = OfferWriterContext.Provider;

/** The writer of the offer being edited, or null where the offer is read-only. */
export function useOfferWriterContext(): OfferWriter | null {
  return useContext(OfferWriterContext);
}

/** Creates the {@link OfferWriter} of an offer (one per open editor). */
export function useOfferWriter(
  offer: OfferDetail,
  formatEdit: (name: string, change: LineDraft, unit: string) => string,
): OfferWriter {
  const { client } = useSalesdesk();
  const user = useUser();
  const queryClient = useQueryClient();
  // Stable functions, not mutation hooks: a write must not render the whole editor twice.
  const addLine = useApiWrite('offerItemAdd');
  const changeQuantity = useApiWrite('offerItemQuantity');
  const removeLine = useApiWrite('offerItemRemove');
  const updateLine = useApiWrite('offerItemUpdate');
  const discountAll = useApiWrite('offerMassDiscount');
  const removeMany = useApiWrite('offerItemsRemove');
  const latest = useRef({ version: offer.version, items: offer.items, detail: offer });
  // A read older than the last answer (a refetch that started before the write) never wins.
  useEffect(() => {
    if (offer.version > latest.current.version)
      latest.current = { version: offer.version, items: offer.items, detail: offer };
  }, [offer]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const addLineInput = useRef<HTMLInputElement | null>(null);
  const stores = useMemo(
    () => ({
      drafts: map<Record<string, LineDraft>>({}),
      conflict: atom<OfferConflict | null>(null),
      selection: atom<readonly number[]>([]),
    }),
    [],
  );
  const pending = useMemo(() => (user ? pendingEditsStore(user.user_id, offer.id) : null), [user, offer.id]);

  // Drafts are kept in this browser for this user and offer: a session that ends mid-edit gives
  // them back after the next login.
  useEffect(() => {
    if (!pending) return;
    // `listen`, not `subscribe`: the empty map of a fresh editor must not wipe what is kept.
    return stores.drafts.listen((drafts) => pending.save(drafts as PendingEdits));
  }, [pending, stores.drafts]);

  return useMemo<OfferWriter>(() => {
    /** A newer whole offer (a read). */
    function take(next: OfferDetail) {
      if (next.version > latest.current.version)
        latest.current = { version: next.version, items: next.items, detail: next };
    }
    /** A write's answer: only what changed, applied to what the page knew just before it. */
    function apply(change: OfferLineChange) {
      if (change.offer.version > latest.current.version) take(applyOfferLineChange(latest.current.detail, change));
    }
    function run<T>(work: () => Promise<T>): Promise<T> {
      const result = queue.current.then(work, work);
      queue.current = result.catch(() => undefined);
      return result;
    }
    async function reload(): Promise<string[]> {
      const before = latest.current.detail;
      const fresh = await client.call('offerById', { params: { id: offer.id } });
      queryClient.setQueryData(endpointQueryKey('offerById', { params: { id: offer.id } }), fresh);
      take(fresh);
      return describeOfferChanges(before, fresh);
    }
    function setDraft(lineId: number, field: keyof LineDraft, value: number | undefined) {
      const { [field]: _dropped, ...rest } = stores.drafts.get()[String(lineId)] ?? {};
      const next: LineDraft = value === undefined ? rest : { ...rest, [field]: value };
      stores.drafts.setKey(String(lineId), (Object.keys(next).length ? next : undefined) as LineDraft);
    }
    function select(itemIds: readonly number[], selected: boolean) {
      const now = stores.selection.get();
      const ids = new Set(itemIds);
      stores.selection.set(
        selected ? [...now, ...itemIds.filter((id) => !now.includes(id))] : now.filter((id) => !ids.has(id)),
      );
    }
    /** Lines gone: neither ticked nor with values typed for them. */
    function dropLines(itemIds: readonly number[]) {
      select(itemIds, false);
      for (const id of itemIds) stores.drafts.setKey(String(id), undefined as never as LineDraft);
    }
    function forget(lineId: number, change: LineDraft) {
      for (const field of Object.keys(change) as (keyof LineDraft)[]) setDraft(lineId, field, undefined);
    }
    const writer: OfferWriter = {
      setDraft,
      offerId: offer.id,
      latest: () => ({ version: latest.current.version, items: latest.current.items }),
      drafts: stores.drafts,
      conflict: stores.conflict,
      selection: stores.selection,
      select,
      addLineInput,
      focusAddLine: () => addLineInput.current?.focus(),
      addProduct: (product) =>
        run(async () => {
          const { version, items } = latest.current;
          const line = items.find((l) => l.product_id === product.id);
          const next = line
            ? await changeQuantity({ params: { id: line.id }, body: { version, quantity: line.quantity + 1 } })
            : await addLine({ params: { id: offer.id }, body: { version, product_id: product.id, quantity: 1 } });
          apply(next);
          const changed = line
            ? next.items.find((l) => l.id === line.id)
            : next.items.filter((l) => l.product_id === product.id).at(-1);
          return { line: changed, increased: Boolean(line) };
        }),
      massDiscount: (percent, itemIds) =>
        run(async () => {
          apply(
            await discountAll({
              params: { id: offer.id },
              body: { version: latest.current.version, percent, ...(itemIds ? { item_ids: [...itemIds] } : {}) },
            }),
          );
        }),
      removeLines: (itemIds) =>
        run(async () => {
          apply(
            await removeMany({
              params: { id: offer.id },
              body: { version: latest.current.version, item_ids: [...itemIds] },
            }),
          );
          dropLines(itemIds);
        }),
      addProductGroup: (group, discount) =>
        run(async () => {
          apply(
            await addLine({
              params: { id: offer.id },
              body: {
                version: latest.current.version,
                product_group: group,
                ...(discount === undefined ? {} : { discount_from_catalog: discount }),
              },
            }),
          );
        }),
      removeLine: (line) =>
        run(async () => {
          apply(await removeLine({ params: { id: line.id }, body: { version: latest.current.version } }));
          dropLines([line.id]);
        }),
      changeLine: (line, change) =>
        run(async () => {
          try {
            const version = latest.current.version;
            const next =
              change.discount_from_catalog === undefined && change.quantity !== undefined
                ? await changeQuantity({ params: { id: line.id }, body: { version, quantity: change.quantity } })
                : await updateLine({ params: { id: line.id }, body: { version, ...change } });
            apply(next);
            forget(line.id, change);
            return next.items.find((l) => l.id === line.id);
          } catch (error) {
            if (!(error instanceof ApiError) || error.status !== 409) throw error;
            const changes = await reload();
            stores.conflict.set({
              changes,
              edit: formatEdit(line.name, change, line.unit),
              reapply: async () => {
                stores.conflict.set(null);
                await writer.changeLine(line, change);
                writer.focusAddLine();
              },
              discard: () => {
                stores.conflict.set(null);
                forget(line.id, change);
                writer.focusAddLine();
              },
            });
            return undefined;
          }
        }),
    };
    return writer;
  }, [
    client,
    queryClient,
    offer.id,
    addLine,
    changeQuantity,
    removeLine,
    updateLine,
    discountAll,
    removeMany,
    stores,
    formatEdit,
  ]);
}
