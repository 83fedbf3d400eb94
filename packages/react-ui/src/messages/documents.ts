/** Texts shared by the offer and order lists (their filters). */
export const documentMessages = {
  filters: {
    status: 'Status',
    allStatuses: 'Wszystkie',
    archived: 'Archiwum',
    notArchived: 'Bieżące',
    onlyArchived: 'Zarchiwizowane',
    creator: 'Autor',
    anyCreator: 'Wszyscy',
    mine: 'Moje',
    client: 'Klient',
    clientPlaceholder: 'Nazwa lub NIP',
    created: 'Data utworzenia',
  },
} as const;
