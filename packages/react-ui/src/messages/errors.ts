/**
 * Texts of the error pages and the update prompt: a module of their own, loaded with those
 * (lazy) pieces only, so the login route's first load does not carry them.
 */
export const errorMessages = {
  // SPEC §2/§8 fix these status messages in English: they are what error reporting and the
  // console receive (`data-status-message`); the page shows the Polish titles below.
  notFound: 'Page not found: {path}',
  routeNotFound: 'Page Not Found: {path}',
  defaultNotFoundStatus: 'Page Not Found',
  defaultServerErrorStatus: 'Internal Server Error',
  forbiddenStatus: 'Forbidden',
  titles: {
    403: 'Brak dostępu',
    404: 'Nie znaleziono strony',
    500: 'Coś poszło nie tak',
  } as Record<number, string>,
  titleOther: 'Wystąpił błąd',
  addressLabel: 'Adres:',
  notFoundDescription: 'Pod tym adresem nie ma strony. Sprawdź adres albo przejdź dalej stąd.',
  backToDashboard: 'Wróć na pulpit',
  toLogin: 'Przejdź do logowania',
  goBack: 'Wróć do poprzedniej strony',
  reload: 'Odśwież stronę',
  descriptions: {
    403: 'Nie masz dostępu do tej strony. Jeśli jej potrzebujesz, poproś o uprawnienia administratora.',
    500: 'Nie udało się wyświetlić strony. Spróbuj ponownie za chwilę.',
  } as Record<number, string>,
} as const;

/** The update prompt: a newer build is deployed. */
export const updateMessages = {
  title: 'Dostępna nowa wersja — odśwież',
  description:
    'Odśwież stronę, aby z niej korzystać. Niezapisane zmiany w pozycjach ofert i zamówień zostaną zachowane; dokończ najpierw otwarty formularz.',
  reload: 'Odśwież teraz',
  later: 'Później',
} as const;
