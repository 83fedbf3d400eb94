/**
 * Close codes the server sends when a live socket's authorisation ends (RFC 6455 leaves
 * 4000–4999 to applications). The client never reconnects with the token that was refused;
 * see docs/session.md, "Live socket".
 */
export const SOCKET_CLOSE = {
  /** The token the socket authenticated with reached its `exp`. */
  tokenExpired: { code: 4001, reason: 'token expired' },
  /** The token was revoked: logout of that session, or a password reset (every session of the user). */
  tokenRevoked: { code: 4002, reason: 'token revoked' },
  /** An administrator deactivated the user. */
  userDeactivated: { code: 4003, reason: 'user deactivated' },
  /**
   * The server is stopping to restart (SIGTERM: a deploy, an upgrade). RFC 6455's "Service
   * Restart": not an end of the authorisation, so the live socket reconnects with the same token.
   */
  serverRestart: { code: 1012, reason: 'service restart' },
} as const;

/** Why the server ended a socket's authorisation. */
export type SocketAuthEnd = 'expired' | 'revoked' | 'deactivated';

/** The {@link SocketAuthEnd} a close code stands for, or null for any other close (network, restart, 1008). */
export function socketAuthEnd(code: number): SocketAuthEnd | null {
  switch (code) {
    case SOCKET_CLOSE.tokenExpired.code:
      return 'expired';
    case SOCKET_CLOSE.tokenRevoked.code:
      return 'revoked';
    case SOCKET_CLOSE.userDeactivated.code:
      return 'deactivated';
    default:
      return null;
  }
}
