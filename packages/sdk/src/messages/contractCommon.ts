/**
 * Polish validation errors of the contract's shared building blocks (ids, dates, the list
 * convention's paging, sorting and search; contract/common.ts) and of the fields several areas
 * share (true/false values, file names, the idempotency key). `{key}` placeholders are filled
 * with `formatMessage`.
 */
export const contractCommonMessages = {
  id: 'Identyfikator musi być liczbą całkowitą dodatnią.',
  isoDate: 'Data musi mieć format RRRR-MM-DD.',
  isoDateTime: 'Nieprawidłowa data i godzina (ISO 8601).',
  search: {
    tooLong: 'Wyszukiwana fraza jest za długa.',
    controlCharacter: 'Wyszukiwana fraza nie może zawierać znaków sterujących.',
  },
  page: {
    notNumber: 'Numer strony musi być liczbą.',
    notInteger: 'Numer strony musi być liczbą całkowitą.',
    notPositive: 'Numer strony musi być większy od zera.',
  },
  limit: {
    notNumber: 'Limit musi być liczbą.',
    notInteger: 'Limit musi być liczbą całkowitą.',
    notPositive: 'Limit musi być większy od zera.',
    tooLarge: 'Limit nie może przekraczać {max}.',
  },
  sort: 'Nieznane pole sortowania. Dozwolone: {fields}.',
  /** A JSON body's true/false field. */
  boolean: 'Wartość musi być typu logicznego.',
  /** `true`/`false` in a query string. */
  queryBoolean: 'Wartość musi być true albo false.',
  /** A file's name, as a body or query field (an import's file, an offer's attachment). */
  fileName: {
    required: 'Podaj nazwę pliku.',
    tooLong: 'Nazwa pliku jest za długa.',
  },
  /** A town's name (a client filter, a delivery address). */
  cityTooLong: 'Nazwa miejscowości jest za długa.',
  /** The `Idempotency-Key` header of the line writes. */
  idempotencyKey: 'Klucz idempotencji (Idempotency-Key) to od 1 do {max} znaków: litery, cyfry i łączniki (np. UUID).',
} as const;
