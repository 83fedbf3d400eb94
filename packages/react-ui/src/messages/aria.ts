/**
 * Our Polish for what react-aria says on its own where its pl-PL text falls short: the combobox
 * announced "dostępna/dostępne(-nych) 1 opcja"; we say each number in its Polish form.
 */
export const ariaMessages = {
  options: {
    none: 'Brak dostępnych opcji.',
    one: 'Dostępna {count} opcja.',
    few: 'Dostępne {count} opcje.',
    many: 'Dostępnych {count} opcji.',
  },
} as const;
