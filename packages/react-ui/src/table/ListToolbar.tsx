import { type ReactNode, useId, useState } from 'react';
import { Button } from '../controls/Button';
import { SearchField } from '../controls/SearchField';
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
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3 pb-3">
      {search ? (
        <SearchField
          label={searchLabel}
          value={list.searchText}
          onChange={list.setSearchText}
          className="min-w-60 flex-1 sm:max-w-md"
        />
      ) : null}
      {filters ? (
        <>
          {/* On a phone the filters fold away behind one button, so the list is in view. */}
          <Button
            className="md:hidden"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onPress={() => setFiltersOpen((open) => !open)}
          >
            {m.filters}
          </Button>
          <div id={filtersId} className={`${filtersOpen ? 'flex w-full flex-col gap-3' : 'hidden'} md:contents`}>
            {filters}
          </div>
        </>
      ) : null}
      <div className="ml-auto flex flex-wrap items-end gap-2">
        <ColumnChooser />
        {actions}
      </div>
    </div>
  );
}
