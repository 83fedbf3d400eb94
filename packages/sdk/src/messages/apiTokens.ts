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

/**
 * Polish one-line summaries of the API token calls (contract/apiTokens.ts) for docs/contract.md
 * and the OpenAPI document; their validation errors are in {@link apiTokenMessages}. Kept out of
 * that object: the CLI tells a token's own refusal by looking the server's message up among its
 * values.
 */
export const apiTokenContractMessages = {
  /** One line per call. */
  summaries: {
    apiTokenList: 'Własne tokeny API (aktywne, wygasłe i unieważnione w ostatnich 30 dniach), bez sekretów.',
    apiTokenCreate:
      'Tworzy token API (nazwa, zakres read albo full, ważność w dniach); sekret jest w odpowiedzi tylko raz.',
    apiTokenRevoke: 'Unieważnia token API (własny, albo cudzy przez administratora użytkowników); zamyka jego gniazda.',
    apiTokenAdminList: 'Tokeny API wszystkich użytkowników (dyrektor: własnej firmy); filtry user_id i status.',
  },
} as const;
