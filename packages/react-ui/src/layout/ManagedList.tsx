import type { ReactNode, RefObject } from 'react';

/** Props of {@link ManagedListHeader}. */
export interface ManagedListHeaderProps {
  title: string;
  intro: string;
}

/** The heading and the one-paragraph explanation of a page that manages a short list (synonyms, webhooks). */
export function ManagedListHeader({ title, intro }: ManagedListHeaderProps) {
  return (
    <>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="max-w-3xl text-sm text-text-muted">{intro}</p>
    </>
  );
}

/** Props of {@link ManagedListRegion}. */
export interface ManagedListRegionProps<Item> {
  /** The list's read: its error, and its items once read. */
  query: { isError: boolean; data?: { items: readonly Item[] } | undefined };
  loadError: string;
  empty: string;
  /** Where focus comes back after an item leaves the list (the confirmation's return target). */
  regionRef: RefObject<HTMLDivElement | null>;
  /** The items, when there are any. */
  children: (items: readonly Item[]) => ReactNode;
}

/**
 * The list of a page that manages a short list: the Polish error when it cannot be read, a busy
 * line while it is read, the empty message, else the items; focusable, so a removed item's
 * focus lands here and never on the page body.
 */
export function ManagedListRegion<Item>({
  query,
  loadError,
  empty,
  regionRef,
  children,
}: ManagedListRegionProps<Item>) {
  return (
    <div ref={regionRef} tabIndex={-1} className="outline-none">
      {query.isError ? (
        <p role="alert">{loadError}</p>
      ) : !query.data ? (
        <p aria-busy="true" className="text-sm text-text-muted">
          …
        </p>
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-text-muted">{empty}</p>
      ) : (
        children(query.data.items)
      )}
    </div>
  );
}
