import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { fillMessage } from '../messages';
import { tableMessages as m } from '../messages/table';
import { useListContext } from './ListContext';

/** Page sizes offered (SPEC §9 default 5, and larger ones for people who scan long lists). */
export const PAGE_SIZES = [5, 10, 20, 50, 100, 200] as const;

const navButton =
  'inline-flex size-10 items-center justify-center rounded-md border border-border-strong text-lg outline-none data-[disabled]:opacity-40 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:bg-surface-sunken';

/**
 * Paging of a list: "1–5 z 123", first, previous, next and last page, and the page size (saved
 * with the table's layout). Reads the list from the enclosing `ListBase`.
 */
export function Pagination() {
  const { list } = useListContext();
  const from = list.total === 0 ? 0 : (list.page - 1) * list.limit + 1;
  const to = Math.min(list.total, list.page * list.limit);
  const sizes = PAGE_SIZES.includes(list.limit as (typeof PAGE_SIZES)[number])
    ? PAGE_SIZES
    : [...PAGE_SIZES, list.limit].sort((a, b) => a - b);
  return (
    <nav aria-label={m.pagination} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sm text-text-muted" aria-live="polite">
        {list.total === 0 ? m.rangeEmpty : fillMessage(m.range, { from, to, total: list.total })}
      </p>
      <div className="flex items-center gap-2">
        <Button aria-label={m.first} className={navButton} isDisabled={list.page <= 1} onPress={() => list.setPage(1)}>
          «
        </Button>
        <Button
          aria-label={m.previous}
          className={navButton}
          isDisabled={list.page <= 1}
          onPress={() => list.setPage(list.page - 1)}
        >
          ‹
        </Button>
        <span className="min-w-28 text-center text-sm">
          {fillMessage(m.pageOf, { page: list.page, pages: list.pages })}
        </span>
        <Button
          aria-label={m.next}
          className={navButton}
          isDisabled={list.page >= list.pages}
          onPress={() => list.setPage(list.page + 1)}
        >
          ›
        </Button>
        <Button
          aria-label={m.last}
          className={navButton}
          isDisabled={list.page >= list.pages}
          onPress={() => list.setPage(list.pages)}
        >
          »
        </Button>
      </div>
      <Select
        className="flex items-center gap-2"
        selectedKey={String(list.limit)}
        onSelectionChange={(key) => void list.setLimit(Number(key))}
      >
        <Label className="text-sm text-text-muted">{m.pageSize}</Label>
        <Button className="inline-flex h-10 min-w-20 items-center justify-between gap-2 rounded-md border border-border-strong bg-surface px-3 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus">
          <SelectValue />
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover className="min-w-(--trigger-width) rounded-md border border-border bg-surface-raised shadow-lg">
          <ListBox className="max-h-72 overflow-auto p-1 outline-none">
            {sizes.map((size) => (
              <ListBoxItem
                key={size}
                id={String(size)}
                className="cursor-default rounded px-3 py-2 outline-none data-[focused]:bg-surface-sunken data-[selected]:font-semibold"
              >
                {String(size)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
    </nav>
  );
}
