/**
 * Polish text of the dashboard's contract (contract/shortcuts.ts: the tiles a user pins;
 * contract/dashboard.ts: the tiles' counts): the validation errors of its zod schemas and the
 * one-line summaries of its calls (docs/contract.md, the OpenAPI document).
 */
export const dashboardContractMessages = {
  shortcuts: {
    unknown: 'Nieznany skrót.',
    notList: 'Lista skrótów musi być tablicą.',
    tooMany: 'Za dużo skrótów.',
    repeated: 'Skróty nie mogą się powtarzać.',
  },
  /** One line per call, for docs/contract.md and the OpenAPI document. */
  summaries: {
    shortcutsGet: 'Kafelki pulpitu przypięte przez użytkownika (domyślne, gdy nie zapisał własnych).',
    shortcutsSet: 'Zapisuje kafelki pulpitu (znane klucze, bez powtórzeń, w kolejności wyświetlania).',
    dashboardCounts:
      'Liczby na kafelki pulpitu: szkice, oferty do poprawy, zaakceptowane i u klienta, niepotwierdzone zamówienia; dla akceptujących oferty do akceptacji (także w zastępstwie) i zamówienia do potwierdzenia; dla administratora nieudane importy i webhooki.',
  },
} as const;
