/**
 * Polish texts of the trade's synonym dictionary and of the matches the paste dialog learns
 * (validation, refusals).
 */
export const synonymMessages = {
  wordsRequired: 'Podaj co najmniej dwa słowa, które znaczą to samo.',
  tooFewWords: 'Grupa potrzebuje co najmniej {min} słów: słowo i jego synonim.',
  tooManyWords: 'Grupa może mieć najwyżej {max} słów.',
  wordRequired: 'Słowo nie może być puste.',
  wordTooShort: 'Słowo musi mieć co najmniej {min} znaki.',
  wordTooLong: 'Słowo może mieć najwyżej {max} znaków.',
  wordOneWord: 'Wpisz jedno słowo (litery i cyfry, bez spacji), np. „przewód”.',
  wordsDuplicated: 'Słowo „{word}” jest w grupie dwa razy.',
  wordInOtherGroup:
    'Słowo „{word}” jest już w innej grupie ({group}). Dopisz słowa do tamtej grupy albo usuń je z niej.',
  tooManyGroups: 'Słownik może mieć najwyżej {max} grup.',
  notFound: 'Nie znaleziono tej grupy synonimów.',
  learned: {
    textRequired: 'Podaj tekst wiersza z listy.',
    textTooLong: 'Tekst wiersza może mieć najwyżej {max} znaków.',
    textNoWords: 'Tekst wiersza nie ma słów, które dałoby się zapamiętać.',
    productRequired: 'Wybierz produkt.',
    productUnknown: 'Nie ma aktywnego produktu o tym identyfikatorze.',
    clientUnknown: 'Nie ma klienta o tym identyfikatorze.',
    notFound: 'Nie znaleziono zapamiętanego dopasowania.',
    notYours: 'Zapamiętane dopasowanie może usunąć osoba, która je zapamiętała, albo administrator.',
  },
} as const;

/**
 * Polish one-line summaries of the synonym dictionary's and the learned matches' calls
 * (contract/synonyms.ts) for docs/contract.md and the OpenAPI document; their validation errors
 * are in {@link synonymMessages}.
 */
export const synonymContractMessages = {
  /** One line per call. */
  summaries: {
    synonymList: 'Słownik synonimów branżowych: grupy słów, które wyszukiwarka i dopasowanie list czytają jako jedno.',
    synonymCreate:
      'Dodaje grupę synonimów (2–12 pojedynczych słów); słowo może należeć tylko do jednej grupy (400 z błędem pola words).',
    synonymUpdate: 'Zmienia słowa grupy synonimów.',
    synonymDelete: 'Usuwa grupę synonimów.',
    learnedMatchList:
      'Zapamiętane dopasowania wklejonych list (tekst → produkt), najnowsze najpierw; search zawęża po tekście lub nazwie produktu.',
    learnedMatchCreate:
      'Zapamiętuje produkt wybrany dla tekstu z wklejonej listy: następne wklejenie tego tekstu (najpierw dla tego klienta, potem dla każdego) dopasuje go z pewnością.',
    learnedMatchDelete: 'Zapomina zapamiętane dopasowanie (osoba, która je zapamiętała, albo administrator).',
  },
} as const;
