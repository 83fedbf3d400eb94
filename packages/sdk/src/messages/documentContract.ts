import { contractCommonMessages } from './contractCommon';

/**
 * Polish text of the document contract (offers, orders and what they share): the validation
 * errors of its zod schemas and the one-line summaries of its calls (docs/contract.md, the
 * OpenAPI document). `{key}` placeholders are filled with `formatMessage`. Kept apart from
 * `offers.ts` (the domain's and the server's texts) so the schemas read their words from one place.
 */
export const documentContractMessages = {
  money: {
    notInteger: 'Kwota musi być liczbą całkowitą groszy.',
    tooLarge: 'Kwota jest za duża.',
  },
  percent: {
    notNumber: 'Procent musi być liczbą.',
    negative: 'Procent nie może być ujemny.',
    overHundred: 'Procent nie może przekraczać 100.',
    decimals: 'Procent może mieć najwyżej 2 miejsca po przecinku.',
  },
  quantity: {
    notNumber: 'Ilość musi być liczbą.',
  },
  version: {
    missing: 'Brak wersji dokumentu (version).',
    notInteger: 'Wersja musi być liczbą całkowitą.',
    notPositive: 'Wersja musi być dodatnia.',
  },
  itemIds: {
    notList: 'Podaj listę identyfikatorów pozycji.',
    empty: 'Wybierz co najmniej jedną pozycję.',
    tooMany: 'Za dużo pozycji naraz (maksymalnie {max}).',
    repeated: 'Identyfikatory pozycji powtarzają się.',
  },
  delivery: {
    method: 'Wybierz sposób dostawy: courier, own_transport lub pickup.',
    address: 'Adres jest za długi.',
    postalCode: 'Kod pocztowy musi mieć format 00-000.',
    city: contractCommonMessages.cityTooLong,
    contactPerson: 'Za długie.',
    contactPhone: 'Numer telefonu jest za długi.',
    notes: 'Uwagi są za długie (maksymalnie 1000 znaków).',
  },
  lines: {
    notList: 'Podaj pozycje do dodania.',
    empty: 'Podaj co najmniej jedną pozycję do dodania.',
    tooManyAtOnce: 'Za dużo pozycji naraz (maksymalnie {max}).',
    tooMany: 'Za dużo pozycji (maksymalnie {max}).',
    changeNothing: 'Podaj ilość, cenę lub rabat.',
  },
  linesPage: {
    pageNotNumber: 'Numer strony musi być liczbą.',
    pageNotPositive: 'Numer strony musi być większy od zera.',
    limitNotNumber: 'Limit musi być liczbą.',
    limitTooLarge: 'Limit nie może przekraczać {max}.',
  },
  sendPdf: {
    recipient: 'Podaj poprawny adres e-mail odbiorcy.',
    message: 'Wiadomość jest za długa.',
    includeComment: 'Wybierz, czy dołączyć uwagi.',
  },
  lists: {
    archived: 'archived: true albo false.',
    toConfirm: 'to_confirm: true albo brak.',
    outboxKind: 'Rodzaj dokumentu: offer albo order.',
  },
  text: {
    /** `{what}` is one of the field names below. */
    tooLong: '{what} jest za długi (maksymalnie {max} znaków).',
    comment: 'Komentarz',
    template: 'Szablon',
    term: 'Warunek',
  },
  offer: {
    orderIdsEmpty: 'Wybierz co najmniej jedno zamówienie.',
    orderIdsTooMany: 'Za dużo zamówień naraz (maksymalnie {max}).',
    footerTooLong: 'Stopka ma najwyżej {max} punktów.',
    unknownAction: 'Nieznana akcja. Dozwolone: {actions}.',
    commentEmpty: 'Komentarz nie może być pusty.',
    commentTooLong: 'Komentarz jest za długi (maksymalnie {max} znaków).',
    attachmentName: contractCommonMessages.fileName.required,
    attachmentNameTooLong: contractCommonMessages.fileName.tooLong,
    attachmentType: 'Niedozwolony typ pliku. Dozwolone: PDF, PNG, JPG, XLSX, DOCX.',
    attachmentEmpty: 'Plik jest pusty.',
    attachmentTooLarge: 'Załącznik jest za duży (maksymalnie 5 MB).',
    attachmentNotBase64: 'Treść załącznika musi być zakodowana w base64.',
    productGroup: 'Podaj nazwę grupy cenowej.',
    productGroupTooLong: 'Nazwa grupy cenowej jest za długa.',
    productOrGroup: 'Podaj produkt albo grupę cenową, nie jedno i drugie.',
  },
  /** One line per call, for docs/contract.md and the OpenAPI document. */
  summaries: {
    offer: {
      acceptantThreshold: 'Próg akceptacji ofert (konfiguracja serwera).',
      list: 'Wszystkie oferty widoczne dla użytkownika.',
      circulationList: 'Oferty w obiegu (akceptacja, poprawa, u klienta).',
      draftList: 'Szkice ofert użytkownika.',
      toApproveList: 'Oferty, które użytkownik może zaakceptować (także w zastępstwie).',
      clientList: 'Aktywne oferty klienta.',
      create: 'Tworzy szkic oferty dla klienta.',
      createFromOrders: 'Tworzy szkic oferty z pozycji zamówień.',
      byId: 'Oferta z pozycjami.',
      copy: 'Kopia oferty: nowy numer, szkic, te same pozycje, aktualne ceny, bez akceptacji.',
      archive: 'Archiwizuje ofertę.',
      remove: 'Usuwa szkic oferty (inny status: 409).',
      update: 'Zmienia nagłówek oferty: klient, odbiorca, ważność, komentarz, szablon, stopka.',
      updateDelivery: 'Zmienia dane dostawy oferty.',
      action: 'Zmienia status oferty akcją maszyny stanów.',
      addComment: 'Dodaje komentarz do oferty.',
      massDiscount: 'Rabat procentowy na wszystkie lub wybrane pozycje.',
      sendPdf: 'Tworzy PDF oferty i umieszcza e-mail w skrzynce nadawczej.',
      addAttachment: 'Dodaje załącznik (base64, do 5 MB; PDF, PNG, JPG, XLSX, DOCX).',
      attachmentDownload:
        'Pobiera załącznik oferty (każdy, kto widzi ofertę): Content-Disposition: attachment z oczyszczoną nazwą, sprawdzony typ, nosniff.',
      removeAttachment: 'Usuwa załącznik oferty.',
      history: 'Historia zmian oferty (kto, kiedy, co).',
      addedProducts: 'Pozycje oferty ze stronicowaniem.',
      itemAdd: 'Dodaje produkt lub grupę cenową (w tle) do oferty :id.',
      addLines:
        'Dodaje wiele pozycji naraz (wklejona lista): wszystkie albo żadna, w limicie pozycji dokumentu, jeden wpis w historii.',
      itemUpdate: 'Zmienia ilość, cenę lub rabat pozycji :id.',
      itemRemove: 'Usuwa pozycję :id.',
      itemsRemove: 'Usuwa wybrane pozycje oferty :id.',
      itemQuantity: 'Zmienia ilość pozycji :id.',
      pdf: 'PDF oferty do podglądu, pobrania i wydruku, bez wysyłania (każdy, kto widzi ofertę; nazwa pliku to numer oferty).',
    },
    order: {
      list: 'Zamówienia widoczne dla użytkownika.',
      clientList: 'Zamówienia klienta.',
      create: 'Tworzy zamówienie (także z oferty).',
      byId: 'Zamówienie z pozycjami.',
      copy: 'Kopia zamówienia: nowy numer, niepotwierdzone, aktualne ceny.',
      archive: 'Archiwizuje zamówienie.',
      remove: 'Usuwa niepotwierdzone zamówienie (inaczej 409).',
      confirm: 'Potwierdza zamówienie; potem jest tylko do odczytu.',
      addProduct: 'Dodaje produkt do zamówienia.',
      addLines:
        'Dodaje wiele pozycji naraz (wklejona lista): wszystkie albo żadna, w limicie pozycji dokumentu, jeden wpis w historii.',
      updateItem: 'Zmienia ilość, cenę lub rabat pozycji.',
      removeItem: 'Usuwa pozycję zamówienia.',
      removeItems: 'Usuwa wybrane pozycje zamówienia.',
      massDiscount: 'Rabat procentowy na wszystkie lub wybrane pozycje.',
      sendPdf: 'Tworzy PDF zamówienia i umieszcza e-mail w skrzynce nadawczej.',
      update: 'Zmienia nagłówek zamówienia.',
      updateDeadlines: 'Zmienia terminy zamówienia.',
      updateDelivery: 'Zmienia dane dostawy zamówienia.',
      addedProducts: 'Pozycje zamówienia ze stronicowaniem, z dostępnym stanem w magazynie zamówienia.',
      history: 'Historia zmian zamówienia (kto, kiedy, co).',
      outboxList:
        'Wiadomości wysłane przez użytkownika (dokumenty PDF ofert i zamówień); filtr kind, szukanie po numerze, kliencie i adresacie.',
      outboxDelivery:
        'Czy serwer wysyła e-maile (smtp), czy tylko zapisuje je w skrzynce nadawczej (outbox_only, bez SMTP_URL).',
      outboxAttachment:
        'Pobiera załącznik (PDF) wiadomości ze skrzynki nadawczej; tylko nadawca (inni dostają 404, jak dla nieistniejącej).',
      pdf: 'PDF zamówienia do podglądu, pobrania i wydruku, bez wysyłania (każdy, kto widzi zamówienie; nazwa pliku to numer zamówienia).',
      stockPreview:
        'Produkty, których zamówienie zarezerwowałoby więcej, niż jest dostępne w jego magazynie (przed potwierdzeniem).',
    },
  },
} as const;
