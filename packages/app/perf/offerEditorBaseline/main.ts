// A perf page: the baseline of the offer line editor bench. The same offer's lines in a plain
// HTML table built with the DOM, no framework: a quantity input per line (Enter saves it) and an
// add-line field (Enter on an exact symbol adds the product), writing to the real server with the
// same calls the editor makes and updating, from the same line-change answer, the cells that
// answer changes: the quantity, the line total and the offer totals. Served by the real server
// next to the app, so both pay the same server and the same network.
import {
  formatMoney,
  formatNumber,
  formatPercent,
  type OfferDetail,
  type OfferHeader,
  type OfferItem,
  type OfferLineChange,
  type ProductListItem,
} from '@salesdesk/sdk';

const params = new URLSearchParams(window.location.hash.slice(1));
const offerId = Number(params.get('offer'));
const headers = { Authorization: `Bearer ${params.get('token')}`, 'Content-Type': 'application/json' };
let version = 0;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function cell(tag: 'td' | 'th', text: string, end = false): HTMLTableCellElement {
  const el = document.createElement(tag);
  el.textContent = text;
  if (end) el.style.textAlign = 'right';
  return el;
}

/** The cells a write changes, by line id. */
const rows = new Map<number, { quantity: HTMLInputElement; total: HTMLTableCellElement }>();
const tbody = document.createElement('tbody');
const totals = document.createElement('dl');
totals.setAttribute('aria-label', 'Podsumowanie');

function showTotals(o: OfferHeader) {
  const facts = [
    ['Netto', formatMoney(o.grand_total_excl_tax)],
    ['VAT', formatMoney(o.grand_total_tax)],
    ['Brutto', formatMoney(o.grand_total_incl_tax)],
    ['Marża', `${formatPercent(o.margin)} (${formatMoney(o.margin_amount)})`],
  ];
  totals.replaceChildren(
    ...facts.flatMap(([label, value]) => {
      const dt = document.createElement('dt');
      dt.textContent = label ?? '';
      const dd = document.createElement('dd');
      dd.textContent = value ?? '';
      return [dt, dd];
    }),
  );
}

function addRow(line: OfferItem) {
  const tr = document.createElement('tr');
  const quantity = document.createElement('input');
  quantity.value = formatNumber(line.quantity, 3);
  quantity.setAttribute('aria-label', `Ilość: ${line.name}`);
  quantity.addEventListener('focus', () => quantity.select());
  quantity.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const value = Number(quantity.value.replace(',', '.'));
    void api<OfferLineChange>('PUT', `/api/offer-item-qty/${line.id}`, { version, quantity: value }).then(apply);
  });
  const quantityCell = cell('td', '', true);
  quantityCell.append(quantity, ` ${line.unit}`);
  const total = cell('td', formatMoney(line.total_row_excl_tax), true);
  tr.append(
    cell('td', String(line.ordinal_no), true),
    cell('th', line.name),
    quantityCell,
    cell('td', formatMoney(line.catalog_price), true),
    cell('td', formatPercent(line.discount_from_catalog), true),
    cell('td', formatMoney(line.client_price), true),
    cell('td', formatMoney(line.minimal_price), true),
    total,
    cell('td', formatPercent(line.margin), true),
    cell('td', line.producer),
  );
  tbody.append(tr);
  rows.set(line.id, { quantity, total });
}

/** A write's answer: the changed lines' cells, new lines appended, the totals. */
function apply(change: OfferLineChange) {
  version = change.offer.version;
  for (const line of change.items) {
    const row = rows.get(line.id);
    if (!row) {
      addRow(line);
      continue;
    }
    row.quantity.value = formatNumber(line.quantity, 3);
    row.total.textContent = formatMoney(line.total_row_excl_tax);
  }
  showTotals(change.offer);
}

async function addExact(code: string) {
  const found = await api<{ items: ProductListItem[] }>(
    'GET',
    `/api/products/list?search=${encodeURIComponent(code)}&limit=8`,
  );
  const product = found.items.find((p) => p.symbol.toLowerCase() === code.toLowerCase());
  if (!product) throw new Error(`no product ${code}`);
  apply(
    await api<OfferLineChange>('POST', `/api/offer-item/${offerId}`, { version, product_id: product.id, quantity: 1 }),
  );
}

const offer = await api<OfferDetail>('GET', `/api/offer/${offerId}`);
version = offer.version;
const add = document.createElement('input');
add.setAttribute('role', 'combobox');
add.setAttribute('aria-expanded', 'false');
add.setAttribute('aria-label', 'Dodaj pozycję');
add.addEventListener('keydown', (event) => {
  if (event.key !== 'Enter' || !add.value.trim()) return;
  event.preventDefault();
  const code = add.value.trim();
  add.value = '';
  void addExact(code);
});
const table = document.createElement('table');
table.setAttribute('aria-label', 'Pozycje');
const head = document.createElement('tr');
for (const title of [
  'Lp.',
  'Nazwa',
  'Ilość',
  'Cena katalogowa',
  'Rabat',
  'Cena',
  'Cena minimalna',
  'Netto',
  'Marża',
  'Producent',
])
  head.append(cell('th', title));
table.createTHead().append(head);
table.append(tbody);
for (const line of offer.items) addRow(line);
showTotals(offer);
document.body.append(totals, add, table);
add.focus();
// Read by the bench: the lines are on screen.
document.body.dataset.ready = 'true';
