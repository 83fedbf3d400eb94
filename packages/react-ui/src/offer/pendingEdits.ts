import { safeLocalStorage } from '../data/rememberedSearch';

/** Values of one line typed and not saved yet. */
export interface LineDraft {
  quantity?: number;
  discount_from_catalog?: number;
}

/** Values typed on an offer and not saved yet, by line id. */
export type PendingEdits = Record<string, LineDraft>;

/** The unsaved edits of one user on one offer, kept in this browser. */
export interface PendingEditsStore {
  /** What is kept (an empty object when nothing is). */
  read(): PendingEdits;
  /** Keeps `edits`; an empty set removes the entry. */
  save(edits: PendingEdits): void;
  clear(): void;
}

/** The storage key: per user and offer, so one user's edits are never offered to another. */
export function pendingEditsKey(userId: number, offerId: number): string {
  return `salesdesk:pending-edits:${userId}:${offerId}`;
}

/**
 * Unsaved quantities of `userId` on `offerId` in localStorage. They are written as they are
 * typed, so a session that ends mid-edit (the idle timer, a logout in another tab, a 401) loses
 * nothing: after the next login the editor offers them back. Nothing is kept where storage is
 * unavailable.
 */
export function pendingEditsStore(
  userId: number,
  offerId: number,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = safeLocalStorage(),
): PendingEditsStore {
  const key = pendingEditsKey(userId, offerId);
  return {
    read() {
      try {
        const value: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
        if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
        const out: PendingEdits = {};
        for (const [id, draft] of Object.entries(value as Record<string, unknown>)) {
          if (!/^\d+$/.test(id) || !draft || typeof draft !== 'object') continue;
          const { quantity, discount_from_catalog } = draft as Record<string, unknown>;
          const kept: LineDraft = {};
          if (typeof quantity === 'number' && quantity > 0) kept.quantity = quantity;
          if (typeof discount_from_catalog === 'number') kept.discount_from_catalog = discount_from_catalog;
          if (Object.keys(kept).length) out[id] = kept;
        }
        return out;
      } catch {
        return {};
      }
    },
    save(edits) {
      try {
        const kept = Object.fromEntries(Object.entries(edits).filter((e) => e[1] && Object.keys(e[1]).length));
        if (Object.keys(kept).length === 0) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(kept));
      } catch {
        // Storage full or disabled: editing still works, only the safety net is missing.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}
