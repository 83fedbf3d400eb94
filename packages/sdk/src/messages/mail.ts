/**
 * Polish texts of the e-mails the server sends itself and of the delivery of the outbox,
 * shared by the server (the mails, the configuration's refusals) and the UI (the statuses).
 */
export const mailMessages = {
  /** The password-reset e-mail; `{link}` is absolute when `PUBLIC_URL` is set. */
  reset: {
    subject: 'Reset hasła',
    body: 'Dzień dobry,\n\nktoś (zapewne Ty) poprosił o ustawienie nowego hasła do konta {username}. Aby ustawić nowe hasło, otwórz: {link}\nLink jest ważny przez godzinę.\n\nJeśli to nie Ty, zignoruj tę wiadomość: hasło się nie zmieni.',
  },
  /** How an outbox e-mail fares, as the sender sees it on the documents page. */
  statuses: {
    stored: 'Tylko w skrzynce',
    queued: 'W kolejce',
    sent: 'Wysłano',
    failed: 'Nie wysłano',
  },
  /** Longer explanations of the statuses (a tooltip, the readiness answer). */
  statusHints: {
    stored: 'Wysyłka poczty jest wyłączona (brak SMTP_URL): wiadomość zapisano tylko w skrzynce nadawczej serwera.',
    queued: 'Wiadomość czeka na wysłanie; serwer ponawia próby po błędach chwilowych.',
    sent: 'Serwer pocztowy przyjął wiadomość.',
    failed: 'Serwer pocztowy nie przyjął wiadomości: {error}',
  },
  /** Said where a user sends when the server has no SMTP server configured. */
  deliveryOff:
    'Wysyłka e-maili jest wyłączona na tym serwerze (wersja demonstracyjna, brak SMTP_URL): PDF trafi tylko do skrzynki nadawczej w zakładce „Wysłane PDF”, klient go nie otrzyma.',
} as const;
