import type { DocumentKind } from '@salesdesk/sdk';
import { useRoute, useUser } from '../../context/salesdeskContext';
import { useApiQuery } from '../../data/useApiQuery';
import { type ListController, useListController } from '../../data/useListController';
import { DOCUMENT_LISTS, type DocumentListEndpoint, type DocumentListTab } from './documentLists';

/** State of a document list page: the tab in the URL, its list, and the waiting tab's count. */
export interface DocumentList {
  tab: DocumentListTab;
  list: ListController<DocumentListEndpoint>;
  /** Documents waiting for this user's approval or confirmation (also as a deputy); null until known. */
  waitingCount: number | null;
  /** Whether the waiting tab shows: acceptors, and anyone with something waiting (deputies). */
  showsWaiting: boolean;
}

/**
 * Logic of a document list page: the tab (`?tab=`, default the kind's first) picks the list call
 * and its fixed filter, each tab keeps its own saved columns, and the page remembers the last tab
 * and filters used. The waiting tab's count comes from the same call with one row, refreshed live.
 */
export function useDocumentList(kind: DocumentKind): DocumentList {
  const location = useRoute();
  const user = useUser();
  const { tabs, rememberAs, defaultSort, waiting } = DOCUMENT_LISTS[kind];
  const current = tabs.find((t) => t.id === location.search.tab) ?? tabs[0];
  const list = useListController<DocumentListEndpoint>({
    endpoint: current.endpoint,
    tableId: current.tableId,
    rememberAs,
    defaults: { sort: defaultSort },
    ...(current.fixed ? { fixed: current.fixed } : {}),
  });
  const waitingList = useApiQuery(waiting.endpoint, { query: { ...waiting.query, limit: 1 } });
  const waitingCount = waitingList.data?.total ?? null;
  return {
    tab: current,
    list,
    waitingCount,
    showsWaiting: Boolean(user?.is_acceptor) || (waitingCount ?? 0) > 0 || current.id === waiting.tab,
  };
}
