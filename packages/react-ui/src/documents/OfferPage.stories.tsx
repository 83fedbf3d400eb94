import { createMockState } from '@salesdesk/fixtures/msw';
import { DOCUMENT_LINE_COLUMNS, defaultTableConfig } from '@salesdesk/sdk';
import { sampleUser } from '../test/fakeSalesdesk';
import { pageStory, storyState } from '../test/pageStory';
import { OfferPage } from './OfferPage';

export default { title: 'Offers / OfferPage' };

const offer = storyState.offers.find((o) => o.items.length > 0) ?? storyState.offers[0];
const id = offer?.id ?? 1;
const location = { path: `/pl/dashboard/offers/${id}`, params: { symbol: String(id) }, search: {} } as never;

/** An offer of the fixtures: facts, approval, totals, lines, comments and history. */
export const Default = pageStory(<OfferPage location={location} />, `/pl/dashboard/offers/${id}`);
/** The offer still loading. */
export const Loading = pageStory(<OfferPage location={location} />, `/pl/dashboard/offers/${id}`, {
  endpoint: 'offerById',
  mode: 'loading',
});
/** The server failing. */
export const ServerError = pageStory(<OfferPage location={location} />, `/pl/dashboard/offers/${id}`, {
  endpoint: 'offerById',
  mode: 'error',
});

/**
 * The author's draft of 150 lines at 150 per page: the line editor renders only the rows in view
 * (scroll the table), lines can be ticked for a discount or removal.
 */
export const LongDraft = (() => {
  const state = createMockState();
  const draft = state.offers.find((o) => o.items.length > 0);
  const first = draft?.items[0];
  if (!draft || !first) return pageStory(<OfferPage location={location} />, `/pl/dashboard/offers/${id}`);
  Object.assign(draft, { status: 'draft', archived: false, creator_id: sampleUser.user_id, approval: null });
  draft.items = Array.from({ length: 150 }, (_, i) => ({
    ...first,
    id: 90_000 + i,
    ordinal_no: i + 1,
    product_id: 90_000 + i,
    name: `${first.name} (${i + 1})`,
  }));
  state.tableConfigs.set('offerLines', { ...defaultTableConfig('offerLines'), itemsPerPage: 150 });
  const at = { path: `/pl/dashboard/offers/${draft.id}`, params: { symbol: String(draft.id) }, search: {} } as never;
  return pageStory(<OfferPage location={at} />, `/pl/dashboard/offers/${draft.id}`, { state });
})();

/**
 * The author's draft with every SPEC line column chosen in "Kolumny" (photo, short name, unit,
 * offer price, minimal margin, recommended and market price, packaging, VAT…), the catalogue's
 * three spellings of a piece (`sztuka`, `szt`, `szt.`) shown as one: `szt.`.
 */
export const AllLineColumns = (() => {
  const state = createMockState();
  const draft = state.offers.find((o) => o.items.length >= 3);
  if (!draft) return pageStory(<OfferPage location={location} />, `/pl/dashboard/offers/${id}`);
  Object.assign(draft, { status: 'draft', archived: false, creator_id: sampleUser.user_id, approval: null });
  draft.items.forEach((line, i) => {
    line.unit = ['sztuka', 'szt', 'szt.'][i % 3] ?? line.unit;
  });
  state.tableConfigs.set('offerLines', {
    ...defaultTableConfig('offerLines'),
    tableColumns: DOCUMENT_LINE_COLUMNS.filter((key) => key !== 'available_stock'),
  });
  const at = { path: `/pl/dashboard/offers/${draft.id}`, params: { symbol: String(draft.id) }, search: {} } as never;
  return pageStory(<OfferPage location={at} />, `/pl/dashboard/offers/${draft.id}`, { state });
})();
