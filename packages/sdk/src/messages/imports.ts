/**
 * Polish text of the file imports (docs/imports.md): what refuses a whole file, what rejects one
 * row, and the warnings of a report. Placeholders in braces are filled by `formatMessage`.
 */
export const importMessages = {
  /** Refusals of a whole file (nothing read further, nothing written). */
  file: {
    empty: 'Plik jest pusty.',
    headerOnly: 'Plik ma tylko nagłówek, bez żadnego wiersza danych.',
    noHeader: 'Pierwszy wiersz pliku (nagłówek) jest pusty: nagłówek musi nazywać kolumny.',
    missingKey: 'Brak kolumny kluczowej: {columns}. Nagłówek musi ją zawierać (np. „{example}”).',
    duplicateColumn: 'Kolumna „{column}” występuje w nagłówku dwa razy (kolumny {first} i {second}).',
    lineTooLong:
      'Wiersz {row} jest dłuższy niż {limit} znaków: to nie wygląda na plik CSV z danymi. Sprawdź, czy to właściwy plik.',
    unclosedQuote: 'Niezamknięty cudzysłów w wierszu {row}: pole zaczęte cudzysłowem musi się nim kończyć.',
    badQuote: 'Błędny cudzysłów w wierszu {row}: cudzysłów wewnątrz pola zapisuje się podwójnie ("").',
    unreadableCsv: 'Nie udało się odczytać pliku CSV (wiersz {row}): {reason}',
    unreadableXlsx: 'Nie udało się odczytać pliku XLSX: plik jest uszkodzony albo to nie jest arkusz Excela.',
    binary: 'To nie jest plik CSV ani XLSX (plik zawiera dane binarne).',
    noSheet: 'Plik XLSX nie zawiera żadnego arkusza.',
    sheetNotFound: 'W pliku nie ma arkusza „{sheet}”. Arkusze w pliku: {sheets}.',
    tooLarge: 'Plik jest za duży (maksymalnie {limit}).',
    fullNotSupported:
      'Tryb pełny nie dotyczy importu „{kind}”: ten rodzaj danych nie ma czego dezaktywować. Uruchom import bez opcji pełnej.',
    refused:
      'Plik odrzucony: {rejected} z {rows} wierszy ma błędy; nic nie zapisano. Popraw je albo zaimportuj tylko poprawne wiersze (opcja „importuj poprawne”).',
    interrupted: 'Import przerwany: serwer został zatrzymany w trakcie. Uruchom import ponownie.',
    failed: 'Import nie powiódł się z powodu błędu serwera; nic nie zapisano. Uruchom go ponownie.',
    failedApplying:
      'Import nie powiódł się w trakcie zapisu z powodu błędu serwera: część wierszy jest już zapisana. Uruchom go ponownie: wiersze zapisane się nie zmienią, zapiszą się pozostałe.',
    interruptedApply:
      'Zapis importu przerwało zatrzymanie serwera, a jego pliku już nie ma (albo się zmienił), więc nie można go dokończyć: część wierszy jest zapisana. Zaimportuj plik ponownie.',
  },
  /** Summaries of a finished run. */
  summary: {
    dryRun:
      'Próba (nic nie zapisano): {created} nowych, {updated} zmienionych, {unchanged} bez zmian, {deactivated} do wycofania, {rejected} odrzuconych.',
    applied:
      'Zaimportowano: {created} nowych, {updated} zmienionych, {unchanged} bez zmian, {deactivated} wycofanych, {rejected} odrzuconych.',
    nothingChanged: 'Nic się nie zmieniło: dane w pliku są takie jak w systemie ({unchanged} wierszy bez zmian).',
  },
  /** Warnings of a report (the file is read all the same). */
  warning: {
    unknownColumn: 'Nieznana kolumna „{column}” (kolumna {letter}): jej wartości nie są importowane.',
    extraCells: 'Wiersz {row} ma więcej wartości niż kolumn w nagłówku: nadmiarowe wartości pominięto.',
    errorsCut: 'Lista błędów pokazuje pierwsze {shown} z {total}; wszystkie są w pliku odrzuconych wierszy.',
    resumed:
      'Zapis przerwało zatrzymanie serwera; dokończono go z tego samego pliku po ponownym uruchomieniu. Wiersze, które dopiero wtedy okazały się błędne, pominięto (są w pliku odrzuconych wierszy).',
  },
  /** Why a row is rejected. */
  row: {
    required: 'Wartość wymagana.',
    requiredForNew: 'Nowa pozycja wymaga wartości w kolumnie „{column}”.',
    tooLong: 'Tekst dłuższy niż {max} znaków.',
    money: 'Niepoprawna kwota „{value}”: wpisz kwotę w złotych, np. 12,50.',
    moneyDecimals: 'Kwota „{value}” ma więcej niż dwa miejsca po przecinku.',
    negative: 'Wartość nie może być ujemna.',
    number: 'Niepoprawna liczba „{value}”.',
    quantityDecimals: 'Ilość „{value}” ma więcej niż trzy miejsca po przecinku.',
    taxRate: 'Niepoprawna stawka VAT „{value}”: dozwolone {allowed}.',
    gtin: 'Niepoprawny kod EAN „{value}”: EAN ma 13 cyfr, ostatnia to cyfra kontrolna.',
    eanRepeated: 'EAN {ean} występuje w pliku drugi raz (pierwszy raz w wierszu {row}).',
    eanTaken: 'EAN {ean} ma już inny produkt ({symbol}).',
    nip: 'Niepoprawny NIP „{value}”: NIP ma 10 cyfr, ostatnia to cyfra kontrolna.',
    krs: 'Niepoprawny numer KRS „{value}”: KRS ma 10 cyfr.',
    postalCode: 'Niepoprawny kod pocztowy „{value}”: wpisz go jako 00-000.',
    bankAccount: 'Niepoprawny numer rachunku „{value}”: rachunek w Polsce ma 26 cyfr i zgodną sumę kontrolną.',
    date: 'Niepoprawna data „{value}”: wpisz ją jako RRRR-MM-DD lub DD.MM.RRRR.',
    code: 'Niepoprawny kod „{value}”: dozwolone litery, cyfry, „-”, „_”, „.” i „/”, do {max} znaków.',
    duplicateKey: '{key} występuje w pliku drugi raz (pierwszy raz w wierszu {row}).',
    unknownProduct: 'Nie ma produktu o symbolu {symbol}: najpierw zaimportuj go z katalogiem produktów.',
    unknownWarehouse: 'Nie ma magazynu {code}: najpierw zaimportuj go z listą magazynów.',
    unknownCompany: 'Nie ma firmy {code}: najpierw zaimportuj ją z listą firm.',
    unknownSupplier: 'Nie ma dostawcy „{value}” (podaj nazwę albo NIP dostawcy).',
    ambiguousSupplier: 'Nazwa „{value}” pasuje do kilku dostawców: podaj NIP dostawcy.',
    extraCells: 'Wiersz ma więcej wartości niż kolumn w nagłówku.',
  },
  /** The name of each import kind (the name of its scheduled job). */
  kinds: {
    companies: 'Firmy',
    warehouses: 'Magazyny',
    products: 'Produkty (katalog)',
    prices: 'Ceny',
    stock: 'Stany magazynowe',
    users: 'Pracownicy (konta)',
    clients: 'Klienci',
    contacts: 'Kontakty klientów',
    payments: 'Płatności',
    invoices: 'Faktury (KSeF FA(3), CSV)',
  },
  /** Scheduled import jobs (`PUT /api/imports/jobs/:id`, `POST /api/imports/jobs/:id/run`). */
  job: {
    notFound: 'Nie znaleziono zadania importu.',
    alreadyRunning: 'Zadanie importu „{name}” już działa: poczekaj, aż skończy, i uruchom je ponownie.',
    badFrequency:
      'Niepoprawny harmonogram „{value}”: podaj wyrażenie cron z pięcioma polami (minuta godzina dzień miesiąc dzień-tygodnia), np. „0 2 * * *”.',
  },
  /** Name of the column added to the rejected rows' CSV. */
  rejectsColumn: 'błąd',
  runNotFound: 'Nie znaleziono importu.',
  noRejects: 'Ten import nie ma odrzuconych wierszy do pobrania.',
  /** The file sent as the body of `POST /api/imports/runs`. */
  upload: {
    empty: 'Nie wysłano pliku: treść żądania jest pusta. Wyślij plik CSV albo XLSX jako treść żądania.',
    tooLarge: 'Plik jest za duży (maksymalnie {limit}); nic nie zapisano.',
  },
  /** Why a dry run cannot be applied by id (`POST /api/imports/runs/:id/apply`). */
  apply: {
    notDryRun: 'Ten import nie był próbny (dry run): jego plik został już zastosowany albo odrzucony.',
    notFinished: 'Próbny import jeszcze trwa: zastosuj go, gdy się zakończy.',
    notDone: 'Próbny import nie zakończył się powodzeniem: popraw plik i wyślij go ponownie.',
    applying: 'Ten próbny import jest właśnie stosowany (import nr {id}).',
    applied: 'Ten próbny import został już zastosowany (import nr {id}).',
    fileGone:
      'Plik tego próbnego importu nie jest już przechowywany (pliki próbnych importów są trzymane przez dobę): wyślij plik ponownie.',
  },
  /** Why the mock backend's job of another kind of work cannot be run now (the server's jobs all import files). */
  jobRun: {
    notFileImport: 'To zadanie nie importuje plików, więc nie można go uruchomić ręcznie.',
  },
} as const;

