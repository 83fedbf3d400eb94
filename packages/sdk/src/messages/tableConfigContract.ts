/**
 * Polish text of the table-settings contract (contract/tableConfig.ts: a user's columns and rows
 * per page of each table): the validation errors of its zod schemas and the one-line summaries
 * of its calls (docs/contract.md, the OpenAPI document). `{key}` placeholders are filled with
 * `formatMessage`.
 */
export const tableConfigContractMessages = {
  tableId: {
    notText: 'Identyfikator tabeli musi być tekstem.',
    format: 'Nieprawidłowy identyfikator tabeli.',
    unknown: 'Nieznana tabela: {table}.',
  },
  columns: {
    key: 'Nieprawidłowy klucz kolumny.',
    notList: 'Lista kolumn musi być tablicą.',
    tooMany: 'Za dużo kolumn.',
    repeated: 'Kolumny nie mogą się powtarzać.',
    unknown: 'Nieznane kolumny tabeli {table}: {columns}.',
  },
  itemsPerPage: {
    notNumber: 'Liczba wierszy musi być liczbą.',
    notInteger: 'Liczba wierszy musi być liczbą całkowitą.',
    notPositive: 'Liczba wierszy musi być większa od zera.',
    tooLarge: 'Liczba wierszy nie może przekraczać {max}.',
  },
  /** One line per call, for docs/contract.md and the OpenAPI document. */
  summaries: {
    tableConfigGet: 'Ustawienia tabeli użytkownika (kolumny, wiersze na stronę); domyślne, gdy nie zapisano.',
    tableConfigSet: 'Zapisuje ustawienia tabeli: znane kolumny znanych tabel, itemsPerPage 1..200.',
  },
} as const;
