/** Texts of the offer page that only offers have (the shared ones are in `document.ts`). */
export const offerPageMessages = {
  facts: {
    label: 'Dane oferty',
    validUntil: 'Ważna do',
    acceptor: 'Akceptujący',
    // While the offer waits: who may accept it (the level and above; a deputy of theirs too).
    acceptorPending: 'czeka na: {roles} (lub zastępca)',
  },
  approval: {
    label: 'Akceptacja',
    needed: 'Wymagana akceptacja: {level}',
    none: 'Oferta nie wymaga akceptacji.',
    given: 'Zaakceptował(a) {name} ({level}), {at}',
    onBehalf: 'w zastępstwie {name}',
  },
  actions: {
    working: 'Trwa…',
    confirmTitle: '{action}: oferta {number}?',
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
    comment: 'Komentarz (wymagany)',
    done: 'Oferta {number}: {status}.',
    createOrder: 'Utwórz zamówienie',
  },
  terms: {
    title: 'Warunki oferty',
    edit: 'Edytuj warunki',
    label: 'Warunki, każdy w osobnym wierszu (najwyżej 10)',
    tooMany: 'Stopka ma najwyżej 10 punktów.',
    restore: 'Przywróć warunki marki',
    cancel: 'Anuluj',
    save: 'Zapisz warunki',
  },
  attachments: {
    title: 'Załączniki',
    empty: 'Brak załączników.',
    meta: '{size} KB · {at}',
    remove: 'Usuń załącznik {name}',
    choose: 'Plik załącznika',
    add: 'Dodaj załącznik',
    hint: 'PDF, PNG, JPG, XLSX lub DOCX, do 5 MB; najwyżej 10 plików, razem do 20 MB.',
    download: 'Pobierz załącznik {name}',
    downloadFailed: 'Nie udało się pobrać pliku {name}: {message}',
    badType: 'Niedozwolony typ pliku. Dozwolone: PDF, PNG, JPG, XLSX, DOCX.',
    tooLarge: 'Załącznik jest za duży (maksymalnie 5 MB).',
  },
  comments: {
    title: 'Komentarze',
    empty: 'Brak komentarzy.',
    add: 'Dodaj komentarz',
    text: 'Treść komentarza',
    adding: 'Dodawanie…',
  },
} as const;
