/**
 * Polish text of the invoice import (KSeF FA(3) XML, a ZIP of them, or CSV/XLSX; docs/imports.md,
 * "invoices") and of the invoice page's KSeF block. Placeholders in braces are filled by
 * `formatMessage`.
 */
export const ksefMessages = {
  /** libxml2's schema messages in Polish words (the subject, then what is wrong). */
  schema: {
    element: 'element {name}',
    attribute: 'atrybut {name} elementu {element}',
    unexpectedExpected: 'ten element nie powinien się tu znaleźć; oczekiwano: {expected}',
    unexpected: 'ten element nie powinien się tu znaleźć',
    missingChild: 'brakuje elementu podrzędnego; oczekiwano: {expected}',
    pattern: 'wartość „{value}” ma niedozwoloną postać',
    enumeration: 'wartość „{value}” jest niedozwolona (dozwolone: {allowed})',
    length: 'wartość ma {length} znaków, a dozwolone jest {limit}',
    facet: 'wartość „{value}” jest poza dozwolonym zakresem',
    invalidValue: 'wartość „{value}” jest niepoprawna (typ {type})',
    notFa: 'to nie jest faktura FA(3)',
    attributeMissing: 'brak wymaganego atrybutu {name}',
    fixed: 'wartość „{value}” musi brzmieć „{fixed}”',
    other: 'niezgodność ze schematem ({detail})',
    notWellFormed: 'to nie jest poprawny dokument XML ({detail})',
  },
  /** Why one invoice file (of an upload, or of a ZIP) is not imported. */
  invoice: {
    invalid: 'Plik {file} jest niezgodny ze schematem FA(3): wiersz {line}, {message}.',
    doctype:
      'Plik {file} zawiera deklarację DOCTYPE albo encji: faktura FA(3) ich nie ma, a służą do ataków (np. „billion laughs”). Plik odrzucono.',
    namespace:
      'Plik {file} nie jest fakturą FA(3): element główny {element} ma przestrzeń nazw „{namespace}”, a faktura FA(3) ma „{expected}”.',
    tooLarge: 'Plik {file} ma {size}, a faktura KSeF może mieć najwyżej {limit}. Plik odrzucono.',
    currency: 'Faktura {number} (plik {file}) jest w walucie {currency}: importowane są faktury w złotych (PLN).',
    noBuyer:
      'Faktura {number} (plik {file}) nie podaje NIP ani numeru VAT UE nabywcy: nie można jej przypisać klientowi.',
    badBuyerNip: 'Faktura {number} (plik {file}): NIP nabywcy {nip} ma błędną cyfrę kontrolną.',
    badSellerNip: 'Faktura {number} (plik {file}): NIP sprzedawcy {nip} ma błędną cyfrę kontrolną.',
    unknownBuyer: 'Faktura {number} (plik {file}): nie ma klienta o NIP {nip}. Najpierw zaimportuj klientów.',
    ambiguousBuyer: 'Faktura {number} (plik {file}): NIP {nip} ma kilku klientów; nie wiadomo, którego to faktura.',
    unknownSeller:
      'Faktura {number} (plik {file}) jest wystawiona przez NIP {nip}, który nie należy do żadnej z firm: importowane są tylko faktury sprzedaży własnych firm (zaimportuj najpierw firmy).',
    badKsefNumber:
      'Numer KSeF „{value}” (plik {file}) jest niepoprawny: ma 35 znaków (NIP-RRRRMMDD-XXXXXXXXXXXX-CC) i zgodną sumę kontrolną CRC-8.',
    ksefSellerMismatch: 'Numer KSeF {value} (plik {file}) zaczyna się od innego NIP niż NIP sprzedawcy {nip}.',
    ksefTaken: 'Numer KSeF {value} (plik {file}) ma już inna faktura: {number}.',
    ksefChanged: 'Faktura {number} ma już numer KSeF {existing}, a plik {file} podaje inny: {value}.',
    correctedUnknown:
      'Korekta {number} (plik {file}) koryguje fakturę {corrected}, której nie ma ani w systemie, ani w tym imporcie.',
    duplicate: 'Faktura {number} występuje w imporcie drugi raz (pliki {first} i {second}).',
    fromKsef:
      'Faktura {number} ({file}) została zaimportowana z KSeF (plik FA(3)): plik CSV/XLSX jej nie zmienia — zaimportuj jej korektę z KSeF.',
    noKsefNumber:
      'Plik {file}: nazwa pliku nie jest numerem KSeF, a manifest go nie podaje; faktura nie będzie miała numeru KSeF.',
    unknownOrder: 'Faktura {number}: nie ma zamówienia {order}; faktura nie będzie z nim powiązana.',
  },
  /** Refusals of the whole upload. */
  file: {
    notInvoices: 'To nie jest faktura FA(3) (XML), archiwum ZIP faktur ani plik CSV/XLSX z fakturami.',
    badZip: 'Nie udało się odczytać archiwum ZIP: plik jest uszkodzony.',
    emptyZip: 'Archiwum ZIP nie zawiera żadnego pliku XML z fakturą.',
    zipTooLarge: 'Archiwum ZIP rozpakowuje się do więcej niż {limit} albo ma więcej niż {files} plików: odrzucono.',
    zipNested: 'Plik {file} w archiwum jest zaszyfrowany albo jest kolejnym archiwum: takich nie importujemy.',
    manifestColumns: 'Manifest {file} musi mieć kolumny „plik” i „numer_ksef” (nazwa pliku XML i jego numer KSeF).',
    manifestUnknownFile: 'Manifest {file}, wiersz {row}: w archiwum nie ma pliku {name}.',
    refused: 'Plik odrzucony: {rejected} z {rows} faktur ma błędy. Nic nie zapisano.',
    conflict: 'Wiersz podaje dla faktury {number} inną wartość kolumny „{column}” niż jej pierwszy wiersz ({row}).',
    required: 'Brak wartości: faktura potrzebuje kolumny „{column}”.',
    badRate: 'Niepoprawna stawka VAT „{value}”: dozwolone 0, 5, 8, 23 (także „zw”, „np”).',
    /** Where an invoice of a CSV/XLSX is: the row of its first line. */
    row: 'wiersz {row}',
    rowProblem: 'Wiersz {row}: {message}',
  },
  /** The invoice page's KSeF block. */
  page: {
    heading: 'KSeF',
    qrLabel: 'Kod QR weryfikacji faktury w KSeF (KOD I)',
    offline: 'OFFLINE',
    verify: 'Sprawdź fakturę w KSeF',
    downloadXml: 'Pobierz oryginalny plik XML (FA(3))',
    corrections: 'Korekty',
    correctionColumns: {
      number: 'Numer korekty',
      date: 'Data wystawienia',
      reason: 'Przyczyna',
      net: 'Zmiana netto',
      gross: 'Zmiana brutto',
    },
  },
  xmlNotFound: 'Ta faktura nie ma pliku XML z KSeF.',
} as const;
