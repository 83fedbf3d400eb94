import { productGroupNotificationMessages } from './productGroupNotifications';

/**
 * Polish text of every notification type: a title and a sentence with `{key}` placeholders
 * filled from the notification's metadata (`notificationContent` in domain/notificationContent.ts).
 * `short` is used when the metadata lacks a key of `text` (notifications stored before the
 * type carried it).
 */
export const notificationMessages = {
  offer_add_product_group: productGroupNotificationMessages.added,
  offer_add_product_group_failed: productGroupNotificationMessages.failed,
  offer_to_approve: {
    title: 'Oferta do akceptacji',
    text: 'Oferta {number} ({author}) czeka na Twoją akceptację na poziomie „{level_name}”.',
    short: 'Oferta {number} czeka na akceptację.',
  },
  offer_approved: {
    title: 'Oferta zaakceptowana',
    text: 'Oferta {number} została zaakceptowana przez: {actor}.',
    short: 'Oferta {number} została zaakceptowana.',
  },
  offer_sent_back: {
    title: 'Oferta zwrócona do poprawy',
    text: 'Oferta {number} została zwrócona do poprawy przez: {actor}. Powód: {comment}',
    short: 'Oferta {number} została zwrócona do poprawy.',
  },
  offer_rejected: {
    title: 'Oferta odrzucona',
    text: 'Oferta {number} została oznaczona jako odrzucona przez klienta ({actor}).',
    short: 'Oferta {number} została odrzucona.',
  },
  offer_status_changed: {
    title: 'Zmiana statusu oferty',
    text: 'Oferta {number}: nowy status „{status_name}” ({actor}).',
    short: 'Oferta {number}',
  },
  order_to_confirm: {
    title: 'Zamówienie do potwierdzenia',
    text: 'Zamówienie {number} ({author}) czeka na Twoje potwierdzenie na poziomie „{level_name}”.',
    short: 'Zamówienie {number} czeka na potwierdzenie.',
  },
  order_confirmed: {
    title: 'Zamówienie potwierdzone',
    text: 'Zamówienie {number} zostało potwierdzone przez: {actor}.',
    short: 'Zamówienie {number}',
  },
  import_failed: {
    title: 'Import nie powiódł się',
    text: 'Import „{job_name}”: plik „{file_name}” nie został zaimportowany. {message}',
    short: 'Import „{job_name}” zakończył się błędem.',
    /** A job whose code names no import kind (a job of an older version): said without its code. */
    unnamed: 'Zadanie importu zakończyło się błędem.',
  },
  import_finished: {
    title: 'Import pliku zakończony',
    text: '{kind_name}, plik „{file_name}”: {message}',
    short: 'Import pliku „{file_name}” zakończony.',
  },
  webhook_disabled: {
    title: 'Webhook wyłączony',
    text: 'Odbiorca webhooków {url} nie przyjmował wysyłek przez dobę i został wyłączony. Sprawdź go i włącz ponownie na stronie Webhooki.',
    short: 'Odbiorca webhooków został wyłączony.',
  },
  /** A type this version of the sdk does not know. */
  other: { title: 'Powiadomienie', document: 'Dokument {number}' },
} as const;

/**
 * Polish text of the notification calls' contract (contract/notifications.ts): the validation
 * errors of its zod schemas and the one-line summaries of its calls (docs/contract.md, the
 * OpenAPI document).
 */
export const notificationContractMessages = {
  /** The ids of `PUT /api/notification/read-list`. */
  ids: {
    notList: 'Lista identyfikatorów musi być tablicą.',
    empty: 'Podaj co najmniej jedno powiadomienie.',
    tooMany: 'Można oznaczyć najwyżej 200 powiadomień naraz.',
  },
  type: 'Nieznany typ powiadomienia.',
  /** One line per call. */
  summaries: {
    notificationList: 'Powiadomienia zalogowanego użytkownika, najnowsze pierwsze; filtry read i type.',
    notificationUnreadCounter: 'Liczba nieprzeczytanych powiadomień.',
    notificationReadAll: 'Oznacza wszystkie powiadomienia jako przeczytane; zwraca liczbę nieprzeczytanych (0).',
    notificationReadList:
      'Oznacza wskazane powiadomienia jako przeczytane (wszystkie muszą należeć do użytkownika); zwraca liczbę nieprzeczytanych.',
  },
} as const;
