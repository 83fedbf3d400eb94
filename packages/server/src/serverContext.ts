import type { LoginLimiter } from './auth/loginLimiter';
import type { ServerConfig } from './config';
import type { Db } from './db/database';

/** Where the server logs. */
export interface Logger {
  info(message: string, ...rest: unknown[]): void;
  error(message: string, ...rest: unknown[]): void;
}

/** Something that pushes live messages to a user's open sockets. */
export interface LivePush {
  pushToUser(userId: number, message: Record<string, unknown>): void;
  closeUser(userId: number): void;
  /** Open authenticated sockets of a user. */
  connectionCount(userId: number): number;
}

/** Services shared by every handler. */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
  log: Logger;
  /** Epoch milliseconds; injected so tests can move time. */
  now: () => number;
  loginLimiter: LoginLimiter;
  /** Live socket pushes (a no-op until the socket is attached). */
  live: LivePush;
  /** Runs background work after the answer is sent (`setImmediate`); tests may hold it to race it. */
  runLater: (job: () => void) => void;
}
