/** Polish messages of the flag and argument checks (zod), and the names of the resources. */
export const optionMessages = {
  id: {
    number: 'id musi być liczbą',
    integer: 'id musi być liczbą całkowitą',
    positive: 'id musi być liczbą dodatnią',
  },
  client: {
    number: 'id klienta (liczba)',
    integer: 'id klienta (liczba całkowita)',
    positive: 'id klienta (liczba dodatnia)',
  },
  date: 'data w formacie RRRR-MM-DD',
  page: 'numer strony',
  limit: 'liczba wierszy',
  limitMax: 'najwyżej 200',
  format: (formats: readonly string[]) => `jeden z: ${formats.join(', ')}`,
  delimiter: 'jeden znak (np. ; , tab), nie cudzysłów',
  decimal: 'przecinek albo kropka',
  shell: 'powłoka: bash albo zsh',
} as const;

/** Resource names in the forms the CLI's sentences need (genitive plural, accusative). */
export const resourceLabels = {
  offers: 'ofert',
  orders: 'zamówień',
  invoices: 'faktur',
  stock: 'stanów magazynowych',
  clients: 'klientów',
  offerLines: 'pozycji oferty',
  orderLines: 'pozycji zamówienia',
  offer: 'ofertę',
  order: 'zamówienie',
  invoice: 'fakturę',
} as const;
