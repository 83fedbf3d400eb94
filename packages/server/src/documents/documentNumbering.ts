// The numbers documents are given.

/** Document number `PREFIX/YYYY/000123` from the id. */
export function documentNumber(prefix: 'OF' | 'ZAM', id: number, createdAt: string): string {
  return `${prefix}/${createdAt.slice(0, 4)}/${String(id).padStart(6, '0')}`;
}
