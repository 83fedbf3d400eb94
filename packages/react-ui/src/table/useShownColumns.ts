import { useMemo } from 'react';
import { useSalesdesk } from '../context/salesdeskContext';
import { arrangeColumns, type ColumnDef } from './columns';
import { useListContext } from './ListContext';

/**
 * The columns a list shows: the user's saved layout (order and choice) of the enclosing
 * `ListBase`'s columns, never a column the brand hides; the first column names the row when
 * none is flagged as the row header.
 */
export function useShownColumns<Row = Record<string, unknown>>(): ColumnDef<Row>[] {
  const { list, columns } = useListContext();
  const { brand } = useSalesdesk();
  const saved = list.tableConfig.config.tableColumns;
  return useMemo(() => {
    const arranged = arrangeColumns(columns as readonly ColumnDef<Row>[], saved, brand.hiddenColumns);
    if (arranged.length > 0 && !arranged.some((c) => c.isRowHeader))
      arranged[0] = { ...arranged[0], isRowHeader: true } as ColumnDef<Row>;
    return arranged;
  }, [columns, saved, brand.hiddenColumns]);
}
