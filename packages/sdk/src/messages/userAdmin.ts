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

/**
 * Polish text of the user-administration contract (contract/users.ts, contract/substitutions.ts):
 * the validation errors of its zod schemas and the one-line summaries of its calls
 * (docs/contract.md, the OpenAPI document). `{key}` placeholders are filled with `formatMessage`.
 */
export const userAdminContractMessages = {
  role: 'Nieznana rola. Dozwolone: {roles}.',
  source: 'Nieznane źródło konta.',
  warehouse: {
    notText: 'Kod magazynu musi być tekstem.',
    format: 'Nieprawidłowy kod magazynu.',
    notList: 'Lista magazynów musi być tablicą.',
    empty: 'Wybierz co najmniej jeden magazyn.',
    tooMany: 'Za dużo magazynów.',
    defaultNotAvailable: 'Magazyn domyślny musi być jednym z dostępnych magazynów.',
  },
  substitution: {
    dateOrder: 'Data końcowa nie może być wcześniejsza niż data początkowa.',
    selfDeputy: 'Zastępca musi być inną osobą niż nieobecny użytkownik.',
    status: 'Nieznany status zastępstwa.',
  },
  /** One line per call, for docs/contract.md and the OpenAPI document. */
  summaries: {
    userList: 'Lista użytkowników; filtry role, is_active, source; szukanie po imieniu, nazwisku, e-mailu i loginie.',
    userRole: 'Role użytkowników z liczbą kont (konwencja list).',
    assignRole: 'Nadaje użytkownikowi rolę; zwraca zmienionego użytkownika.',
    assignStatus: 'Aktywuje lub dezaktywuje konto (dezaktywacja unieważnia sesje użytkownika).',
    assignWarehouse: 'Ustawia dostępne magazyny i magazyn domyślny użytkownika.',
    substitutionList:
      'Zastępstwa; filtry status (planned/active/finished) i user (nieobecny lub zastępca); szukanie po nazwisku i e-mailu.',
    substitutionCreate:
      'Tworzy zastępstwo na okres date_from..date_to (włącznie); okresy jednej osoby nie mogą się nakładać.',
    substitutionEnd: 'Kończy zastępstwo teraz (zaplanowane zostaje anulowane); 409 gdy już zakończone.',
  },
} as const;
