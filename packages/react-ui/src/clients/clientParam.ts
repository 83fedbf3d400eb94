/**
 * How a client is written in `/pl/dashboard/clients/{clientName}` (docs/decisions/ui.md): its id,
 * a hyphen and its name as plain words, `/pl/dashboard/clients/11-hurtownia-elektryczna-zarowka-…`.
 * The id alone decides which client opens, so two clients of one name, a renamed client or a
 * name full of `/`, `&` and Polish letters never open the wrong card; the words are for people
 * reading the link. The number alone (`/clients/11`), the form links used before, opens the same.
 */

/** Longest slug kept: enough to recognise a client, short enough for a chat message. */
const SLUG_MAX = 80;

/**
 * A name as lower-case ASCII words joined by hyphens: Polish letters lose their diacritics
 * (`ł` → `l`, which Unicode does not decompose), anything else that is not a letter or a digit
 * separates words.
 */
export function clientSlug(name: string): string {
  const ascii = name
    .replace(/[łŁ]/g, (ch) => (ch === 'ł' ? 'l' : 'L'))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  const words = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return words.length <= SLUG_MAX ? words : words.slice(0, SLUG_MAX).replace(/-[^-]*$/, '');
}

/** The path parameter of a client: `{id}-{slug}`, or the id alone when the name is unknown or has no letters. */
export function clientPathParam(client: { id: number; name?: string | null | undefined }): string {
  const slug = client.name ? clientSlug(client.name) : '';
  return slug ? `${client.id}-${slug}` : String(client.id);
}

export { clientIdFromParam } from '../pages/clientIdParam';
