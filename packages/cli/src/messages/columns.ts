import { offerMessages } from '@salesdesk/sdk';

/**
 * Polish names of the list columns, by API key, for the `list` table and XLSX headers (the
 * same words the app's tables use). A key without a name here is shown as the key.
 */
export const columnLabels: Record<string, string> = {
  id: 'Id',
  created_at: 'Utworzono',
  updated_at: 'Zmieniono',
  valid_until: 'Ważna do',
  realization_date: 'Realizacja',
  number: 'Numer',
  customer_fullname: 'Klient',
  receiver_fullname: 'Odbiorca',
  status: 'Status',
  grand_total_excl_tax: 'Netto',
  grand_total_incl_tax: 'Brutto',
  margin: 'Marża %',
  creator_fullname: 'Autor',
  acceptor_fullname: 'Akceptujący',
  comment: 'Komentarz',
  template: 'Szablon',
  client_id: 'Id klienta',
  receiver_id: 'Id odbiorcy',
  offer_id: 'Id oferty',
  archived: 'Archiwum',
  required_approval_level: 'Wymagana akceptacja',
  version: 'Wersja',
  'number-invoices': 'Numer',
  client: 'Klient',
  'date-of-issue': 'Wystawiona',
  'delivery-date': 'Dostawa',
  'date-of-payment': 'Termin płatności',
  'net-value': 'Netto',
  'gross-value': 'Brutto',
  'status-invoices': 'Status',
  'left-to-pay': 'Do zapłaty',
  product_id: 'Id produktu',
  warehouse_code: 'Magazyn',
  symbol: 'Symbol',
  ean: 'EAN',
  index_name: 'Nazwa',
  stock_quantity: 'Stan',
  available_stock: 'Dostępne',
  warehouse_date: 'Data stanu',
  uom: 'Jm.',
  catalog_price: 'Cena katalogowa',
  buy_price: 'Cena zakupu',
  market_price: 'Cena rynkowa',
  forward_to: 'Dostawa w drodze do',
  fw_available_stock: 'W drodze',
  external_id: 'Kod',
  name: 'Nazwa',
  nip: 'NIP',
  address: 'Adres',
  // Lines of an offer or order (the words of the document page's line table).
  ordinal_no: 'Lp.',
  photo: 'Zdjęcie',
  short_name: 'Nazwa skrócona',
  quantity: 'Ilość',
  unit: 'Jm.',
  discount_from_catalog: 'Rabat %',
  client_price: 'Cena dla klienta',
  offer_price: 'Cena w ofercie',
  recommended_price: 'Cena zalecana',
  minimal_price: 'Cena minimalna',
  margin_minimal: 'Marża przy cenie min. %',
  margin_threshold: 'Próg marży %',
  buy_price_orig: 'Cena zakupu przy dodaniu',
  collective_packaging: 'Opakowanie zbiorcze',
  producer: 'Producent',
  tax_rate: 'VAT %',
  total_row_excl_tax: 'Wartość netto',
  total_row_incl_tax: 'Wartość brutto',
  margin_amount: 'Marża (zł)',
  below_minimal: 'Poniżej ceny minimalnej',
  stock_warehouse: 'Magazyn stanu',
};

const invoiceStatuses: Record<string, string> = {
  paid: 'Zapłacona',
  partially_paid: 'Częściowo zapłacona',
  unpaid: 'Niezapłacona',
  overdue: 'Przeterminowana',
};

/**
 * Polish names of coded values, per resource and column (statuses, approval levels): what the
 * table shows instead of the API's code.
 */
export const valueLabels: Record<string, Record<string, Record<string, string>>> = {
  offers: { status: offerMessages.statuses, required_approval_level: offerMessages.approvalLevels },
  orders: { status: offerMessages.orderStatuses },
  invoices: { 'status-invoices': invoiceStatuses },
};

/** The Polish name of a column (the key itself when there is none). */
export function columnLabel(key: string): string {
  return columnLabels[key] ?? key;
}
