import { listColumnLabels } from '@salesdesk/sdk';

/** Texts of the orders pages. */
export const ordersMessages = {
  title: 'Zamówienia',
  create: 'Utwórz zamówienie',
  search: 'Szukaj po numerze lub kliencie',
  empty: 'Brak zamówień.',
  emptyToConfirm: 'Żadne zamówienie nie czeka na Twoje potwierdzenie.',
  tabsLabel: 'Widok zamówień',
  tabs: { all: 'Wszystkie', toConfirm: 'Do potwierdzenia' },
  toConfirmCount: 'Do potwierdzenia: {count}',
  // The sdk's one table of list column names (CLI, exports and this table).
  columns: listColumnLabels.orders,
  actions: {
    menu: 'Akcje zamówienia {number}',
    open: 'Otwórz',
    copy: 'Kopiuj',
    archive: 'Archiwizuj',
    delete: 'Usuń',
    createOffer: 'Utwórz ofertę z zamówień',
    tooMany: 'Ofertę można utworzyć z najwyżej {max} zamówień naraz.',
  },
  confirm: {
    createOfferTitle: 'Utworzyć ofertę z zamówień ({count})?',
    createOfferBody: 'Nowa oferta (szkic) dostanie pozycje zaznaczonych zamówień w aktualnych cenach katalogowych.',
    createOffer: 'Utwórz ofertę',
  },
  done: {
    offerCreated: 'Utworzono ofertę {number} z zamówień: {count}.',
  },
} as const;
