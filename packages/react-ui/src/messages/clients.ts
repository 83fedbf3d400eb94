/** Texts of the clients pages. */
export const clientMessages = {
  title: 'Klienci',
  search: 'Szukaj po nazwie, NIP lub numerze klienta',
  empty: 'Brak klientów.',
  searching: 'Szukam…',
  loading: 'Wczytywanie klienta…',
  noMatches: 'Brak pasujących klientów.',
  nip: 'NIP {nip}',
  columns: { external_id: 'Nr klienta', name: 'Nazwa', nip: 'NIP', address: 'Adres' },
} as const;
