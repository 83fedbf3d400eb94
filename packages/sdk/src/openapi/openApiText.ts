// The prose of the OpenAPI document: what a reader without the project's docs needs to know.

/** The status codes of the shared error answers. */
export type ErrorResponseName = '400' | '401' | '403' | '404' | '409' | '413' | '429' | 'default';

/** Shared error answers (`components.responses`), all with the `ErrorBody` shape. */
export const ERROR_RESPONSES: Record<
  ErrorResponseName,
  { name: string; ref: string; description: string; headers?: Record<string, { description: string; schema: object }> }
> = {
  '400': {
    name: 'ValidationError',
    ref: '#/components/responses/ValidationError',
    description:
      'Nieprawidłowe dane (`validation_error` z polem `fields`: nazwa pola → lista polskich komunikatów, `_` dla całej ' +
      'treści; `malformed_json`). Nic nie zostało zapisane.',
  },
  '401': {
    name: 'Unauthorized',
    ref: '#/components/responses/Unauthorized',
    description: 'Brak tokenu, token nieważny, wygasły albo unieważniony (`unauthorized`).',
  },
  '403': {
    name: 'Forbidden',
    ref: '#/components/responses/Forbidden',
    description: 'Rola użytkownika nie pozwala na to wywołanie albo magazyn jest poza jego magazynami (`forbidden`).',
  },
  '404': {
    name: 'NotFound',
    ref: '#/components/responses/NotFound',
    description: 'Nie ma zasobu o podanym identyfikatorze albo użytkownik go nie widzi (`not_found`).',
  },
  '409': {
    name: 'Conflict',
    ref: '#/components/responses/Conflict',
    description:
      'Dokument zmienił się od odczytu (`stale_version`: `version` w treści jest starsza niż bieżąca; odczytaj go ' +
      'ponownie i zdecyduj, czy powtórzyć zmianę) albo jego stan nie pozwala na tę zmianę niezależnie od wersji ' +
      '(`invalid_state`: np. potwierdzone zamówienie, zaakceptowana oferta, osiągnięty limit; ponowienie nic nie da).',
  },
  '413': {
    name: 'PayloadTooLarge',
    ref: '#/components/responses/PayloadTooLarge',
    description: 'Treść żądania przekracza limit wywołania (`payload_too_large`).',
  },
  '429': {
    name: 'TooManyRequests',
    ref: '#/components/responses/TooManyRequests',
    description:
      'Zbyt wiele prób z tego adresu (`too_many_attempts`); nagłówek `Retry-After` mówi, po ilu sekundach spróbować ponownie.',
    headers: {
      'Retry-After': {
        description: 'Liczba sekund do następnej dozwolonej próby.',
        schema: { type: 'integer', minimum: 1 },
      },
      'RateLimit-Policy': {
        description:
          'Limit, który zadziałał (szkic IETF „RateLimit header fields for HTTP”), np. `"login";q=5;w=900`: nazwa, liczba prób `q` w oknie `w` sekund.',
        schema: { type: 'string' },
      },
      RateLimit: {
        description: 'Stan limitu, np. `"login";r=0;t=840`: pozostałe próby `r` i sekundy `t` do ich odnowienia.',
        schema: { type: 'string' },
      },
    },
  },
  default: {
    name: 'Error',
    ref: '#/components/responses/Error',
    description:
      'Inny błąd, np. 422 (`idempotency_key_reused`), 503 (serwer zajęty, z nagłówkiem `Retry-After`) albo 500 ' +
      '(`internal_error`).',
  },
};

/** Tags (groups of calls), in the order a reader meets them. */
export const TAGS: { name: string; description: string; words: readonly string[] }[] = [
  { name: 'Konto', description: 'Logowanie, sesja i ustawienia użytkownika.', words: ['account', 'ui-config'] },
  { name: 'Tokeny API', description: 'Osobiste tokeny API do skryptów i eksportów.', words: ['api-token'] },
  { name: 'Oferty', description: 'Oferty, ich pozycje i obieg akceptacji.', words: ['offer', 'outbox'] },
  { name: 'Zamówienia', description: 'Zamówienia i ich pozycje.', words: ['order'] },
  { name: 'Klienci', description: 'Klienci, osoby kontaktowe, płatnicy.', words: ['client', 'recipient'] },
  { name: 'Faktury', description: 'Faktury i rozrachunki.', words: ['invoice', 'settlement'] },
  { name: 'Produkty', description: 'Katalog, wyszukiwanie, ceny i atrybuty.', words: ['product'] },
  { name: 'Magazyny', description: 'Stany magazynowe.', words: ['inventory', 'warehouse'] },
  { name: 'Dostawcy', description: 'Dostawcy.', words: ['supplier'] },
  { name: 'Powiadomienia', description: 'Powiadomienia użytkownika.', words: ['notification'] },
  { name: 'Użytkownicy', description: 'Administracja użytkownikami i zastępstwa.', words: ['user', 'substitution'] },
  { name: 'Importy', description: 'Zadania importu danych.', words: ['import'] },
  { name: 'Pulpit', description: 'Skróty pulpitu i statystyki sprzedaży.', words: ['shortcut', 'stats'] },
  { name: 'Ustawienia', description: 'Układ tabel.', words: ['table-config'] },
  {
    name: 'Webhooki',
    description:
      'Odbiorcy webhooków (Standard Webhooks), ich dziennik wysyłek i dziennik zmian dla systemów, które odpytują.',
    words: ['webhook', 'changes'],
  },
  { name: 'Opis API', description: 'Ten dokument.', words: ['openapi'] },
  { name: 'Inne', description: 'Pozostałe wywołania.', words: [] },
];

