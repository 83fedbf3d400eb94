/** Polish texts of webhooks and the changes feed (validation, refusals, the admin page's states). */
export const webhookMessages = {
  urlRequired: 'Podaj adres URL odbiorcy.',
  urlInvalid: 'Adres odbiorcy musi być pełnym adresem http:// lub https:// (np. https://erp.example.pl/webhooks).',
  urlTooLong: 'Adres odbiorcy może mieć najwyżej 2000 znaków.',
  urlCredentials: 'Adres odbiorcy nie może zawierać loginu ani hasła; odbiorca sprawdza podpis (webhook-signature).',
  urlFragment: 'Adres odbiorcy nie może zawierać fragmentu (#…).',
  eventsRequired: 'Wybierz co najmniej jedno zdarzenie.',
  eventUnknown: 'Nieznane zdarzenie. Dozwolone: {events}.',
  eventsDuplicated: 'Każde zdarzenie można wybrać tylko raz.',
  descriptionTooLong: 'Opis może mieć najwyżej 200 znaków.',
  tooMany: 'Można zarejestrować najwyżej {max} odbiorców webhooków.',
  notFound: 'Nie znaleziono odbiorcy webhooków.',
  deliveryNotFound: 'Nie znaleziono tej wysyłki dla tego odbiorcy.',
  disabledTest: 'Odbiorca jest wyłączony. Włącz go, zanim wyślesz zdarzenie testowe.',
  disabledRedeliver: 'Odbiorca jest wyłączony. Włącz go, zanim wyślesz zdarzenie ponownie.',
  disabledRetry: 'Odbiorca jest wyłączony. Włączenie go wysyła zaległe zdarzenia od razu.',
  cursorInvalid: 'Kursor musi być nieujemną liczbą całkowitą (wartość next_cursor z poprzedniej odpowiedzi).',
  limitInvalid: 'Limit musi być liczbą całkowitą od 1 do {max}.',
  updatedSinceInvalid: 'updated_since musi być datą i godziną ISO 8601 (np. 2026-11-28T08:00:00Z).',
  /** Why an endpoint is off, as the page shows it. */
  disabledReasons: {
    manual: 'Wyłączony ręcznie',
    failing: 'Wyłączony automatycznie: wysyłki nie udawały się przez dobę',
  },
  /** Where a delivery is. */
  deliveryStatuses: {
    pending: 'Oczekuje',
    delivered: 'Dostarczono',
    failed: 'Nieudana',
  },
  /** What an attempt that got no answer ran into (the log's "error"). */
  attemptErrors: {
    timeout: 'Brak odpowiedzi w ciągu {seconds} s.',
    redirect: 'Odbiorca odpowiedział przekierowaniem ({status}); przekierowań się nie wykonuje.',
    network: 'Błąd połączenia: {reason}',
  },
} as const;

/**
 * Polish text of the webhooks contract (contract/webhooks.ts) and of the changes feed's call
 * (contract/changes.ts): the validation errors its schemas add to {@link webhookMessages}, the
 * one-line summaries of its calls (docs/contract.md, the OpenAPI document).
 */
export const webhookContractMessages = {
  enabled: 'Pole enabled musi mieć wartość true albo false.',
  deliveryStatus: 'Nieznany stan wysyłki. Dozwolone: pending, delivered, failed.',
  /** One line per call, for docs/contract.md and the OpenAPI document. */
  summaries: {
    webhookList: 'Zarejestrowani odbiorcy webhooków (bez sekretów), z liczbą oczekujących wysyłek.',
    webhookCreate: 'Rejestruje odbiorcę (adres, zdarzenia, opis); sekret podpisu whsec_… jest w odpowiedzi tylko raz.',
    webhookGet: 'Jeden odbiorca webhooków (bez sekretu).',
    webhookUpdate:
      'Zmienia adres, zdarzenia lub opis odbiorcy; enabled false wyłącza go, true włącza (oczekujące wysyłki ruszają).',
    webhookDelete: 'Usuwa odbiorcę razem z jego wysyłkami i dziennikiem.',
    webhookRotateSecret:
      'Nowy sekret podpisu (pokazany raz); przez 24 godziny wysyłki niosą też podpis starym sekretem.',
    webhookTest:
      'Wysyła do odbiorcy zdarzenie testowe webhook.test (przez kolejkę, jak każde inne); odpowiada wysyłką.',
    webhookDeliveries:
      'Dziennik wysyłek odbiorcy, najnowsze pierwsze: każda próba z czasem, statusem i początkiem odpowiedzi.',
    webhookRedeliver: 'Wysyła zdarzenie ponownie (ten sam webhook-id, ta sama treść), z nowym harmonogramem ponowień.',
    webhookRetry:
      'Ponów zaległe teraz: każda oczekująca wysyłka odbiorcy staje się należna od razu (ten sam webhook-id, kolejność w obrębie dokumentu zachowana); 409, gdy odbiorca jest wyłączony.',
    changeList:
      'Zmiany ofert, zamówień, klientów i faktur w kolejności zatwierdzenia, po kursorze after; next_cursor do następnego zapytania.',
  },
} as const;

/**
 * What each webhook event means, in Polish (the OpenAPI document's `webhooks`, `WEBHOOK_OPENAPI`).
 * Apart from {@link webhookContractMessages} so the browser's api client, which loads the call
 * table but never the OpenAPI document, does not carry them.
 */
export const webhookEventMessages = {
  'order.created': 'Utworzono zamówienie (także kopię i zamówienie z oferty).',
  'order.changed': 'Zmieniono zamówienie: nagłówek, pozycje, dostawę, terminy, akceptację.',
  'order.confirmed': 'Potwierdzono zamówienie: od teraz tylko do odczytu, stany zarezerwowane.',
  'order.archived': 'Zarchiwizowano zamówienie (rezerwacja zwolniona).',
  'order.deleted': 'Usunięto szkic zamówienia; data to jego ostatni stan.',
  'offer.created': 'Utworzono ofertę.',
  'offer.changed': 'Zmieniono ofertę bez zmiany statusu.',
  'offer.status_changed': 'Zmienił się status oferty (każda zmiana, także przyjęcie).',
  'offer.accepted': 'Klient przyjął ofertę (złożono z niej zamówienie).',
  'offer.archived': 'Zarchiwizowano ofertę.',
  'offer.deleted': 'Usunięto szkic oferty; data to jej ostatni stan.',
  'import.finished': 'Zakończył się import pliku (zastosowany, odrzucony lub nieudany).',
  'webhook.test': 'Zdarzenie testowe wysłane z aplikacji („Wyślij zdarzenie testowe”).',
} as const;
