import { useRoute, useUser } from '../../context/salesdeskContext';
import { useApiQuery } from '../../data/useApiQuery';
import { type ListController, useListController } from '../../data/useListController';

/** The tabs of the offers page, each a list call of the contract. */
export const OFFER_TABS = {
  circulation: { endpoint: 'offerCirculationList', tableId: 'offersInCirculation' },
  drafts: { endpoint: 'offerDraftList', tableId: 'offerDrafts' },
  toApprove: { endpoint: 'offerToApproveList', tableId: 'offersToApprove' },
  all: { endpoint: 'offerList', tableId: 'offers' },
} as const;

/** A tab of the offers page. */
export type OfferTab = keyof typeof OFFER_TABS;
/** The list calls behind the tabs. */
export type OfferListEndpoint = (typeof OFFER_TABS)[OfferTab]['endpoint'];

const isTab = (value: string | undefined): value is OfferTab => value !== undefined && value in OFFER_TABS;

/** State of the offers page: the tab in the URL, its list, and the "to approve" count. */
export interface OffersList {
  tab: OfferTab;
  list: ListController<OfferListEndpoint>;
  /** Offers waiting for this user's approval (also as a deputy); null until known. */
  toApproveCount: number | null;
  /** Whether the "Do akceptacji" tab shows: acceptors, and anyone with something to approve (deputies). */
  showsToApprove: boolean;
}

/**
 * Logic of the offers page: the tab (`?tab=`, default "W obiegu") picks the list call, each
 * tab keeps its own saved columns, and the page remembers the last tab and filters used. The
 * "Do akceptacji" count comes from the same call with one row, refreshed live.
 */
export function useOffersList(): OffersList {
  const location = useRoute();
  const user = useUser();
  const tab: OfferTab = isTab(location.search.tab) ? location.search.tab : 'circulation';
  const { endpoint, tableId } = OFFER_TABS[tab];
  const list = useListController<OfferListEndpoint>({
    endpoint,
    tableId,
    rememberAs: 'offers',
    defaults: { sort: '-updated_at' },
  });
  const toApprove = useApiQuery('offerToApproveList', { query: { limit: 1 } });
  const toApproveCount = toApprove.data?.total ?? null;
  return {
    tab,
    list,
    toApproveCount,
    showsToApprove: Boolean(user?.is_acceptor) || (toApproveCount ?? 0) > 0 || tab === 'toApprove',
  };
}