/**
 * Polish text of the imports contract (contract/imports.ts, and contract/setup.ts, whose counts
 * tell what the first imports still lack): the validation errors of its zod schemas and the
 * one-line summaries of its calls (docs/contract.md, the OpenAPI document). `{key}` placeholders
 * are filled with `formatMessage`.
 */
export const importContractMessages = {
  kind: 'Nieznany rodzaj importu. Dozwolone: {kinds}.',
  sheet: 'Podaj nazwę arkusza.',
  file: 'Dołącz plik CSV albo XLSX.',
  /** A true/false option of a body (`full`, `accept_valid`, `enabled`). */
  booleanField: 'Pole {field} musi być wartością logiczną.',
  frequency: {
    notText: 'Harmonogram musi być tekstem.',
    required: 'Podaj harmonogram (wyrażenie cron).',
    tooLong: 'Harmonogram jest za długi.',
  },
  jobStatus: 'Nieznany status zadania.',
  /** One line per call, for docs/contract.md and the OpenAPI document. */
  summaries: {
    importList:
      'Zadania importu (cron) z historią ostatnich uruchomień; filtr current_job_status; szukanie po kodzie i nazwie.',
    importStart:
      'Importuje plik CSV lub XLSX wysłany jako treść żądania (firmy, magazyny, produkty, ceny, stany; docs/imports.md): zakłada przebieg i odpowiada od razu 202 (status queued); wynik w GET /api/imports/runs/:id. Opcje w zapytaniu: kind, file_name, dry_run, full, accept_valid, sheet. Tylko administrator.',
    importRunApply:
      'Stosuje plik próbnego importu (dry run) bez ponownego wysyłania: nowy przebieg z tymi samymi opcjami (full, accept_valid można zmienić); 202. Plik próbnego importu jest przechowywany przez dobę.',
    importJobUpdate:
      'Zmienia harmonogram zadania importu (cron), tryb pełny (full), przyjmowanie poprawnych wierszy (accept_valid) albo je wyłącza i włącza.',
    importJobRun:
      'Uruchamia zadanie importu teraz: pobiera pliki ze swojego katalogu (IMPORT_DIR/<rodzaj>/) poza harmonogramem; 202.',
    importRunList: 'Historia importów plików: kto, kiedy, plik (nazwa, SHA-256), rodzaj, opcje, liczby; filtr kind.',
    importRunById: 'Stan importu: status, postęp (rows_read) i raport po zakończeniu.',
    importRunRejects: 'Odrzucone wiersze importu jako CSV do poprawienia: te same kolumny i kolumna „błąd”.',
    importExample: 'Przykładowy plik CSV danego rodzaju importu (nagłówek i kilka wierszy).',
    setupStatus:
      'Liczba firm, magazynów, produktów, cen, stanów, pracowników, klientów, kontaktów, faktur i płatności (pierwsze kroki).',
  },
} as const;
