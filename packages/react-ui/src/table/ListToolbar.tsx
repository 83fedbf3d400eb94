import type { ReactNode } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { tableMessages as m } from '../messages/table';
import { ColumnChooser } from './ColumnChooser';
import { useListContext } from './ListContext';

/** Props of {@link ListToolbar}. */
export interface ListToolbarProps {
  /** Label of the search box (default "Szukaj"); say what it searches ("Szukaj po nazwie lub NIP"). */
  searchLabel?: string;
  /** Filters of the page (selects, date ranges), shown beside the search box. */
  filters?: ReactNode;
  /** Page actions at the end (e.g. "Przygotuj ofertę"). */
  actions?: ReactNode;
  /** Show the search box (default true). */
  search?: boolean;
}

/**
 * The toolbar above a list: the search box (the list follows after a short pause, Escape
 * clears it), the page's filters, the column chooser and the page's actions.
 */
export function ListToolbar({ searchLabel = m.search, filters, actions, search = true }: ListToolbarProps) {
  const { list } = useListContext();
  return (
    <div className="flex flex-wrap items-end gap-3 pb-3">
      {search ? (
        <SearchField
          value={list.searchText}
          onChange={list.setSearchText}
          className="flex min-w-60 flex-1 flex-col gap-1 sm:max-w-md"
        >
          <Label className="text-sm font-medium">{searchLabel}</Label>
          <div className="flex h-11 items-center rounded-md border border-border-strong bg-surface px-3 focus-within:ring-2 focus-within:ring-focus">
            <span aria-hidden="true" className="mr-2 text-text-muted">
              ⌕
            </span>
            <Input className="min-w-0 flex-1 bg-transparent outline-none [&::-webkit-search-cancel-button]:hidden" />
            <Button className="px-1 text-text-muted outline-none group-data-[empty]:hidden data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus">
              <span aria-hidden="true">✕</span>
            </Button>
          </div>
        </SearchField>
      ) : null}
      {filters}
      <div className="ml-auto flex flex-wrap items-end gap-2">
        <ColumnChooser />
        {actions}
      </div>
    </div>
  );
}
