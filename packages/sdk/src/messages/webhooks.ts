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
