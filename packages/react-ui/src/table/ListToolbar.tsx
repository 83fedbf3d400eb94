import { type ReactNode, useId, useState } from 'react';
import { useRoute } from '../context/salesdeskContext';
import { Button } from '../controls/Button';
import { SearchField } from '../controls/SearchField';
import { ExportMenu } from '../export/ExportMenu';
import { tableMessages as m } from '../messages/table';
import { PAGES, type PageName, pageDefinition } from '../pages/pageRegistry';
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
  /**
   * The name of the list's export files ("Oferty" → `Oferty 2026-11-28.xlsx`; default: the page's
   * title); "Eksportuj" (XLSX, CSV of what the list shows) is on every list, `false` leaves it out.
   */
  exportName?: string | false;
}

/**
 * The toolbar above a list: the search box (the list follows after a short pause, Escape
 * clears it), the page's filters, the column chooser, the export and the page's actions.
 */
export function ListToolbar({ searchLabel = m.search, filters, actions, search = true, exportName }: ListToolbarProps) {
  const { list } = useListContext();
  const route = useRoute();
  // By default the files are named after the page ("Oferty", "Faktury").
  const fileName =
    exportName ?? (route.name && route.name in PAGES ? pageDefinition(route.name as PageName).title : m.exportName);
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
        {fileName === false ? null : <ExportMenu name={fileName} />}
        {actions}
      </div>
    </div>
  );
}
