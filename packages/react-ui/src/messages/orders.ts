/** Texts of the orders pages. */
export const ordersMessages = {
  title: 'Zamówienia',
  create: 'Utwórz zamówienie',
  search: 'Szukaj po numerze lub kliencie',
  empty: 'Brak zamówień.',
  columns: {
    created_at: 'Utworzone',
    realization_date: 'Realizacja',
    number: 'Numer',
    customer_fullname: 'Klient',
    receiver_fullname: 'Odbiorca',
    status: 'Status',
    grand_total_excl_tax: 'Netto',
    grand_total_incl_tax: 'Brutto',
    margin: 'Marża',
    creator_fullname: 'Autor',
  },
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
