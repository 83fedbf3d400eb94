/** Texts of the offers pages. */
export const offersMessages = {
  title: 'Oferty',
  prepare: 'Przygotuj ofertę',
  tabsLabel: 'Listy ofert',
  tabs: {
    circulation: 'W obiegu',
    drafts: 'Szkice',
    toApprove: 'Do akceptacji',
    all: 'Wszystkie',
  },
  toApproveCount: '({count} czeka)',
  search: 'Szukaj po numerze, kliencie lub komentarzu',
  empty: {
    circulation: 'Brak ofert w obiegu.',
    drafts: 'Brak szkiców.',
    toApprove: 'Nic nie czeka na Twoją akceptację.',
    all: 'Brak ofert.',
  },
  columns: {
    created_at: 'Utworzona',
    updated_at: 'Zmieniona',
    valid_until: 'Ważna do',
    number: 'Numer',
    customer_fullname: 'Klient',
    receiver_fullname: 'Odbiorca',
    status: 'Status',
    grand_total_excl_tax: 'Netto',
    grand_total_incl_tax: 'Brutto',
    margin: 'Marża',
    creator_fullname: 'Autor',
    acceptor_fullname: 'Akceptujący',
    comment: 'Komentarz',
    template: 'Szablon',
  },
  actions: {
    menu: 'Akcje oferty {number}',
    open: 'Otwórz',
    copy: 'Kopiuj',
    archive: 'Archiwizuj',
    delete: 'Usuń',
    archiveSelected: 'Archiwizuj zaznaczone',
  },
  confirm: {
    archiveTitle: 'Zarchiwizować ofertę {number}?',
    archiveBody:
      'Oferta {number} dla klienta {client} zniknie z bieżących list i nie będzie można jej zmieniać. Znajdziesz ją w zakładce „Wszystkie” z filtrem „Zarchiwizowane”.',
    archiveBodyPending:
      'Oferta {number} dla klienta {client} czeka na akceptację {level}: po archiwizacji zniknie z listy do akceptacji i z bieżących list, a zmieniać jej nie będzie można. Znajdziesz ją w zakładce „Wszystkie” z filtrem „Zarchiwizowane”.',
    archiveManyTitle: 'Zarchiwizować zaznaczone oferty ({count})?',
    archiveManyBody:
      'Oferty {numbers} znikną z bieżących list i nie będzie można ich zmieniać. Znajdziesz je w zakładce „Wszystkie” z filtrem „Zarchiwizowane”.',
    andMore: 'i {count} innych',
    deleteTitle: 'Usunąć szkic {number}?',
    deleteBody:
      'Szkic oferty {number} dla klienta {client} zostanie usunięty na stałe razem z pozycjami. Tej operacji nie można cofnąć.',
    // What a status action does to the offer (its confirm dialog says it, SPEC §4 machine).
    outcome: {
      submit: 'Oferta {number} trafi do akceptacji {level}. Do czasu decyzji nie będzie można wysłać jej klientowi.',
      submitNoApproval: 'Oferta {number} nie wymaga akceptacji: od razu będzie gotowa do wysłania klientowi.',
      approve: 'Oferta {number} zostanie zaakceptowana i autor będzie mógł wysłać ją klientowi.',
      send_back: 'Oferta {number} wróci do autora do poprawy razem z Twoim komentarzem.',
      send_to_client: 'Oferta {number} zostanie oznaczona jako wysłana do klienta {client}.',
      accept:
        'Oferta {number} zostanie oznaczona jako przyjęta przez klienta {client}; nie będzie można jej już zmieniać.',
      reject:
        'Oferta {number} zostanie oznaczona jako odrzucona przez klienta {client}; nie będzie można jej już zmieniać.',
      expire: 'Oferta {number} zostanie oznaczona jako wygasła; nie będzie można jej już zmieniać.',
      withdraw:
        'Oferta {number} wróci do szkiców; prośba o akceptację albo udzielona akceptacja przestanie obowiązywać.',
    },
    archive: 'Archiwizuj',
    delete: 'Usuń',
  },
  done: {
    copied: 'Utworzono kopię {number}.',
    archived: 'Zarchiwizowano ofertę {number}.',
    archivedMany: 'Zarchiwizowano oferty: {count}.',
    deleted: 'Usunięto szkic {number}.',
    failedSome: 'Nie udało się zarchiwizować: {numbers}.',
    copyFailed: 'Nie udało się skopiować oferty {number}: {message}',
  },
} as const;
