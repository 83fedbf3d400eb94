import { createMockState } from '@salesdesk/fixtures/msw';
import { sampleUser } from '../../test/fakeSalesdesk';
import { pageStory } from '../../test/pageStory';
import { useDocumentWriter } from '../useDocumentWriter';
import { PasteListDialog } from './PasteListDialog';

export default { title: 'Documents / PasteListDialog' };

const state = createMockState();
const order = state.orders.find((o) => o.items.length > 0) ?? state.orders[0];
if (order) Object.assign(order, { status: 'draft', archived: false, creator_id: sampleUser.user_id });
const [a, b, c] = state.products;

/** A contractor's list as Excel copies it: symbols, names, quantities and units, one row unknown. */
const EXCEL = [
  'Lp.\tSymbol\tNazwa\tIlość\tJ.m.',
  `1\t${a?.more.symbol}\t${a?.index_name}\t12\tszt`,
  `2\t\t${b?.index_name}\t250\t${b?.uom}`,
  `3\t${c?.more.symbol}\t${c?.index_name}\t3,5\t${c?.uom}`,
  '4\t\tKompresor kwantowy do betonu\t5\tszt',
].join('\n');

/** Lines from an e-mail: names with their quantities, a greeting to leave out. */
const EMAIL = ['Dzień dobry,', 'proszę o ofertę na:', `${a?.index_name} – 12 szt`, `${b?.index_name} 40 m`].join('\n');

function Open({ text }: { text: string }) {
  const editor = useDocumentWriter('order', order?.id ?? 1);
  return <PasteListDialog editor={editor} onClose={() => undefined} initialText={text} />;
}

const at = `/pl/dashboard/orders/${order?.id ?? 1}`;

/** Empty: paste (Ctrl+V) or drop a file. */
export const Empty = pageStory(<Open text="" />, at, { state });
/** An Excel copy: the columns as guessed (each can be corrected), then "Dopasuj wiersze: 4". */
export const ExcelRows = pageStory(<Open text={EXCEL} />, at, { state });
/** Lines of an e-mail, one item a line. */
export const EmailText = pageStory(<Open text={EMAIL} />, at, { state });
