import { PAYMENT_METHODS, type Settlement } from '@salesdesk/sdk';
import { ClientFilter } from '../clients/ClientFilter';
import { useListController } from '../data/useListController';
import { invoiceMessages } from '../messages/invoices';
import { stockMessages } from '../messages/stock';
import { settlementColumns } from '../settlements/settlementColumns';
import { useSettlementsList } from '../settlements/useSettlementsList';
import { warehouseProductColumns } from '../stock/stockColumns';
import { pageStory } from '../test/pageStory';
import { BulkActionsBar } from './BulkActionsBar';
import { ColumnChooser } from './ColumnChooser';
import { DataTable } from './DataTable';
import { DateRangeFilter } from './DateRangeFilter';
import { FilterSelect } from './FilterSelect';
import { ListBase } from './ListContext';
import { ListToolbar } from './ListToolbar';
import { Pagination } from './Pagination';
import { TextFilter } from './TextFilter';
import { useBulkSelection } from './useBulkSelection';

export default { title: 'Tables / List pieces' };

const m = invoiceMessages.settlements;
const methods = [
  { value: '', label: m.allMethods },
  ...PAYMENT_METHODS.map((v) => ({ value: v, label: m.methods[v] })),
];
const rowKey = (row: Settlement) => row.id;

/**
 * The headless base and every piece a list page is made of, over the settlements list: the
 * toolbar (search, a select filter, a date range, the client picker, the column chooser), the
 * table with ticked rows and their bulk actions, and paging.
 */
function ListPieces() {
  const list = useSettlementsList();
  const selection = useBulkSelection(list, rowKey);
  return (
    <ListBase list={list} columns={settlementColumns} selection={selection}>
      <ListToolbar
        searchLabel={m.search}
        filters={
          <>
            <FilterSelect name="method" label={m.method} options={methods} />
            <DateRangeFilter label={m.columns.payment_date} from="since" to="until" />
            <ClientFilter label={m.columns.client} />
          </>
        }
      />
      <ColumnChooser />
      <BulkActionsBar />
      <DataTable<'settlementList'> label={m.title} emptyMessage={m.empty} />
      <Pagination />
    </ListBase>
  );
}

/** Every piece of a list page together. */
export const Pieces = pageStory(<ListPieces />, '/pl/dashboard/settlements');
/** The same list while its page loads. */
export const Loading = pageStory(<ListPieces />, '/pl/dashboard/settlements', {
  endpoint: 'settlementList',
  mode: 'loading',
});

/** A filter typed as text (into the URL after a pause in typing), here a warehouse's manufacturer. */
function TextFilterPiece() {
  const list = useListController({ endpoint: 'warehouseProducts', tableId: 'stockhouseProducts', remember: false });
  return (
    <ListBase list={list} columns={warehouseProductColumns}>
      <ListToolbar filters={<TextFilter name="manufacturer" label={stockMessages.filters.manufacturer} />} />
      <DataTable<'warehouseProducts'>
        label={stockMessages.tabs.warehouse}
        rowKey={(p) => `${p.warehouse_code}-${p.product_id}`}
      />
    </ListBase>
  );
}

/** A text filter beside the search box. */
export const TypedFilter = pageStory(<TextFilterPiece />, '/pl/dashboard/stock');
