/**
 * Polish text of the account contract (contract/account.ts: login, password reset, the user's UI
 * settings, the server's health) and of the API's own description (contract/apiDescription.ts):
 * the validation errors of its zod schemas and the one-line summaries of its calls
 * (docs/contract.md, the OpenAPI document). `{key}` placeholders are filled with `formatMessage`.
 */
export const accountContractMessages = {
  username: {
    notText: 'Nazwa użytkownika musi być tekstem.',
    required: 'Podaj nazwę użytkownika.',
    tooLong: 'Nazwa użytkownika jest za długa.',
  },
  password: {
    notText: 'Hasło musi być tekstem.',
    required: 'Podaj hasło.',
    /** Of the login's password and of a new one. */
    tooLong: 'Hasło jest za długie.',
    tooShort: 'Hasło musi mieć co najmniej 8 znaków.',
  },
  email: 'Podaj poprawny adres e-mail.',
  resetToken: 'Brak tokenu resetu hasła.',
  zoom: {
    notNumber: 'Powiększenie musi być liczbą.',
    notInteger: 'Powiększenie musi być liczbą całkowitą.',
    tooSmall: 'Powiększenie musi wynosić co najmniej 50%.',
    tooLarge: 'Powiększenie może wynosić najwyżej 200%.',
  },
  uiConfigKey: 'Nieznany klucz ustawień. Dozwolone: {keys}.',
  /** One line per call, for docs/contract.md and the OpenAPI document. */
  summaries: {
    health: 'Stan serwera: odpowiada, gdy serwer i jego baza działają.',
    healthReady:
      'Gotowość serwera: baza danych, wiek i błąd ostatniej kopii zapasowej, kolejki poczty i webhooków; 503, gdy któraś kontrola nie przechodzi.',
    login: 'Logowanie nazwą użytkownika i hasłem; zwraca podpisany token z czasem ważności `exp`.',
    logout: 'Wylogowanie: unieważnia bieżący token.',
    renewToken: 'Wymienia ważny token na nowy; stary zostaje unieważniony.',
    forgotPassword: 'Wysyła link do ustawienia nowego hasła na konto z tym adresem e-mail (odpowiedź zawsze ok).',
    resetPassword: 'Ustawia nowe hasło tokenem z wiadomości e-mail.',
    userInformation: 'Zalogowany użytkownik: dane, rola, firma, magazyny.',
    getUiConfig:
      'Ustawienie interfejsu użytkownika: `userZoomConfig` zwraca liczbę, `userStockFilterConfig` tekst JSON z flagami filtra stanów.',
    setUiConfig: 'Zapisuje ustawienie interfejsu użytkownika; zwraca zapisaną wartość w tej samej postaci co odczyt.',
    openApiDocument: 'Opis API w formacie OpenAPI 3.1 (generowany z tabeli wywołań); publiczny, bez tokenu.',
  },
} as const;