/**
 * The tag of a path: the first group whose word appears in the path after `/api/` (offer
 * calls under `/api/client/:id/…` are offers: groups are tried in order, words anywhere in
 * the path). A path with none of the words lands in "Inne".
 */
export function tagOf(path: string): string {
  const rest = path.replace(/^\/api\//, '').replace(/:\w+/g, '');
  // Words of the path: each segment whole and split at hyphens (`table-offer-list` → table, offer, list).
  const words = rest.split(/[/]/).flatMap((segment) => [segment, ...segment.split('-')]);
  const hit = (word: string) => words.some((w) => w === word || w === `${word}s` || w.startsWith(word));
  return (TAGS.find((t) => t.words.some(hit)) ?? TAGS[TAGS.length - 1])?.name ?? 'Inne';
}

/** `info.description`: the conventions every call follows. */
export function apiDescription(): string {
  return [
    'API systemu salesdesk: oferty, zamówienia, klienci, katalog ze stanami i cenami, faktury, użytkownicy.',
    'Dokument jest generowany z tabeli wywołań pakietu `@salesdesk/sdk`, z której korzystają też serwer referencyjny,',
    'klient TypeScript i testy, więc opisuje dokładnie to, co serwer sprawdza i zwraca.',
    '',
    '**Uwierzytelnianie.** `POST /api/account/login` zwraca token; każde wywołanie oprócz oznaczonych jako publiczne',
    'wymaga nagłówka `Authorization: Bearer <token>`. Skrypty i eksporty nocne używają osobistego tokenu API',
    '(`sdpat_…`, tworzony w ustawieniach aplikacji lub `POST /api/api-tokens`): ważny do wybranego dnia, z zakresem',
    '`read` (tylko GET) albo `full`, z uprawnieniami właściciela; wywołania oznaczone jako „tylko w sesji” go odrzucają.',
    '',
    '**Formaty.** Kwoty to liczby całkowite w groszach (`12345` = 123,45 zł). `tax_rate` to procent całkowity',
    '(23, 8, 5, 0), `margin` to procent z dwoma miejscami po przecinku, ilości mają do 3 miejsc po przecinku. Daty',
    'mają postać `RRRR-MM-DD`, znaczniki czasu ISO 8601 z przesunięciem (`Z`). Identyfikatory to dodatnie liczby',
    'całkowite.',
    '',
    '**Klucze.** Klucze pól są w snake_case. Wyjątek to kolumny faktur (`number-invoices`, `date-of-issue`,',
    '`left-to-pay`, …), których klucze z łącznikami (kebab-case) ustalono dla produktu i zachowano bez zmian; ich',
    'schematy mówią o tym w opisie. Kilka kluczy w camelCase również pochodzi z ustaleń produktu: `tableColumns`,',
    '`itemsPerPage` (układ tabel), `orderId` (potwierdzenie zamówienia) i flagi filtra stanów (`stockhouseProducts`).',
    '',
    '**Listy.** Każda lista przyjmuje `page` (od 1), `limit` (domyślnie 5, najwyżej 200), `sort` (`pole` rosnąco,',
    '`-pole` malejąco, z listy dozwolonych), `search` i filtry kolumn; nieznany parametr to błąd 400. Odpowiedź ma',
    'postać `{items, total, page, limit}`.',
    '',
    '**Zapisy.** Zmiana dokumentu niesie `version` odczytanej wersji; starsza wersja daje 409 i nic nie zmienia.',
    'Obiekty w treści żądań są ścisłe: nieznane pole to błąd 400.',
    '',
    '**Błędy.** Każda odpowiedź inna niż 2xx ma postać `ErrorBody` `{code, message, fields?}` z polskim komunikatem.',
  ].join('\n');
}

/** The description a schema with hyphenated keys carries (invoice columns). */
export const KEBAB_CASE_NOTE =
  'Klucze z łącznikami (kebab-case, np. `date-of-issue`) są ustalone dla kolumn faktur i zostają w tej postaci; ' +
  'pozostałe pola API mają klucze w snake_case.';
