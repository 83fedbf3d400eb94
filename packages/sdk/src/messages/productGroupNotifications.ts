/**
 * Polish text of the two price-group notifications (SPEC §8): their entries of
 * `notificationMessages`, kept in a module of their own because the app's shell shows the
 * group-added toast at once and so carries these words in its first load, while the table of
 * every notification type loads with the pages that list notifications.
 */
export const productGroupNotificationMessages = {
  added: {
    title: 'Zakończono dodawanie grupy produktów',
    text: 'Grupa cenowa {group_name} została prawidłowo dodana do oferty numer {number}.',
    short: 'Oferta {number}',
  },
  failed: {
    title: 'Nie dodano grupy produktów',
    text: 'Grupa cenowa {group_name} nie została dodana do oferty numer {number}: {reason}',
    short: 'Oferta {number}',
  },
} as const;
