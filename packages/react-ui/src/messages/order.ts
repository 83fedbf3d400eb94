/** Texts of the order page and the order wizard (the shared ones are in `document.ts`). */
export const orderPageMessages = {
  facts: {
    label: 'Dane zamówienia',
    realizationDate: 'Termin realizacji',
    paymentDeadline: 'Termin płatności',
    confirmedAt: 'Potwierdzono',
    offer: 'Z oferty',
    warehouse: 'Magazyn',
    approval: 'Akceptacja',
  },
  approval: {
    none: 'Pozycje nie wymagają akceptacji.',
    covered: 'Pozycje objęte akceptacją: {level}.',
    needed: 'Pozycje wymagają akceptacji: {level}.',
    given: 'Zaakceptował(a) {name} ({level}), {at}.',
    onBehalf: 'W zastępstwie {name}.',
    confirmedWithout: 'Potwierdzono bez akceptacji pozycji.',
  },
  confirm: {
    action: 'Potwierdź zamówienie',
    title: 'Potwierdzić zamówienie {number}?',
    body: 'Po potwierdzeniu zamówienie będzie tylko do odczytu, a jego ilości zostaną zarezerwowane w magazynie.',
    bodyApproval:
      'Potwierdzając, akceptujesz pozycje na poziomie „{level}”. Po potwierdzeniu zamówienie będzie tylko do odczytu, a jego ilości zostaną zarezerwowane w magazynie.',
    working: 'Potwierdzanie…',
    done: 'Potwierdzono zamówienie {number}.',
    shortages: 'Zarezerwowano więcej, niż było dostępne: {lines}.',
    /** What the dialog says of the stock before the person confirms (`orderStockShortages`). */
    checking: 'Sprawdzam stany w magazynie…',
    checkFailed:
      'Nie udało się sprawdzić stanów w magazynie. Potwierdzenie i tak zarezerwuje zamówione ilości i powie, czego zabrakło.',
    allAvailable: 'Wszystkie pozycje są dostępne w magazynie {warehouse}.',
    shortTitle: 'Brakuje towaru w magazynie {warehouse}',
    shortIntro: 'Tych produktów zamówiono więcej, niż jest teraz dostępne:',
    shortColumns: { product: 'Produkt', ordered: 'Zamówiono', available: 'Dostępne', missing: 'Brakuje' },
    /** The same on a phone, one product a line. */
    shortLine: 'zamówiono {ordered}, dostępne {available}, brakuje {missing}',
    shortChoice:
      'Możesz potwierdzić mimo braków: zarezerwujemy całe zamówione ilości, a magazyn zobaczy rezerwację ponad stan. Możesz też wrócić i zmienić ilości.',
    confirmAnyway: 'Potwierdź mimo braków',
    back: 'Wróć do zamówienia',
    shortage: '{name} ({quantity}, dostępne {available})',
    empty: 'Dodaj pozycje, aby potwierdzić zamówienie.',
    whoCan:
      'Pozycje tego zamówienia wymagają akceptacji na poziomie „{level}”. Potwierdzić je może akceptujący tego poziomu lub wyższego ({roles}), nie autor zamówienia. Zobaczy je w zakładce „Do potwierdzenia”.',
    askApprover: 'Poproś o potwierdzenie',
  },
  readOnly: {
    confirmed: 'Zamówienie zostało potwierdzone {at} i jest tylko do odczytu.',
    archived: 'Zamówienie jest zarchiwizowane i tylko do odczytu.',
    notOwner: 'Zamówienie przygotował(a) {name}; możesz je przeglądać.',
  },
  deadlines: {
    title: 'Terminy',
    edit: 'Zmień terminy',
    save: 'Zapisz terminy',
    cancel: 'Anuluj',
    realization: 'Termin realizacji',
    payment: 'Termin płatności',
    none: 'nie ustalono',
  },
  remarks: {
    title: 'Uwagi',
    comment: 'Uwagi do zamówienia (drukowane na zamówieniu)',
    edit: 'Zmień uwagi',
    save: 'Zapisz uwagi',
    cancel: 'Anuluj',
    empty: 'Brak uwag.',
  },
  wizard: {
    title: 'Nowe zamówienie',
    steps: { one: 'Klient i dostawa', two: 'Pozycje' },
    client: 'Klient',
    clientHint: 'Wpisz nazwę, NIP lub numer klienta i wybierz z listy.',
    receiver: 'Odbiorca',
    receiverHint: 'Domyślnie klient; zmień, gdy towar trafia do innego odbiorcy.',
    realizationDate: 'Termin realizacji',
    paymentDeadline: 'Termin płatności',
    comment: 'Uwagi do zamówienia',
    fromOffer: 'Zamówienie z oferty {number}: pozycje, ceny i akceptacja oferty przejdą do zamówienia.',
    back: 'Wróć do zamówień',
    backToOffer: 'Wróć do oferty {number}',
    cancel: 'Anuluj',
    next: 'Dalej',
    finish: 'Gotowe: przejdź do zamówienia',
    /** A blocked client chosen by someone who may not release the block: "Dalej" is off, the offer is the way on. */
    blockedOffer: 'Przygotuj ofertę dla tego klienta',
    summary:
      'Zamówienie {number} dla: {client} (odbiorca: {receiver}). Dodaj pozycje: skanuj kody lub wpisz symbol albo nazwę.',
  },
} as const;
