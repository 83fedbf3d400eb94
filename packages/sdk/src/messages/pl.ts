import { clientMessages } from './client';

/**
 * Every Polish text of the SDK (and of the server, which shares it): errors, validation,
 * session. The ones the browser shows of its own (no answer, an unreadable answer, an ended
 * session) are written in `clientMessages` (./client.ts) and referred to here. UI labels live in
 * react-ui's own messages module.
 */
export const messages = {
  errors: {
    validation: 'Nieprawidłowe dane. Popraw zaznaczone pola.',
    malformedJson: 'Treść żądania nie jest poprawnym JSON-em.',
    unauthorized: 'Brak autoryzacji. Zaloguj się ponownie.',
    tokenMissing: 'Brak tokenu sesji. Zaloguj się.',
    tokenInvalid: 'Token sesji jest nieprawidłowy.',
    tokenExpired: 'Sesja wygasła. Zaloguj się ponownie.',
    tokenRevoked: 'Sesja została zakończona. Zaloguj się ponownie.',
    wrongCredentials: 'Nieprawidłowa nazwa użytkownika lub hasło.',
    accountInactive: 'Konto jest nieaktywne. Skontaktuj się z administratorem.',
    tooManyAttempts: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za {seconds} s.',
    tooManyResetRequests: 'Zbyt wiele próśb o reset hasła. Spróbuj ponownie za {seconds} s.',
    resetLinkInvalid: 'Link resetu hasła jest nieprawidłowy lub wygasł.',
    forbidden: 'Nie masz uprawnień do wykonania tej operacji.',
    notFound: 'Nie znaleziono zasobu.',
    routeNotFound: 'Nie znaleziono adresu: {path}',
    malformedUrl: 'Nieprawidłowy adres: błędne kodowanie znaków.',
    conflict: 'Dane zostały w międzyczasie zmienione przez kogoś innego. Odśwież i spróbuj ponownie.',
    internal: clientMessages.internal,
    network: clientMessages.network,
    contract: clientMessages.contract,
    unsupportedMediaType: 'Treść żądania musi być w formacie JSON.',
    payloadTooLarge: 'Treść żądania jest za duża (maksymalnie {limit}).',
    tooDeep: 'Treść żądania jest zbyt głęboko zagnieżdżona (najwyżej {depth} poziomy).',
  },
  validation: {
    required: 'Pole jest wymagane.',
    unknownField: 'Nieznane pole: {field}.',
    malformedText: 'Tekst zawiera nieprawidłowy znak (niesparowany surogat UTF-16).',
  },
  session: clientMessages.session,
} as const;

/** Templates split at their placeholders (text, name, text, …), made once per template. */
const splitTemplates = new Map<string, string[]>();

/** Fills `{name}` placeholders of a message (a name not given stays as written). */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  // Split once and joined per call: a regular expression with a callback on every call was a
  // measurable part of the server's line write (its history entry).
  let parts = splitTemplates.get(template);
  if (!parts) {
    parts = template.split(/\{(\w+)\}/);
    if (splitTemplates.size >= 1000) splitTemplates.clear();
    splitTemplates.set(template, parts);
  }
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i] as string;
    out += (key in values ? String(values[key]) : `{${key}}`) + parts[i + 1];
  }
  return out;
}
