/** The content codings the server sends: brotli before gzip when the client takes both alike. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to answer with, from the request's `Accept-Encoding` and the codings on offer (in
 * the server's order of preference), or null for the plain body. Follows RFC 9110 §12.5.3:
 * `q=0` refuses a coding, `*` stands for every coding not named, the highest `q` wins and the
 * server's order breaks ties; no header means the client takes anything, but then the plain
 * body is sent (old clients that send none may not decode).
 */
export function pickCoding(
  acceptEncoding: string | null | undefined,
  offered: readonly ContentCoding[],
): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    weights.set(name, Number.isFinite(q) ? Math.min(1, Math.max(0, q)) : 0);
  }
  const wildcard = weights.get('*') ?? 0;
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of offered) {
    const q = weights.get(coding) ?? wildcard;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** Adds `Accept-Encoding` to a `Vary` header value (once). */
export function varyOnEncoding(current: string | null): string {
  if (!current) return 'Accept-Encoding';
  if (current === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}
