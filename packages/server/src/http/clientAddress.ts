import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * The proxies whose `X-Forwarded-For` / `X-Forwarded-Proto` the server believes (env
 * `TRUST_PROXY`), parsed once at start. An empty list believes nobody: the socket's peer is the
 * client, and a forged header from a browser changes nothing.
 */
export interface TrustedProxies {
  /** The entries as configured (`loopback`, addresses, CIDR ranges), for the log and the docs. */
  readonly entries: readonly string[];
  /** Whether a peer at `address` is one of the trusted proxies. */
  trusts(address: string): boolean;
}

/** Why one entry of `TRUST_PROXY` is not a proxy (Polish, for the start's list of setting errors). */
export class TrustProxyError extends Error {}

/** `::ffff:10.0.0.1` (an IPv4 peer of a dual-stack socket) is `10.0.0.1`. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Parses `TRUST_PROXY`: entries separated by commas or spaces, each `loopback` (127.0.0.0/8 and
 * ::1), an address (`10.0.0.5`, `fd00::1`) or a range (`10.0.0.0/8`, `fd00::/8`). Unset or empty:
 * no proxy is trusted. Throws a {@link TrustProxyError} naming the first entry that is none of these.
 */
export function parseTrustProxy(value: string | undefined): TrustedProxies {
  const entries = (value ?? '')
    .split(/[\s,]+/)
    .map((e) => e.trim())
    .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    if (entry.toLowerCase() === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? null : Number(prefix);
    const max = family === 4 ? 32 : 128;
    if (family === 0 || extra !== undefined || (bits !== null && (!/^\d{1,3}$/.test(prefix ?? '') || bits > max))) {
      throw new TrustProxyError(
        `„${entry}” nie jest adresem ani zakresem (np. loopback, 10.0.0.5, 10.0.0.0/8, fd00::/8)`,
      );
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === null) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return {
    entries,
    trusts(address) {
      if (entries.length === 0) return false;
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** Who sent a request, as far as the trusted proxies say. */
export interface RequestOrigin {
  /** The client's address: the socket's peer, or the nearest untrusted hop of `X-Forwarded-For`. */
  address: string;
  /** Whether the client reached us over HTTPS (only a trusted proxy's `X-Forwarded-Proto` can say so). */
  https: boolean;
}

/** The socket peer of a request served by `@hono/node-server`, or `unknown` (requests made in tests without a socket). */
export function socketAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return plainAddress(incoming?.socket?.remoteAddress ?? 'unknown');
}

/**
 * The client of a request. A peer that is not a trusted proxy is the client itself, whatever
 * headers it sends. Behind trusted proxies `X-Forwarded-For` is read from the right (each proxy
 * appends the address it was reached from), skipping trusted hops: the first address that is not
 * a trusted proxy is the client, so a client cannot pose as another by sending the header itself.
 */
export function requestOrigin(c: Context, proxies: TrustedProxies): RequestOrigin {
  const peer = socketAddress(c);
  if (!proxies.trusts(peer)) return { address: peer, https: false };
  let address = peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = plainAddress(hops[i] as string);
    // A malformed entry cannot be checked against anyone's throttle: stop at the last good hop.
    if (isIP(hop) === 0) break;
    address = hop;
    if (!proxies.trusts(hop)) break;
  }
  const proto = (c.req.header('x-forwarded-proto') ?? '').split(',')[0]?.trim().toLowerCase();
  return { address, https: proto === 'https' };
}
