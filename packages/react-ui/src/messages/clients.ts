import { listColumnLabels } from '@salesdesk/sdk';

/** Texts of the clients pages: the list, the picker and the client card. */
export const clientMessages = {
  title: 'Klienci',
  search: 'Szukaj po nazwie, NIP lub numerze klienta',
  empty: 'Brak klientów.',
  searching: 'Szukam…',
  loading: 'Wczytywanie klienta…',
  noMatches: 'Brak pasujących klientów.',
  nip: 'NIP {nip}',
  // The sdk's one table of list column names (CLI, exports and this table).
  columns: listColumnLabels.clients,
  card: {
    loading: 'Wczytywanie klienta…',
    loadError: 'Nie udało się wczytać klienta.',
    notFound: 'Nie ma takiego klienta. Mógł zostać usunięty z kartoteki.',
    retry: 'Spróbuj ponownie',
    back: 'Wróć do listy klientów',
    number: 'Nr klienta {number}',
    nip: 'NIP',
    nipInvalid: 'nieprawidłowa suma kontrolna — sprawdź w kartotece',
    prepareOffer: 'Przygotuj ofertę',
    createOrder: 'Utwórz zamówienie',
    /** A blocked client's card, for whoever may release the block (the order goes into its history). */
    createOrderAnyway: 'Utwórz zamówienie mimo blokady',
    /** A blocked client's card: the way to the mailbox that lifts the block, in place of the order. */
    writeToSettlements: 'Napisz do rozrachunków',
    data: 'Dane klienta',
    address: 'Adres',
    email: 'E-mail',
    phone: 'Telefon',
    payer: 'Płatnik',
    payerSelf: 'płaci sam',
    terms: 'Warunki i kredyt',
    paymentTerm: 'Termin płatności',
    paymentDays: '{days} od daty wystawienia faktury',
    prepayment: 'przedpłata',
    creditLimit: 'Limit kredytowy',
    noCredit: 'brak — klient płaci z góry',
    creditUsed: 'Wykorzystanie limitu',
    creditUsedOf: '{used} z {limit}',
    creditMeter: 'Wykorzystanie limitu kredytowego',
    creditParts: 'faktury do zapłaty {invoices}, zamówienia niezafakturowane {orders}',
    creditLeft: 'Pozostało',
    creditOver: 'Przekroczono o',
    overdue: 'Zaległości',
    overdueNone: 'brak',
    overdueSome: '{amount}, najstarsza faktura {days} po terminie',
    tolerance: 'tolerancja {days}',
    contacts: 'Osoby kontaktowe',
    contactsEmpty: 'Klient nie ma osób kontaktowych.',
    contactsError: 'Nie udało się wczytać osób kontaktowych.',
    call: 'Zadzwoń: {name}, {phone}',
    write: 'Napisz: {name}, {mail}',
    tabsLabel: 'Dokumenty klienta',
    tabs: { offers: 'Aktywne oferty', orders: 'Zamówienia', invoices: 'Faktury', settlements: 'Rozrachunki' },
    empty: {
      offers: 'Klient nie ma aktywnych ofert.',
      orders: 'Klient nie ma zamówień.',
      invoices: 'Klient nie ma faktur.',
      settlements: 'Klient nie ma rozrachunków.',
    },
    search: {
      offers: 'Szukaj po numerze lub komentarzu',
      orders: 'Szukaj po numerze',
      invoices: 'Szukaj po numerze faktury',
      settlements: 'Szukaj po numerze faktury',
    },
  },
  block: {
    title: 'Sprzedaż zablokowana',
    card: 'Nowych zamówień tego klienta nie można tworzyć ani potwierdzać: {reasons}. Oferty można przygotowywać.',
    cardRelease:
      'Klient ma zablokowaną sprzedaż: {reasons}. Możesz utworzyć zamówienie mimo blokady; zapiszemy to w historii zamówienia, a potwierdzić je musi inna osoba z prawem odblokowania. Oferty można przygotowywać.',
    offer:
      'Klient ma zablokowaną sprzedaż: {reasons}. Ofertę możesz przygotować, ale zamówień nie przyjmiemy do czasu odblokowania.',
    newOrder:
      'Nowego zamówienia dla tego klienta nie utworzysz: {reasons}. Może je utworzyć tylko dyrektor regionu, zarząd lub administrator.',
    newOrderRelease:
      'Klient ma zablokowaną sprzedaż: {reasons}. Możesz utworzyć zamówienie mimo blokady; zapiszemy to w historii zamówienia, a potwierdzić je musi inna osoba z prawem odblokowania.',
    order:
      'Zamówienie dla tego klienta nie zostanie potwierdzone: {reasons}. Potwierdzić je może tylko dyrektor regionu, zarząd lub administrator (nie autor zamówienia).',
    orderRelease:
      'Klient ma zablokowaną sprzedaż: {reasons}. Możesz potwierdzić to zamówienie mimo blokady; zapiszemy to w historii zamówienia.',
    contact: 'W sprawie odblokowania napisz na',
    mailSubject: 'Blokada sprzedaży: {name} ({number})',
    /** Warnings about a client's credit that does not block it (yet): orders only. */
    creditTitle: 'Limit kredytowy',
    creditWillExceed:
      'Po potwierdzeniu tego zamówienia ({order}) klient przekroczy limit kredytowy: wykorzystano {used} z {limit}. Kolejne zamówienia zostaną zablokowane.',
    creditLow: 'Klient wykorzystał {used} z {limit} limitu kredytowego; zostało {left}.',
    overdueTitle: 'Faktury po terminie',
    overdueWithin:
      'Najstarsza niezapłacona faktura jest {days} po terminie, zaległość {amount}. Po przekroczeniu {tolerance} tolerancji sprzedaż zostanie zablokowana.',
    mailBody:
      'Dzień dobry,\n\nproszę o informację w sprawie blokady sprzedaży dla klienta {name} (nr {number}, NIP {nip}).\nPowód: {reasons}.\n\nKarta klienta: {link}\n',
  },
} as const;
