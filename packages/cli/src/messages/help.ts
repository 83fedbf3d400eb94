/**
 * The CLI's help in Polish: commander's own words, every command's description, option and
 * example. Examples run against the demo data the reference server seeds (user `handlowiec`,
 * warehouse WAW); `helpExamples.test.ts` runs each of them.
 */
export const helpMessages = {
  /** commander's section titles and usage words. */
  titles: {
    'Usage:': 'Użycie:',
    'Options:': 'Opcje:',
    'Arguments:': 'Argumenty:',
    'Commands:': 'Polecenia:',
    'Global Options:': 'Opcje globalne:',
  } as Record<string, string>,
  usageWords: { '[options]': '[opcje]', '[command]': '[polecenie]' } as Record<string, string>,
  defaultValue: 'domyślnie: {value}',
  choices: 'do wyboru: {values}',
  help: 'pokaż pomoc',
  helpCommand: 'pokaż pomoc polecenia',
  helpCommandArgument: '[polecenie]',
  version: 'pokaż wersję',
  afterError: '(użyj --help, aby zobaczyć dostępne opcje)',
  examples: 'Przykłady:',

  program: {
    description:
      'salesdesk: logowanie i eksport ofert, zamówień, faktur, stanów, klientów i pozycji dokumentów z serwera salesdesk.',
    profile: 'profil (zapisany serwer i token); także SALESDESK_PROFILE',
    baseUrl: 'adres serwera z http:// albo https://; także SALESDESK_BASE_URL',
    verbose: 'szczegóły błędów',
    quiet: 'bez komunikatów i paska postępu na stderr',
    exitCodes:
      'Kody wyjścia: 0 sukces, 1 błąd serwera lub sieci, 2 błędne użycie, 3 brak logowania lub odrzucony token, 130 przerwano (Ctrl-C).',
  },
  login: {
    description: 'Zaloguj się i zapisz token w profilu (plik konfiguracyjny z prawami 0600).',
    username: 'nazwa użytkownika (bez niej: pytanie w terminalu)',
    passwordStdin: 'czytaj hasło ze standardowego wejścia (dla skryptów)',
    tokenStdin: 'zapisz w profilu osobisty token API (sdpat_…) czytany ze standardowego wejścia',
  },
  logout: { description: 'Wyloguj się: unieważnij token na serwerze i usuń go z profilu.' },
  whoami: { description: 'Pokaż zalogowanego użytkownika.', json: 'wypisz dane jako JSON' },
  import: {
    description:
      'Zaimportuj plik CSV lub XLSX danych dystrybutora: companies (firmy), warehouses (magazyny), products (produkty), prices (ceny), stock (stany), users (pracownicy), clients (klienci), contacts (kontakty klientów), payments (płatności), invoices (faktury: pliki KSeF FA(3), ZIP albo CSV/XLSX). Tylko administrator; opis plików: docs/imports.md.',
    kind: 'rodzaj danych: companies, warehouses, products, prices, stock, users, clients, contacts, payments, invoices',
    file: 'plik CSV (UTF-8 lub Windows-1250; separator ; , lub tabulator) albo XLSX; dla invoices także XML FA(3) lub ZIP, albo kilka plików XML z manifestem CSV (wysłane razem, jako jeden import)',
    dryRun: 'tylko pokaż, co by się zmieniło; niczego nie zapisuj',
    full: 'pełny import: wycofaj to, czego plik nie wymienia (produkty, stany, konta pracowników)',
    acceptValid: 'zaimportuj poprawne wiersze, a odrzucone oddaj do poprawienia (zamiast odrzucać cały plik)',
    sheet: 'arkusz pliku XLSX (domyślnie pierwszy)',
    rejects: 'zapisz odrzucone wiersze (CSV z kolumną „błąd”) do pliku',
    json: 'wypisz wynik jako JSON',
  },
  completion: {
    description: 'Wypisz skrypt uzupełniania poleceń dla powłoki (bash albo zsh).',
    shell: 'bash albo zsh',
  },
  export: {
    description: 'Eksport list i pozycji dokumentu (strumieniowo, strona po stronie) do CSV, JSON, NDJSON lub XLSX.',
    resource: (label: string) => `Eksport ${label} do CSV, JSON, NDJSON albo XLSX.`,
    format: (formats: readonly string[]) => `format pliku: ${formats.join(', ')} (wielkość liter bez znaczenia)`,
    output: 'plik wyjściowy (domyślnie standardowe wyjście; XLSX tylko do pliku lub potoku)',
    delimiter: 'separator pól CSV (; , tab)',
    noBom: 'CSV bez znacznika BOM UTF-8',
    decimal: 'separator dziesiętny CSV: , albo . (domyślnie , przy ; i . przy innym separatorze)',
    raw: 'dla programów: nagłówki jako klucze API, statusy i inne kody bez tłumaczenia, tak/nie jako true/false',
    rawKeys: 'nagłówki jako klucze API zamiast polskich nazw kolumn (wartości po polsku)',
  },
  list: {
    description: 'Jedna strona listy jako tabela albo JSON (--json).',
    resource: (label: string) => `Jedna strona listy ${label} jako tabela (polskie nazwy kolumn) albo JSON.`,
    page: 'numer strony',
    limit: 'wierszy na stronie (1–200)',
    json: 'wypisz odpowiedź API jako JSON (kwoty w groszach)',
  },
  document: {
    offer: 'Zmiany w ofercie (dodawanie pozycji z listy).',
    order: 'Zmiany w zamówieniu (dodawanie pozycji z listy).',
  },
  get: {
    description: 'Pobierz jeden dokument jako JSON (kwoty w groszach, jak w API).',
    resource: (label: string) => `Pobierz ${label} o podanym id jako JSON.`,
    id: 'identyfikator',
  },
  filters: {
    status: 'tylko ten status (klucz API, np. {example})',
    client: 'tylko ten klient (id)',
    since: 'od dnia RRRR-MM-DD (włącznie)',
    until: 'do dnia RRRR-MM-DD (włącznie)',
    warehouse: 'magazyn (kod, np. WAW)',
    search: 'szukana fraza',
    sort: 'sortowanie: klucz kolumny albo -klucz (malejąco)',
    columns: 'kolumny po przecinku, w tej kolejności (klucze API, np. {example})',
    documentId: { offerId: 'identyfikator oferty', orderId: 'identyfikator zamówienia' },
  },
} as const;

