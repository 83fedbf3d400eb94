import { generateCatalogue, generateDataset, type ProductFixture } from '@salesdesk/fixtures';
import type { MatchRow } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { seedDatabase } from '../db/seed';

/**
 * Seeds the fixture catalogue (scale `scale`: 2,000 products a unit) with the usual users,
 * warehouses and reference data, and no documents: what the matcher reads.
 */
export async function seedMatchCatalogue(db: Db, scale = 1): Promise<ProductFixture[]> {
  const base = generateDataset({ seed: 1, scale: 1 });
  const catalogue =
    scale === 1
      ? base.catalogue
      : generateCatalogue({
          seed: 1,
          scale,
          warehouseCodes: base.warehouses.map((w) => w.code),
          userIds: base.users.map((u) => u.id),
        });
  await seedDatabase(db, { ...base, offers: [], orders: [], catalogue }, { demoPasswords: true });
  return catalogue.products;
}

/** A one-letter typo: two neighbouring letters of the middle swapped (one edit, as people mistype). */
function typo(word: string): string {
  const i = Math.floor(word.length / 2) - 1;
  return `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
}

/**
 * The matcher's worst paste: `count` rows of eight unrelated words of the catalogue's typo
 * vocabulary (each finds products, together nothing, so every row tries leaving words out), or
 * with a typo in every word (every word looked up for corrections too).
 */
export function worstPaste(db: Db, options: { count?: number; typos?: boolean } = {}): MatchRow[] {
  const words = db
    .prepare('SELECT word FROM search_vocabulary WHERE length(word) >= 5 ORDER BY word')
    .pluck()
    .all() as string[];
  if (words.length < 16) throw new Error('worstPaste: the catalogue has too few words');
  return Array.from({ length: options.count ?? 500 }, (_, row) => ({
    text: Array.from({ length: 8 }, (_, i) => {
      // Steps of a prime through the sorted words: neighbours in a row are far apart in the list.
      const word = words[((row * 8 + i) * 97) % words.length] as string;
      return options.typos ? typo(word) : word;
    }).join(' '),
  }));
}
