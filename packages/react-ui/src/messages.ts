import { productGroupNotificationMessages } from '@salesdesk/sdk';

/**
 * Every Polish text of the UI (labels, buttons, page texts). Errors coming from the server are
 * already Polish (the sdk's messages); SPEC §8 fixes a few texts in English, kept verbatim here.
 */
export const uiMessages = {
  app: {
    name: 'salesdesk',
    loading: 'Ładowanie…',
    skipToContent: 'Przejdź do treści',
  },
  login: {
    title: 'Logowanie',
    subtitle: 'Zaloguj się, aby kontynuować.',
    username: 'Nazwa użytkownika',
    password: 'Hasło',
    submit: 'Zaloguj się',
    submitting: 'Logowanie…',
    forgotPassword: 'Nie pamiętasz hasła?',
    usernameRequired: 'Podaj nazwę użytkownika.',
    passwordRequired: 'Podaj hasło.',
    unexpected: 'Nie udało się zalogować. Spróbuj ponownie.',
    /** Why the user landed here after a logout they did not ask for (`?reason=`). */
    logoutReasons: {
      expired: 'Sesja wygasła. Zaloguj się ponownie, aby kontynuować.',
      userTimer: 'Wylogowano po okresie bezczynności. Zaloguj się ponownie, aby kontynuować.',
      revoked: 'Sesja została zakończona przez administratora lub po zmianie hasła. Zaloguj się ponownie.',
      unauthorized: 'Sesja została zakończona. Zaloguj się ponownie, aby kontynuować.',
      remote: 'Wylogowano w innej karcie przeglądarki.',
    },
    returnNote: 'Po zalogowaniu wrócisz do poprzedniej strony.',
  },
  header: {
    logout: 'Wyloguj',
    loggingOut: 'Wylogowywanie…',
    userMenu: 'Zalogowany użytkownik',
    colorMode: 'Motyw',
    colorModes: { system: 'Systemowy', light: 'Jasny', dark: 'Ciemny' },
  },
  toast: {
    region: 'Powiadomienia',
    close: 'Zamknij powiadomienie',
    // SPEC §8: the offer_add_product_group notification, in the sdk's words (one text everywhere;
    // its small module, not the table of every notification type, which the first load does not need).
    productGroupTitle: productGroupNotificationMessages.added.title,
    productGroupDescription: productGroupNotificationMessages.added.text,
    productGroupFailedDescription: productGroupNotificationMessages.failed.text,
    productGroupAction: 'Przejdź do oferty',
    openOffer: 'Przejdź do oferty',
    openOrder: 'Przejdź do zamówienia',
    openImports: 'Przejdź do historii importów',
  },
  overlay: {
    general: 'Trwa przetwarzanie',
    scanner: 'Skaner aktywny',
  },
  loadingBar: 'Ładowanie strony',
  // SPEC §4: the session-warning modal.
  sessionWarning: {
    title: 'Sesja wkrótce wygaśnie',
    body: 'Z powodu braku aktywności zostaniesz wylogowany za:',
    countdown: '{minutes} min {seconds} s',
    stay: 'Pozostań zalogowany',
  },
} as const;

/** Fills `{name}` placeholders of a UI message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
