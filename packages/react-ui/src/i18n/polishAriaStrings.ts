// The package types each locale file as a type only (its lang.d.ts); at run time the file's
// default export is that locale's strings object, which is what is read here.
// @ts-expect-error TS1484: a value, not a type
import polishStrings from 'react-aria-components/i18n/pl-PL';
import { fillMessage } from '../messages';
import { ariaMessages } from '../messages/aria';

/** Where react-aria reads a page's strings and their locale (its `LocalizedStringProvider` sets them). */
const STRINGS = Symbol.for('react-aria.i18n.strings');
const LOCALE = Symbol.for('react-aria.i18n.locale');

/** A react-aria string: text, or a function of its arguments (and a formatter, unused here). */
type LocalizedString = string | ((args: Record<string, unknown>, formatter?: unknown) => string);

const pluralRules = new Intl.PluralRules('pl-PL');

/** "Dostępna 1 opcja.", "Dostępne 3 opcje.", "Dostępnych 5 opcji.", "Brak dostępnych opcji.". */
export function optionCountAnnouncement(count: number): string {
  const m = ariaMessages.options;
  if (count === 0) return m.none;
  const rule = pluralRules.select(count);
  return fillMessage(rule === 'one' ? m.one : rule === 'few' ? m.few : m.many, { count });
}

/**
 * react-aria's own pl-PL strings of every package (`react-aria-components/i18n/pl-PL`, the set
 * its `LocalizedStringProvider` serves) with the combobox's count announcement in proper Polish
 * plural forms.
 */
export function polishAriaStrings(): Record<string, Record<string, LocalizedString>> {
  // @ts-expect-error TS2693: see the import
  const strings = polishStrings as unknown as Record<string, Record<string, LocalizedString>>;
  return {
    ...strings,
    '@react-aria/combobox': {
      ...strings['@react-aria/combobox'],
      countAnnouncement: (args: Record<string, unknown>) => optionCountAnnouncement(Number(args.optionCount)),
    },
    // The preview trigger asks under this name; the set names it `previewtrigger`.
    '@react-aria/link-preview': strings['@react-aria/previewtrigger'] ?? {},
  };
}

/**
 * Gives react-aria our Polish strings the way it takes a server's (`LocalizedStringProvider`):
 * the page's locale and strings on `window`, read by every react-aria component whatever
 * locale it is given. Once per page; before the first component that reads them counts.
 */
export function installPolishAriaStrings(): void {
  if (typeof window === 'undefined') return;
  // react-aria reads its strings from symbol-keyed globals, which the DOM's Window type does not declare.
  const target = window as unknown as Record<symbol, unknown>;
  if (target[STRINGS]) return;
  target[LOCALE] = 'pl-PL';
  target[STRINGS] = polishAriaStrings();
}
