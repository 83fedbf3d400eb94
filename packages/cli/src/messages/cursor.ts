/** Polish texts of `export … --since-cursor`. */
export const cursorMessages = {
  option:
    'plik z kursorem dziennika zmian: eksportuje tylko to, co zmieniło się od poprzedniego uruchomienia, i zapisuje w nim nowy kursor (dla crona)',
  badFile: (file: string) =>
    `Plik kursora ${file} nie zawiera kursora (nieujemnej liczby całkowitej). Usuń go, aby wyeksportować wszystko od początku.`,
  notForResource: (resource: string) =>
    `Opcja --since-cursor jest dostępna tylko dla ofert i zamówień (export offers, export orders), nie dla „${resource}”.`,
  onlyStatus:
    'Z opcją --since-cursor można łączyć tylko --status (i opcje formatu); pozostałe filtry nie mają zastosowania.',
  cursorSaved: (rows: number, cursor: number, file: string) =>
    `Wyeksportowano zmienione dokumenty: ${rows}. Nowy kursor ${cursor} zapisano w ${file}.`,
} as const;
