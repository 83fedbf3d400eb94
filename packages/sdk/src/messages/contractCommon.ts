/**
 * Polish validation errors of the contract's shared building blocks (ids, dates, the list
 * convention's paging, sorting and search; contract/common.ts). `{key}` placeholders are filled
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
} as const;
