import { referenceMessages } from './reference';

/** Polish reasons of the rank rule of user administration (`userAdminRefusal`). */
export const userAdminMessages = {
  substitutedLevel: 'Poziom uprawnień z zastępstwa nie pozwala zmieniać ról, stanu kont, magazynów ani zastępstw.',
  adminsOnly: 'Administratorami może zarządzać tylko administrator.',
  higherRank: 'Nie możesz zmieniać danych osoby o wyższym poziomie uprawnień niż własny.',
  otherCompany: 'Możesz zarządzać tylko użytkownikami własnej firmy.',
  ownRole: 'Nie możesz zmienić własnej roli.',
  ownStatus: referenceMessages.ownStatus,
  roleAboveOwn: referenceMessages.roleAboveOwn,
  selfDeputy: 'Nie możesz ustanowić siebie zastępcą innej osoby.',
  lastAdmin: 'Nie można odebrać roli ani dezaktywować ostatniego aktywnego administratora.',
} as const;
