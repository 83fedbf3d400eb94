import { Button } from '../controls/Button';
import { Select } from '../controls/Select';
import { fillMessage } from '../messages';
import { tableMessages as m } from '../messages/table';
import { useListContext } from './ListContext';

/** Page sizes offered: SPEC §9's 5, the lists' default 20 (`DEFAULT_TABLE_PAGE_SIZE`) and larger ones for people who scan long lists. */
export const PAGE_SIZES = [5, 10, 20, 50, 100, 200] as const;

const nav = 'w-10 px-0 text-lg';

/**
 * Paging of a list: "1–20 z 123", first, previous, next and last page, and the page size (in the
 * URL and saved with the user's layout of the table). Reads the list from the enclosing `ListBase`. `dense` for a panel
 * that fits one window (the document line editor).
 */
export function Pagination({ dense = false }: { dense?: boolean } = {}) {
  const { list } = useListContext();
  const from = list.total === 0 ? 0 : (list.page - 1) * list.limit + 1;
  const to = Math.min(list.total, list.page * list.limit);
  const sizes = PAGE_SIZES.includes(list.limit as (typeof PAGE_SIZES)[number])
    ? PAGE_SIZES
    : [...PAGE_SIZES, list.limit].sort((a, b) => a - b);
  return (
    <nav
      aria-label={m.pagination}
      className={`flex flex-wrap items-center justify-between gap-3 ${dense ? 'py-1' : 'py-3'}`}
    >
      <p className="text-sm text-text-muted" aria-live="polite">
        {list.total === 0 ? m.rangeEmpty : fillMessage(m.range, { from, to, total: list.total })}
      </p>
      <div className="flex items-center gap-2">
        <Button
          size="md"
          className={nav}
          aria-label={m.first}
          isDisabled={list.page <= 1}
          onPress={() => list.setPage(1)}
        >
          «
        </Button>
        <Button
          size="md"
          className={nav}
          aria-label={m.previous}
          isDisabled={list.page <= 1}
          onPress={() => list.setPage(list.page - 1)}
        >
          ‹
        </Button>
        <span className="min-w-28 text-center text-sm">
          {fillMessage(m.pageOf, { page: list.page, pages: list.pages })}
        </span>
        <Button
          size="md"
          className={nav}
          aria-label={m.next}
          isDisabled={list.page >= list.pages}
          onPress={() => list.setPage(list.page + 1)}
        >
          ›
        </Button>
        <Button
          size="md"
          className={nav}
          aria-label={m.last}
          isDisabled={list.page >= list.pages}
          onPress={() => list.setPage(list.pages)}
        >
          »
        </Button>
      </div>
      <Select
        inline
        size="md"
        label={m.pageSize}
        options={sizes.map((size) => ({ id: String(size), label: String(size) }))}
        selectedKey={String(list.limit)}
        onSelectionChange={(key) => void list.setLimit(Number(key))}
      />
    </nav>
  );
}
