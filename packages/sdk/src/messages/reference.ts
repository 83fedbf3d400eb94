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
  /** Blocked sales (docs/decisions/reference.md, "Credit and blocked sales"). */
  salesBlock: {
    creditLimit: 'przekroczony limit kredytowy: wykorzystano {used} z {limit}',
    overdue: 'faktury po terminie ponad {tolerance} tolerancji: najstarsza {days} po terminie, zaległość {amount}',
    /** A block the ERP set on the client (the clients import). */
    erp: 'sprzedaż zablokowana w systemie ERP: {reason}',
    erpNoReason: 'sprzedaż zablokowana w systemie ERP',
    /** The 409 of confirming an order for a blocked client by someone who may not release it. */
    confirmRefused:
      'Sprzedaż dla klienta „{client}” jest zablokowana ({reasons}). Zamówienie może potwierdzić tylko {roles}. W sprawie odblokowania napisz na {mailbox}.',
    confirmRefusedNoMailbox:
      'Sprzedaż dla klienta „{client}” jest zablokowana ({reasons}). Zamówienie może potwierdzić tylko {roles}.',
    overrideRoles: 'dyrektor regionu, zarząd lub administrator (nie autor zamówienia)',
    /** The 409 of creating an order (a draft, a copy, one from an offer) for a blocked client. */
    createRefused:
      'Sprzedaż dla klienta „{client}” jest zablokowana ({reasons}). Nowe zamówienie dla niego może utworzyć tylko {roles}. W sprawie odblokowania napisz na {mailbox}.',
    createRefusedNoMailbox:
      'Sprzedaż dla klienta „{client}” jest zablokowana ({reasons}). Nowe zamówienie dla niego może utworzyć tylko {roles}.',
    createRoles: 'dyrektor regionu, zarząd lub administrator',
    /** History entries of a document made or confirmed by someone who released the block. */
    releasedOnCreate: 'Utworzono mimo blokady sprzedaży klienta ({reasons}).',
    releasedOnConfirm: 'Potwierdzono mimo blokady sprzedaży klienta ({reasons}).',
    day: 'dzień',
    days: 'dni',
  },
} as const;
