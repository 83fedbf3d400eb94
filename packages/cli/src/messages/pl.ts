const pluralRules = new Intl.PluralRules('pl-PL');

/** Polish forms of a counted noun: 1 wiersz, 2 wiersze, 5 wierszy, 1,5 wiersza. */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other: string;
}

/** `count` with the form of `forms` Polish grammar asks for (`Intl.PluralRules('pl-PL')`). */
export function plural(count: number, forms: PluralForms): string {
  const category = pluralRules.select(count) as keyof PluralForms;
  return `${count} ${forms[category] ?? forms.other}`;
}

const ROWS: PluralForms = { one: 'wiersz', few: 'wiersze', many: 'wierszy', other: 'wiersza' };
const COLUMNS: PluralForms = { one: 'kolumnę', few: 'kolumny', many: 'kolumn', other: 'kolumny' };

/** Every Polish text the CLI prints, in one place (STYLE: one messages module per package). */
export const cliMessages = {
  notLoggedIn: 'Nie jesteś zalogowany.',
  /** `salesdesk import`. */
  importKind: (kind: string, kinds: string) => `Nieznany rodzaj importu „${kind}”. Dozwolone: ${kinds}.`,
  importFileUnreadable: (file: string) => `Nie można odczytać pliku ${file}.`,
  importSeveralFiles: (kind: string) =>
    `Kilka plików naraz przyjmuje tylko import faktur (invoices: pliki FA(3) z manifestem CSV). Import ${kind}: podaj jeden plik.`,
  importTooManyFiles: (count: number, max: number) =>
    `Podano ${count} plików, a naraz można wysłać najwyżej ${max}. Spakuj je do ZIP-a albo podziel.`,
  importSameFileName: (name: string) =>
    `Dwa podane pliki mają tę samą nazwę ${name}: manifest wskazuje pliki po nazwie, więc nazwy muszą być różne.`,
  importProgress: (rows: number) => `Import: wczytano ${plural(rows, ROWS)}…`,
  importErrorLine: (row: number, column: string | null, message: string) =>
    column ? `  wiersz ${row}, kolumna ${column}: ${message}` : `  wiersz ${row}: ${message}`,
  importMoreErrors: (count: number) => `  … i ${plural(count, ROWS)} więcej (pełna lista: --rejects plik.csv).`,
  importChange: (row: number, key: string, fields: string) => `  wiersz ${row}, ${key}: ${fields}`,
  importRejectsSaved: (file: string) => `Odrzucone wiersze zapisano w ${file}.`,
  importWarnings: 'Ostrzeżenia:',
  importErrors: 'Odrzucone wiersze:',
  importChanges: 'Zmiany (pierwsze):',
  importDryRunRejected: 'Próba wykazała błędne wiersze: popraw je albo użyj --accept-valid.',
  tokenRejected: 'Serwer odrzucił token (sesja wygasła lub została wylogowana).',
  loginHint: 'Uruchom `salesdesk login`, aby się zalogować.',
  forbidden: 'Brak uprawnień do tej operacji.',
  network: (url: string) => (url ? `Nie można połączyć się z serwerem ${url}.` : 'Nie można połączyć się z serwerem.'),
  networkTimeout: (url: string) => `Serwer ${url} nie odpowiedział na czas.`,
  networkHint: 'Sprawdź adres serwera (--base-url lub SALESDESK_BASE_URL) i połączenie.',
  server: 'Błąd serwera',
  contract: 'Odpowiedź serwera ma nieoczekiwany format.',
  usageHint: 'Użyj --help, aby zobaczyć dostępne opcje.',
  interrupted: 'Przerwano eksport; plik wyjściowy nie został utworzony.',
  io: 'Nie można zapisać pliku',
  unexpected: 'Nieoczekiwany błąd',
  notFound: 'Nie znaleziono',
  loggedIn: (user: string, profile: string) => `Zalogowano jako ${user} (profil ${profile}).`,
  loggedOut: (profile: string) => `Wylogowano (profil ${profile}).`,
  apiTokenSaved: (user: string, profile: string) => `Zapisano token API użytkownika ${user} (profil ${profile}).`,
  apiTokenHint: 'Utwórz nowy token w aplikacji (Ustawienia → Tokeny API) i zapisz go: salesdesk login --token-stdin.',
  apiTokenStillValid:
    'Token API usunięto z profilu, ale nadal jest ważny. Unieważnij go w aplikacji: Ustawienia → Tokeny API.',
  notAnApiToken:
    'To nie jest osobisty token API (zaczyna się od sdpat_). Utwórz go w aplikacji: Ustawienia → Tokeny API.',
  tokenWithPassword: 'Opcji --token-stdin nie łączy się z --username ani --password-stdin.',
  promptUsername: 'Nazwa użytkownika: ',
  promptPassword: 'Hasło: ',
  loginCancelled: 'Przerwano logowanie.',
  missingUsername: 'Podaj nazwę użytkownika (--username).',
  missingPassword: 'Podaj hasło: w terminalu zostaniesz o nie zapytany, w skrypcie użyj --password-stdin.',
  emptyPassword: 'Hasło nie może być puste.',
  unknownColumns: (bad: string[], allowed: string[]) =>
    `Nieznane kolumny: ${bad.join(', ')}. Dozwolone: ${allowed.join(', ')}.`,
  unsupportedFilter: (filter: string, resource: string, supported: string[]) =>
    `Filtr --${filter} nie jest dostępny dla „${resource}”. Dostępne filtry: ${supported.length ? supported.map((f) => `--${f}`).join(', ') : 'brak'}.`,
  unsupportedSort: (resource: string) =>
    `Opcja --sort nie jest dostępna dla „${resource}”: pozycje dokumentu są zawsze w kolejności dokumentu.`,
  invalidOption: (path: string, message: string) => `Nieprawidłowa opcja ${path}: ${message}`,
  progress: (label: string) => `Eksport ${label}`,
  exported: (rows: number, file: string) => `Wyeksportowano ${plural(rows, ROWS)} do ${file}.`,
  pageFooter: (page: number, pages: number, total: number) =>
    `Strona ${page} z ${pages}, razem ${plural(total, ROWS)}.`,
  columnsLeftOut: (keys: string[]) =>
    `Pominięto ${plural(keys.length, COLUMNS)}, ${keys.length === 1 ? 'która nie mieści' : 'które nie mieszczą'} się w szerokości terminala: ${keys.join(', ')} (wybierz kolumny opcją --columns).`,
  invalidArgument: (name: string, message: string) => `Nieprawidłowy argument <${name}>: ${message}`,
  baseUrlScheme: 'podaj pełny adres z http:// albo https://, np. http://127.0.0.1:3000',
  baseUrlFrom: (source: string) => `Nieprawidłowy adres serwera w ${source}`,
  sinceAfterUntil: (since: string, until: string) =>
    `--since (${since}) jest późniejsza niż --until (${until}); podaj zakres od wcześniejszej daty.`,
  xlsxToTerminal:
    'XLSX to plik binarny i nie trafi na terminal: podaj --output plik.xlsx albo przekieruj wyjście do pliku.',
  yes: 'tak',
  no: 'nie',
} as const;

