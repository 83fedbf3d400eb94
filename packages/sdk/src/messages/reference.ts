/**
 * Polish text of the reference-data area (clients, invoices, users, substitutions, imports,
 * notifications, shortcuts, table settings). Kept apart from `pl.ts` so areas grow independently.
 */
export const referenceMessages = {
  clientNotFound: 'Nie znaleziono klienta.',
  invoiceNotFound: 'Nie znaleziono faktury.',
  userNotFound: 'Nie ma takiego użytkownika.',
  substitutionNotFound: 'Nie znaleziono zastępstwa.',
  unknownWarehouse: 'Nieznany magazyn: {codes}.',
  foreignWarehouse: 'Magazyn {codes} nie należy do firmy użytkownika.',
  roleAboveOwn: 'Nie możesz nadać roli wyższej niż własny poziom uprawnień.',
  ownStatus: 'Nie możesz dezaktywować własnego konta.',
  inactiveDeputy: 'Zastępcą może być tylko aktywny użytkownik.',
  substitutionInPast: 'Zastępstwo nie może kończyć się w przeszłości.',
  substitutionOverlap: 'Ta osoba ma już zastępstwo w tym okresie.',
  substitutionFinished: 'Zastępstwo jest już zakończone.',
  notificationsNotFound: 'Nie znaleziono powiadomień: {ids}.',
} as const;
