import { init } from './001_init';

/** A schema change, applied once, in order, inside a transaction. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/**
 * Every migration in order. Append new ones with the next version; never edit one that has
 * shipped: a database records the versions it has applied in `schema_migrations`.
 */
export const migrations: readonly Migration[] = [{ version: 1, name: 'init', sql: init }];