// Commander prints its refusals in English; these turn the usual ones into Polish.
const commanderErrors: [RegExp, (...m: string[]) => string][] = [
  [/^unknown option '([^']+)'(.*)$/s, (o, rest) => `nieznana opcja '${o}'${didYouMean(rest)}`],
  [/^unknown command '([^']+)'(.*)$/s, (c, rest) => `nieznane polecenie '${c}'${didYouMean(rest)}`],
  [/^missing required argument '([^']+)'/, (a) => `brak wymaganego argumentu '${a}'`],
  [/^option '([^']+)' argument missing/, (o) => `opcja '${o}' wymaga wartości`],
  [/^required option '([^']+)' not specified/, (o) => `brak wymaganej opcji '${o}'`],
  [/^too many arguments(?: for '([^']+)')?/, (c) => `za dużo argumentów${c ? ` polecenia '${c}'` : ''}`],
];

function didYouMean(rest: string): string {
  const m = /Did you mean ([^?]+)\?/.exec(rest);
  return m ? ` (czy chodziło o ${m[1]}?)` : '';
}

/** A commander error line (without its `error: ` prefix) in Polish; unknown ones pass unchanged. */
export function commanderErrorPl(line: string): string {
  const text = line.trim();
  for (const [pattern, render] of commanderErrors) {
    const m = pattern.exec(text);
    if (m) return `${render(...m.slice(1).map((x) => x ?? ''))}\n`;
  }
  return line;
}
