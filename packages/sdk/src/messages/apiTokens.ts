/** Polish texts of personal API tokens (validation and refusals), shared by the server and the UI. */
export const apiTokenMessages = {
  nameRequired: 'Podaj nazwę tokenu.',
  nameTooLong: 'Nazwa tokenu może mieć najwyżej 80 znaków.',
  nameTaken: 'Masz już aktywny token o tej nazwie.',
  scopeInvalid: 'Zakres musi być read (tylko odczyt) albo full (pełny).',
  lifetimeInvalid: 'Ważność to liczba dni od 1 do 365.',
  statusInvalid: 'Nieznany stan tokenu. Dozwolone: active, expired, revoked.',
  tooMany: 'Masz już {max} aktywnych tokenów. Unieważnij nieużywany, zanim utworzysz nowy.',
  notFound: 'Nie znaleziono tokenu API.',
  alreadyRevoked: 'Ten token jest już unieważniony.',
  createdUnderKey:
    'Token „{name}” został już utworzony tym kluczem (Idempotency-Key), a jego sekret pokazano tylko raz. Jeśli go nie zapisano, unieważnij ten token i utwórz nowy.',
  sessionOnly: 'Tej operacji nie można wykonać tokenem API. Zaloguj się w aplikacji.',
  readOnly: 'Token API tylko do odczytu nie pozwala na zmiany.',
  expired: 'Token API wygasł. Utwórz nowy w ustawieniach.',
  revoked: 'Token API został unieważniony.',
  invalid: 'Token API jest nieprawidłowy.',
} as const;
