/** The kinds of data a file import brings in (docs/imports.md); a scheduled job runs one kind. */
export const IMPORT_KINDS = [
  'companies',
  'warehouses',
  'products',
  'prices',
  'stock',
  'users',
  'clients',
  'contacts',
  'invoices',
  'payments',
] as const;
/** A kind of import. */
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** One column a kind's file may hold: its SPEC §3 key, its Polish label (the UI's) and other names it goes by. */
export interface ImportColumn {
  readonly key: string;
  readonly label: string;
  readonly aliases?: readonly string[];
}

/** The columns of one kind: `keys` identify a row (required in the header), `columns` lists every column known. */
export interface ImportKindColumns {
  readonly keys: readonly string[];
  readonly columns: readonly ImportColumn[];
}

/** The five prices of a product (SPEC §3), złote in files, grosze inside. */
export const IMPORT_PRICE_COLUMNS: readonly ImportColumn[] = [
  { key: 'catalog_price', label: 'Cena katalogowa' },
  { key: 'buy_price', label: 'Cena zakupu' },
  { key: 'recommended_price', label: 'Cena zalecana' },
  { key: 'minimal_price', label: 'Cena minimalna' },
  { key: 'market_price', label: 'Cena rynkowa' },
];

/** The columns of the staff, clients, contacts and payments kinds (docs/imports.md). */
const PEOPLE_IMPORT_COLUMNS = {
  users: {
    keys: ['username'],
    columns: [
      { key: 'username', label: 'Login', aliases: ['Nazwa użytkownika', 'Użytkownik'] },
      { key: 'firstname', label: 'Imię' },
      { key: 'lastname', label: 'Nazwisko' },
      { key: 'email', label: 'E-mail', aliases: ['mail'] },
      { key: 'phone', label: 'Telefon' },
      { key: 'role', label: 'Rola' },
      { key: 'company_code', label: 'Kod firmy', aliases: ['Firma'] },
      { key: 'default_warehouse', label: 'Magazyn domyślny' },
      { key: 'available_warehouses', label: 'Dostępne magazyny', aliases: ['Magazyny'] },
      { key: 'is_acceptor', label: 'Akceptujący', aliases: ['Akceptant'] },
      { key: 'source', label: 'Źródło' },
    ],
  },
  clients: {
    keys: ['external_id'],
    columns: [
      { key: 'external_id', label: 'Kod klienta', aliases: ['Identyfikator', 'ID klienta'] },
      { key: 'name', label: 'Nazwa', aliases: ['Nazwa klienta'] },
      { key: 'nip', label: 'NIP' },
      { key: 'address', label: 'Adres' },
      { key: 'street', label: 'Ulica' },
      { key: 'postal_code', label: 'Kod pocztowy' },
      { key: 'city', label: 'Miejscowość', aliases: ['Miasto'] },
      { key: 'email', label: 'E-mail', aliases: ['mail'] },
      { key: 'phone', label: 'Telefon' },
      { key: 'payer', label: 'Płatnik', aliases: ['payer_external_id', 'Kod płatnika'] },
      { key: 'credit_limit', label: 'Limit kredytowy', aliases: ['Limit kupiecki', 'Limit'] },
      { key: 'payment_term_days', label: 'Termin płatności', aliases: ['payment_terms', 'Termin płatności (dni)'] },
      { key: 'sales_blocked', label: 'Blokada sprzedaży', aliases: ['blocked', 'Zablokowany'] },
      { key: 'block_reason', label: 'Powód blokady' },
      { key: 'salesperson', label: 'Opiekun', aliases: ['Handlowiec', 'salesperson_username'] },
    ],
  },
  contacts: {
    keys: ['client_external_id', 'name'],
    columns: [
      { key: 'client_external_id', label: 'Kod klienta', aliases: ['Klient', 'external_id'] },
      { key: 'name', label: 'Imię i nazwisko', aliases: ['Nazwa', 'Osoba kontaktowa'] },
      { key: 'phone', label: 'Telefon' },
      { key: 'mail', label: 'E-mail', aliases: ['email'] },
      { key: 'annotation', label: 'Uwagi', aliases: ['Adnotacja', 'Notatka'] },
    ],
  },
  payments: {
    keys: ['invoice_number', 'date', 'amount', 'method'],
    columns: [
      { key: 'payment_id', label: 'Identyfikator płatności', aliases: ['id', 'Nr płatności'] },
      { key: 'invoice_number', label: 'Numer faktury', aliases: ['Faktura'] },
      { key: 'date', label: 'Data płatności', aliases: ['payment_date', 'Data'] },
      { key: 'amount', label: 'Kwota' },
      { key: 'method', label: 'Forma płatności', aliases: ['Sposób płatności', 'Metoda'] },
    ],
  },
} as const satisfies Record<string, ImportKindColumns>;

const symbol: ImportColumn = { key: 'symbol', label: 'Symbol', aliases: ['Indeks'] };

/**
 * The columns of each kind. A file's header names them by key or label, in any order, case and
 * Polish letters ignored (`importHeaderName`).
 */
