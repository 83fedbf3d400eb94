import { useEffect } from 'react';
import { hrefOf, type RouteLocation } from '../context/routeSource';
import { useSalesdesk } from '../context/salesdeskContext';
import { useApiQuery } from '../data/useApiQuery';
import { clientHref } from './ClientLink';
import { clientIdFromParam, clientPathParam } from './clientParam';

/** The tabs of the client card, each a list of the contract. */
export const CLIENT_TABS = ['offers', 'orders', 'invoices', 'settlements'] as const;
/** A tab of the client card. */
export type ClientTab = (typeof CLIENT_TABS)[number];

const isTab = (value: string | undefined): value is ClientTab =>
  value !== undefined && (CLIENT_TABS as readonly string[]).includes(value);

/**
 * Logic of the client card: the client's id from the path (`{id}-{name}` or the id alone), the
 * tab in the URL (`?tab=`, default the active offers), the client with its credit and block.
 * Once the client is known the address takes its current name, replacing the history entry, so
 * a shared link always reads right; the query (tab, page, sort) is kept.
 */
export function useClientCard(location: RouteLocation) {
  const { navigate } = useSalesdesk();
  const id = clientIdFromParam(location.params.clientName) ?? 0;
  const tab: ClientTab = isTab(location.search.tab) ? location.search.tab : 'offers';
  const client = useApiQuery('clientById', { params: { id } }, { enabled: id > 0 });
  const data = client.data;
  useEffect(() => {
    if (!data || location.params.clientName === clientPathParam(data)) return;
    navigate(hrefOf(clientHref(data), location.search), { replace: true });
  }, [data, location.params.clientName, location.search, navigate]);
  return { id, tab, client };
}
