import { invoiceMessages } from '../messages/invoices';
import { settlementColumns } from '../settlements/settlementColumns';
import { useSettlementsList } from '../settlements/useSettlementsList';
import { DataTable } from '../table/DataTable';
import { ListBase } from '../table/ListContext';
import { pageStory } from '../test/pageStory';
import { ExportMenu } from './ExportMenu';

export default { title: 'Tables / Export' };

const m = invoiceMessages.settlements;

/**
 * "Eksportuj" over the settlements list: the menu (Excel, CSV) opens from the keyboard; while a
 * file is made a progress bar counts its rows and "Przerwij eksport" stops it. In the story the
 * file is not saved: its name and size are logged.
 */
function ExportStory() {
  const list = useSettlementsList();
  return (
    <ListBase list={list} columns={settlementColumns}>
      <div className="flex justify-end pb-3">
        <ExportMenu name={m.title} onFile={(file, name) => console.info(`${name}: ${file.size} B`)} />
      </div>
      <DataTable<'settlementList'> label={m.title} emptyMessage={m.empty} />
    </ListBase>
  );
}

/** The export of a list. */
export const Menu = pageStory(<ExportStory />, '/pl/dashboard/settlements');
/** The export when the server refuses the list: the reason is announced, no file is made. */
export const ServerError = pageStory(<ExportStory />, '/pl/dashboard/settlements', {
  endpoint: 'settlementList',
  mode: 'error',
});
