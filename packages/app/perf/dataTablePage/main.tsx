// A perf page: 200 offers rendered by the real DataTable (list controller, query cache,
// react-aria Table) or by a plain React <table> of the same rows and columns. The page marks
// when the rows are painted, and, after a click on a sortable header, when the re-sorted rows
// are painted. Data comes from memory so both variants wait for nothing but themselves.
import '../../src/styles.css';
import '../perfWindow';
import {
  DataTable,
  ListBase,
  matchPage,
  memoryRouteSource,
  offerColumns,
  SalesdeskProvider,
  useListController,
} from '@salesdesk/react-ui';
import { brands, createApiClient, formatMoney, memoryTokenStore, type OfferSummary } from '@salesdesk/sdk';
import { atom } from 'nanostores';
import { useLayoutEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';

const ROWS = 200;
const statuses = ['draft', 'pending_approval', 'approved', 'pending_correct', 'pending_approval_client'] as const;
const offers: OfferSummary[] = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  created_at: new Date(Date.UTC(2026, 9, 1 + (i % 28), 8, i % 60)).toISOString(),
  updated_at: new Date(Date.UTC(2026, 10, 1 + (i % 20), 9, i % 60)).toISOString(),
  valid_until: `2026-12-${String(1 + (i % 28)).padStart(2, '0')}`,
  number: `OF/2026/${String(i + 1).padStart(6, '0')}`,
  customer_fullname: `Klient ${(i * 7919) % 997} Sp. z o.o.`,
  receiver_fullname: `Odbiorca ${(i * 31) % 101}`,
  status: statuses[i % statuses.length] as OfferSummary['status'],
  grand_total_excl_tax: ((i * 104729) % 10_000_000) + 100,
  grand_total_incl_tax: Math.round((((i * 104729) % 10_000_000) + 100) * 1.23),
  margin: ((i * 37) % 4000) / 100,
  creator_fullname: 'Łukasz Żółkiewski',
  acceptor_fullname: null,
  comment: null,
  template: null,
  client_id: 1,
  receiver_id: null,
  archived: false,
  required_approval_level: 'none',
  version: 1,
}));

/** Marks the frame after the rows are on screen (two rAFs: layout and paint done). */
function markPainted(key: '__painted' | '__sortPainted') {
  requestAnimationFrame(() => requestAnimationFrame(() => (window[key] = performance.now())));
}

function sortRows(rows: OfferSummary[], sort: string | null): OfferSummary[] {
  if (!sort) return rows;
  const field = sort.replace(/^-/, '') as keyof OfferSummary;
  const dir = sort.startsWith('-') ? -1 : 1;
  return [...rows].sort((a, b) => ((a[field] as number) > (b[field] as number) ? dir : -dir));
}

const fetchFromMemory: typeof fetch = async (input) => {
  const url = new URL(String(input instanceof Request ? input.url : input));
  if (url.pathname === '/api/table-config') {
    return Response.json({
      key: 'offers',
      tableColumns: [
        'number',
        'customer_fullname',
        'status',
        'valid_until',
        'grand_total_excl_tax',
        'grand_total_incl_tax',
        'margin',
        'creator_fullname',
        'updated_at',
      ],
      itemsPerPage: ROWS,
    });
  }
  const items = sortRows(offers, url.searchParams.get('sort'));
  return Response.json({ items, total: ROWS, page: 1, limit: ROWS });
};

function DataTableVariant() {
  const list = useListController({ endpoint: 'offerList', tableId: 'offers', remember: false });
  // A new answer (not the previous one kept on screen while the next loads) is what gets painted.
  const answer = list.result.isPlaceholderData ? undefined : list.result.data;
  useLayoutEffect(() => {
    if (!answer || answer.items.length !== ROWS) return;
    markPainted(window.__painted === undefined ? '__painted' : '__sortPainted');
  }, [answer]);
  return (
    <ListBase list={list} columns={offerColumns}>
      <DataTable<'offerList'> label="Oferty" />
    </ListBase>
  );
}

function PlainVariant() {
  const [sort, setSort] = useState<string | null>(null);
  const rows = useMemo(() => sortRows(offers, sort), [sort]);
  useLayoutEffect(() => markPainted(sort === null ? '__painted' : '__sortPainted'), [sort]);
  return (
    <table aria-label="Oferty">
      <thead>
        <tr>
          <th>Numer</th>
          <th>Klient</th>
          <th>Status</th>
          <th>Ważna do</th>
          <th>
            <button
              type="button"
              onClick={() =>
                setSort(sort === 'grand_total_excl_tax' ? '-grand_total_excl_tax' : 'grand_total_excl_tax')
              }
            >
              Netto
            </button>
          </th>
          <th>Brutto</th>
          <th>Marża</th>
          <th>Autor</th>
          <th>Zmieniona</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((offer) => (
          <tr key={offer.id}>
            <th scope="row">{offer.number}</th>
            <td>{offer.customer_fullname}</td>
            <td>{offer.status}</td>
            <td>{offer.valid_until}</td>
            <td>{formatMoney(offer.grand_total_excl_tax)}</td>
            <td>{formatMoney(offer.grand_total_incl_tax)}</td>
            <td>{offer.margin}</td>
            <td>{offer.creator_fullname}</td>
            <td>{offer.updated_at}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// The sort is timed from the press itself (pointer down), as a person experiences it.
document.addEventListener('pointerdown', () => (window.__sortStarted = performance.now()), true);

const variant = new URLSearchParams(window.location.search).get('variant');
const root = createRoot(document.getElementById('root') as HTMLElement);
if (variant === 'plain') root.render(<PlainVariant />);
else {
  const session = {
    $session: atom({ loggedIn: true, loading: false, sessionWarning: false, userSessionExpiry: 0, companyCode: '3W' }),
    $user: atom(null),
    login: async () => {},
    logout: async () => {},
  };
  const client = createApiClient({
    baseURL: window.location.origin,
    tokenStore: memoryTokenStore('perf'),
    fetch: fetchFromMemory,
  });
  root.render(
    <SalesdeskProvider
      client={client}
      session={session}
      brand={brands.one}
      route={memoryRouteSource('/pl/dashboard/offers?tab=all', matchPage)}
    >
      <DataTableVariant />
    </SalesdeskProvider>,
  );
}
