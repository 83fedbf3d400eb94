import { documentLineColumnHeaders } from '../messages/documentLines';
import { offerMessages } from '../messages/offers';

// The one table of Polish column names and value labels of the exportable lists: the app's
// tables, the browser's exports and the CLI's `list`, `export` (XLSX, CSV) all read it, so a
// header is written once.

/** A list that the CLI exports and whose columns the app's table names from here. */
export type ListResource = 'offers' | 'orders' | 'invoices' | 'clientInvoices' | 'stock' | 'clients' | 'lines';

/** Polish names of the invoice statuses. */
export const invoiceStatusLabels = {
  paid: 'Zapłacona',
  partially_paid: 'Częściowo zapłacona',
  unpaid: 'Niezapłacona',
  overdue: 'Przeterminowana',
} as const;

/** Columns every document list has (offers and orders name their dates in their own gender). */
const documentColumns = {
  id: 'Id',
  number: 'Numer',
  customer_fullname: 'Klient',
  receiver_fullname: 'Odbiorca',
  status: 'Status',
  grand_total_excl_tax: 'Netto',
  grand_total_incl_tax: 'Brutto',
  margin: 'Marża',
  creator_fullname: 'Autor',
  acceptor_fullname: 'Akceptujący',
  comment: 'Komentarz',
  client_id: 'Id klienta',
  receiver_id: 'Id odbiorcy',
  archived: 'Archiwum',
  required_approval_level: 'Wymagana akceptacja',
  version: 'Wersja',
} as const;

/**
 * Polish column names by list and API key (SPEC §3 keys): the app's table headers, the XLSX and
 * CSV headers of the browser's and the CLI's exports, the CLI's `list` table.
 */
export const listColumnLabels = {
  offers: {
    ...documentColumns,
    created_at: 'Utworzona',
    updated_at: 'Zmieniona',
    valid_until: 'Ważna do',
    template: 'Szablon',
  },
  orders: {
    ...documentColumns,
    created_at: 'Utworzone',
    updated_at: 'Ostatnia zmiana',
    realization_date: 'Realizacja',
    offer_id: 'Id oferty',
  },
  invoices: {
    id: 'Id',
    'number-invoices': 'Numer',
    client: 'Klient',
    client_id: 'Id klienta',
    'date-of-issue': 'Data wystawienia',
    'delivery-date': 'Data dostawy',
    'date-of-payment': 'Termin płatności',
    'net-value': 'Netto',
    'gross-value': 'Brutto',
    'status-invoices': 'Status',
    'left-to-pay': 'Do zapłaty',
    overdue_days: 'Dni po terminie',
  },
  clientInvoices: {
    id: 'Id',
    'invoice-number': 'Numer',
    'date-of-issue': 'Data wystawienia',
    'shipping-date': 'Data wysyłki',
    'date-of-payment': 'Termin płatności',
    'net-value': 'Netto',
    'gross-value': 'Brutto',
    status: 'Status',
    'left-to-pay': 'Do zapłaty',
    overdue_days: 'Dni po terminie',
  },
  stock: {
    product_id: 'Id produktu',
    warehouse_code: 'Magazyn',
    symbol: 'Symbol',
    ean: 'EAN',
    index_name: 'Nazwa',
    index_short_name: 'Nazwa skrócona',
    image: 'Zdjęcie',
    stock_quantity: 'Stan',
    available_stock: 'Dostępne',
    cd_available_stock: 'Dostępne we wszystkich',
    fw_available_stock: 'W drodze',
    warehouse_date: 'Ostatnie przyjęcie',
    uom: 'J.m.',
    catalog_price: 'Cena katalogowa',
    buy_price: 'Cena zakupu',
    recommended_price: 'Cena zalecana',
    minimal_price: 'Cena minimalna',
    market_price: 'Cena rynkowa',
    tax_rate: 'VAT',
    manufacturer: 'Producent',
    catalog_number: 'Nr katalogowy',
    description: 'Opis',
    forward_to: 'Dostawa do',
  },
  clients: { id: 'Id', external_id: 'Nr klienta', name: 'Nazwa', nip: 'NIP', address: 'Adres' },
  // Lines of an offer or order: the words of the document page's line table, each with the unit
  // its cells show there (`Rabat %`), from the one table in `messages/documentLines`.
  lines: documentLineColumnHeaders,
} as const satisfies Record<ListResource, Record<string, string>>;

/**
 * Polish names of coded values by list and column (statuses, approval levels): what a table, a
 * spreadsheet and the CLI's table show instead of the API's code.
 */
export const listValueLabels: Record<ListResource, Record<string, Readonly<Record<string, string>>>> = {
  offers: { status: offerMessages.statuses, required_approval_level: offerMessages.approvalLevels },
  orders: { status: offerMessages.orderStatuses, required_approval_level: offerMessages.approvalLevels },
  invoices: { 'status-invoices': invoiceStatusLabels },
  clientInvoices: { status: invoiceStatusLabels },
  stock: {},
  clients: {},
  lines: {},
};

/** The Polish name of a column of a list (the key itself when there is none). */
export function listColumnLabel(resource: ListResource, key: string): string {
  return (listColumnLabels[resource] as Record<string, string>)[key] ?? key;
}

/** The Polish label of a coded value of a column (the value itself when it is not a code). */
export function listValueLabel(resource: ListResource, key: string, value: unknown): unknown {
  const labels = listValueLabels[resource][key];
  return typeof value === 'string' && labels?.[value] !== undefined ? labels[value] : value;
}
