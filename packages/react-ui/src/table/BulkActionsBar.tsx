import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { fillMessage } from '../messages';
import { tableMessages as m } from '../messages/table';
import { useListContext } from './ListContext';

/** Props of {@link BulkActionsBar}. */
export interface BulkActionsBarProps {
  /** The actions on the selected rows (buttons that call `selection.resolve()`). */
  children?: ReactNode;
}

const linkButton =
  'rounded px-2 py-1 font-medium text-primary-700 underline-offset-2 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:underline dark:text-primary-300';

/**
 * Shown while rows are selected: how many, the offer to extend a whole page to every matching
 * row ("Zaznacz wszystkie N pasujące"), the bulk actions and "Wyczyść zaznaczenie".
 */
export function BulkActionsBar({ children }: BulkActionsBarProps) {
  const { list, selection } = useListContext();
  if (!selection || selection.count === 0) return null;
  return (
    <section
      aria-label={fillMessage(m.selectedCount, { count: selection.count })}
      className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-primary-300 bg-primary-50 px-4 py-2 text-sm dark:border-primary-800 dark:bg-primary-950"
    >
      <p aria-live="polite" className="font-medium">
        {selection.allMatching
          ? fillMessage(m.selectedAll, { total: list.total })
          : fillMessage(m.selectedOnPage, { count: selection.count })}
      </p>
      {selection.wholePage && !selection.allMatching && list.total > list.rows.length ? (
        <Button className={linkButton} onPress={selection.selectAllMatching}>
          {fillMessage(m.selectAllMatching, { total: list.total })}
        </Button>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      <Button className={`${linkButton} ml-auto`} onPress={selection.clear}>
        {m.clearSelection}
      </Button>
    </section>
  );
}
