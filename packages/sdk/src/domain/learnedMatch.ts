import { splitQuantity } from './pastedQuantity';
import { searchWords } from './searchText';

/**
 * The key a pasted row's text is remembered under when a person picks its product: the search
 * words of the text (lower case, no Polish marks, one space, sizes written one way — sdk
 * `searchWords`, an inch mark left out) with a quantity and unit at the end taken off ("Kabel YDY 3x2,5 – 100 m",
 * "kabel  ydy 3x2.5" and "KABEL YDY 3X2,5" share one key). Null when no word is left.
 */
export function learnedMatchKey(text: string): string | null {
  const { text: withoutQuantity } = splitQuantity(text);
  // `1/2"` and `1/2` are one size (as the matcher's score reads them).
  const words = searchWords(withoutQuantity).map((w) => w.replace(/"$/, ''));
  return words.length ? words.join(' ') : null;
}