export const importColumns: Readonly<Record<ImportKind, ImportKindColumns>> = {
  companies: {
    keys: ['code'],
    columns: [
      { key: 'code', label: 'Kod firmy', aliases: ['company_code', 'Kod'] },
      { key: 'name', label: 'Nazwa', aliases: ['Nazwa firmy'] },
      { key: 'nip', label: 'NIP' },
      { key: 'krs', label: 'KRS' },
      { key: 'registry_court', label: 'Sąd rejestrowy' },
      { key: 'share_capital', label: 'Kapitał zakładowy' },
      { key: 'street', label: 'Ulica', aliases: ['Adres'] },
      { key: 'postal_code', label: 'Kod pocztowy' },
      { key: 'city', label: 'Miejscowość', aliases: ['Miasto'] },
      { key: 'bank_account', label: 'Rachunek bankowy', aliases: ['Numer rachunku', 'Konto'] },
      { key: 'phone', label: 'Telefon' },
      { key: 'email', label: 'E-mail', aliases: ['mail'] },
      { key: 'www', label: 'Strona WWW' },
    ],
  },
  warehouses: {
    keys: ['source_code'],
    columns: [
      { key: 'source_code', label: 'Kod magazynu', aliases: ['Magazyn'] },
      { key: 'source_name', label: 'Nazwa magazynu' },
      { key: 'company', label: 'Firma', aliases: ['company_code'] },
      { key: 'organizational_unit_name', label: 'Jednostka organizacyjna', aliases: ['Oddział'] },
    ],
  },
  products: {
    keys: ['symbol'],
    columns: [
      symbol,
      { key: 'index_name', label: 'Nazwa' },
      { key: 'index_short_name', label: 'Nazwa skrócona' },
      { key: 'uom', label: 'J.m.', aliases: ['Jednostka'] },
      { key: 'ean', label: 'EAN', aliases: ['Kod kreskowy'] },
      ...IMPORT_PRICE_COLUMNS,
      { key: 'tax_rate', label: 'VAT', aliases: ['Stawka VAT'] },
      { key: 'manufacturer', label: 'Producent' },
      { key: 'catalog_number', label: 'Nr katalogowy', aliases: ['Numer katalogowy'] },
      { key: 'description', label: 'Opis' },
      { key: 'image', label: 'Zdjęcie' },
      { key: 'product_group', label: 'Grupa cenowa', aliases: ['Grupa'] },
      { key: 'collective_packaging', label: 'Opakowanie zbiorcze' },
      { key: 'supplier', label: 'Dostawca' },
    ],
  },
  prices: {
    keys: ['symbol'],
    columns: [symbol, ...IMPORT_PRICE_COLUMNS],
  },
  stock: {
    keys: ['symbol', 'source_code'],
    columns: [
      symbol,
      { key: 'source_code', label: 'Kod magazynu', aliases: ['Magazyn', 'warehouse'] },
      { key: 'stock_quantity', label: 'Stan' },
      { key: 'reserved', label: 'Rezerwacje ERP', aliases: ['Rezerwacje'] },
      { key: 'warehouse_date', label: 'Ostatnie przyjęcie' },
      { key: 'incoming', label: 'W drodze', aliases: ['fw_available_stock', 'fw_stock_quantity'] },
      { key: 'forward_to', label: 'Dostawa do' },
    ],
  },
  ...PEOPLE_IMPORT_COLUMNS,
  // A CSV/XLSX of invoices has one row per line, the invoice's own columns repeated on each of its
  // lines (how ERPs export them); KSeF FA(3) XML files need no header (docs/imports.md, "invoices").
  invoices: {
    keys: ['number'],
    columns: [
      { key: 'number', label: 'Numer faktury', aliases: ['Nr faktury', 'invoice_number', 'number-invoices'] },
      { key: 'ksef_number', label: 'Numer KSeF', aliases: ['Nr KSeF'] },
      { key: 'issue_date', label: 'Data wystawienia', aliases: ['date-of-issue'] },
      { key: 'sale_date', label: 'Data sprzedaży', aliases: ['delivery-date', 'Data dostawy'] },
      { key: 'due_date', label: 'Termin płatności', aliases: ['date-of-payment'] },
      { key: 'seller_nip', label: 'NIP sprzedawcy' },
      { key: 'buyer_nip', label: 'NIP nabywcy', aliases: ['NIP klienta'] },
      { key: 'order_number', label: 'Numer zamówienia', aliases: ['Nr zamówienia'] },
      { key: 'line_name', label: 'Nazwa towaru', aliases: ['Pozycja', 'Nazwa'] },
      { key: 'unit', label: 'J.m.', aliases: ['Jednostka'] },
      { key: 'quantity', label: 'Ilość' },
      { key: 'unit_price', label: 'Cena netto' },
      { key: 'net_value', label: 'Wartość netto' },
      { key: 'tax_rate', label: 'VAT', aliases: ['Stawka VAT'] },
      { key: 'gross_value', label: 'Wartość brutto' },
    ],
  },
};

/**
 * The form a header cell is compared in: lower case, Polish letters folded (ł too), every run of
 * other characters one space. `Cena katalogowa`, `cena_katalogowa` and `CENA KATALOGOWA` are one.
 */
export function importHeaderName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The column of `kind` a header cell names, or undefined when it names none. */
export function importColumnOf(kind: ImportKind, header: string): ImportColumn | undefined {
  const name = importHeaderName(header);
  if (!name) return undefined;
  return importColumns[kind].columns.find(
    (c) =>
      importHeaderName(c.key) === name ||
      importHeaderName(c.label) === name ||
      (c.aliases ?? []).some((a) => importHeaderName(a) === name),
  );
}

/** The kinds a full import applies to: they have something to deactivate (products, stock rows, staff accounts). */
export const IMPORT_FULL_KINDS: readonly ImportKind[] = ['products', 'stock', 'users'];

/** Whether a `full` import of `kind` means anything (the others refuse it, 400). */
export function importSupportsFull(kind: ImportKind): boolean {
  return IMPORT_FULL_KINDS.includes(kind);
}
