import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ListEndpointName, ListRow } from '../data/listQuery';
import type { ListController } from '../data/useListController';
import type { ColumnList } from './columns';
import type { BulkSelection } from './useBulkSelection';

/** What the pieces of a list page share: its controller and its selection. */
export interface ListContextValue<N extends ListEndpointName = ListEndpointName> {
  list: ListController<N>;
  /** Every column the table can show (the column chooser offers them, the table shows the chosen ones). */
  columns: ColumnList<ListRow<N>>;
  selection?: BulkSelection<N> | undefined;
}

const ListContext = createContext<ListContextValue | null>(null);

/** Props of {@link ListBase}. */
export interface ListBaseProps<N extends ListEndpointName> extends ListContextValue<N> {
  children?: ReactNode;
}

/**
 * The headless base of a list page (react-admin's `ListBase`): hands the list controller and
 * the bulk selection to the toolbar, table, paging and bulk actions below it.
 */
export function ListBase<N extends ListEndpointName>({ list, columns, selection, children }: ListBaseProps<N>) {
  const value = useMemo(() => ({ list, columns, selection }), [list, columns, selection]);
  // React's context cannot be generic: the value goes in for any list and comes out as the list below asks.
  return <ListContext.Provider value={value as unknown as ListContextValue}>{children}</ListContext.Provider>;
}

/** The list controller and selection of the enclosing {@link ListBase}. */
export function useListContext<N extends ListEndpointName = ListEndpointName>(): ListContextValue<N> {
  const value = useContext(ListContext);
  if (!value) throw new Error('useListContext must be used inside <ListBase>.');
  // The list the enclosing ListBase was given (see ListBase): React's context keeps no type parameter.
  return value as unknown as ListContextValue<N>;
}
