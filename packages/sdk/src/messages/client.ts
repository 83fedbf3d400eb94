/**
 * The Polish texts the browser side shows of its own, whatever page is open: a request that got
 * no answer, an answer it could not read, a failure it cannot name, a session that ended. They
 * are entries of `messages`, kept in a module of their own because the app's first load holds the
 * API client, the session engine and the forms' error text, and would otherwise carry every
 * server error and validation text of that table.
 */
export const clientMessages = {
  network: 'Brak połączenia z serwerem.',
  contract: 'Odpowiedź serwera ma nieoczekiwany format.',
  /** Also the server's own answer to a failure it did not foresee (500). */
  internal: 'Wystąpił nieoczekiwany błąd serwera.',
  session: {
    errorTitle: 'Sesja wygasła',
    errorMessage: 'Twoja sesja wygasła lub została zakończona. Zaloguj się ponownie, aby kontynuować.',
    socketFailed: 'Failed to connect WebSocket after 3 retries',
  },
} as const;