/** Examples of each command's help, as typed in a shell. */
export const helpExamples = {
  program: [
    'salesdesk login',
    'salesdesk whoami',
    'salesdesk list invoices --status overdue',
    'salesdesk export invoices --status overdue --output zalegle.csv',
    'SALESDESK_TOKEN=... salesdesk export stock --format ndjson | jq .symbol',
  ],
  login: [
    'salesdesk login --base-url https://sprzedaz.example.pl',
    'printf %s "$HASLO" | salesdesk login --username handlowiec --password-stdin',
    'salesdesk --profile test login -u admin',
    'printf %s "$SALESDESK_API_TOKEN" | salesdesk --profile noc login --token-stdin',
  ],
  logout: ['salesdesk logout', 'salesdesk --profile test logout'],
  whoami: ['salesdesk whoami', 'salesdesk whoami --json | jq .role'],
  completion: [
    'salesdesk completion bash > ~/.local/share/bash-completion/completions/salesdesk',
    'source <(salesdesk completion bash)',
  ],
  export: [
    'salesdesk export invoices --since 2026-01-01 --until 2026-03-31 --output faktury-q1.csv',
    'salesdesk export offers --format xlsx --output oferty.xlsx',
    'salesdesk export clients --format ndjson | jq -r .nip',
    'salesdesk export offer-lines 6 --format xlsx --output oferta-6.xlsx',
  ],
  exportResource: {
    offers: ['salesdesk export offers --status accepted --since 2026-01-01 --output oferty.csv'],
    orders: ['salesdesk export orders --client 4 --format xlsx --output zamowienia.xlsx'],
    invoices: ['salesdesk export invoices --status overdue --columns number-invoices,client,left-to-pay'],
    stock: ['salesdesk export stock --warehouse WAW --format ndjson | jq .symbol'],
    clients: ['salesdesk export clients --search bud --delimiter , --output klienci.csv'],
    'offer-lines': [
      'salesdesk export offer-lines 6 --output pozycje-oferty.csv',
      'salesdesk export offer-lines 6 --format xlsx --output pozycje-oferty.xlsx',
    ],
    'order-lines': [
      'salesdesk export order-lines 1 --columns ordinal_no,name,quantity,discount_from_catalog,client_price',
    ],
  } as Record<string, string[]>,
  import: [
    'salesdesk import products produkty.csv --dry-run',
    'salesdesk import products produkty.csv --json | jq .created',
    'salesdesk import prices ceny.csv --accept-valid --rejects ceny-odrzucone.csv',
  ],
  list: ['salesdesk list invoices --status overdue', 'salesdesk list stock --warehouse WAW --json'],
  listResource: {
    offers: ['salesdesk list offers --status pending_approval', 'salesdesk list offers --columns number,status,margin'],
    orders: ['salesdesk list orders --client 4'],
    invoices: ['salesdesk list invoices --status overdue --sort -left-to-pay'],
    stock: ['salesdesk list stock --warehouse WAW --search rura'],
    clients: ['salesdesk list clients --search bud --limit 10'],
    'offer-lines': ['salesdesk list offer-lines 6'],
    'order-lines': ['salesdesk list order-lines 1 --json'],
  } as Record<string, string[]>,
  addLines: {
    offer: [
      'salesdesk offer add-lines 6 --dry-run < lista.csv',
      'salesdesk offer add-lines 6 --file zestawienie.xlsx --pick-best --dry-run',
    ],
    order: ['salesdesk order add-lines 1 --dry-run --json < lista.csv | jq .rows[0].kind'],
  } as Record<string, string[]>,
  get: ['salesdesk get order 1', 'salesdesk get invoice 1 > faktura-1.json'],
  getResource: {
    offer: ['salesdesk get offer 6', "salesdesk get offer 6 | jq '.items | length'"],
    order: ['salesdesk get order 1', 'salesdesk get order 1 | jq .number'],
    invoice: ['salesdesk get invoice 1', 'salesdesk get invoice 1 | jq .payments'],
  } as Record<string, string[]>,
} as const;
