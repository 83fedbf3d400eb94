import { ADMIN_ROLE, HOME_COMPANY_CODE, type Letterhead } from '@salesdesk/sdk';
import { hashPassword } from '../auth/password';
import { ensureImportJobs } from '../imports/importJobs';
import type { Db } from './database';

/** Options of {@link seedEmpty}. */
export interface EmptySeedOptions {
  /** The administrator's password (hashed before it is stored). */
  adminPassword: string;
  /** The administrator's e-mail (env `ADMIN_EMAIL`; empty when unset). */
  adminEmail?: string | undefined;
  /** The configured seller's details: the home company's name comes from them. */
  letterhead: Letterhead;
  /** The seed moment (epoch ms): the import jobs' next runs count from it. */
  now: number;
}

/**
 * The first start of an installation without demo data (docs/operations.md, "An empty start"):
 * what the application needs to work and nothing else. That is the home company (every account
 * belongs to a company, and the home company's code is the product's, `HOME_COMPANY_CODE`) named
 * after the configured letterhead; the administrator `admin`; and the import jobs (one per
 * kind), idle and never run. Roles, page access and approval thresholds are code (the sdk), not rows.
 * Companies, warehouses, the catalogue, staff, clients and invoices come from the imports.
 */
export async function seedEmpty(db: Db, options: EmptySeedOptions): Promise<void> {
  const hash = await hashPassword(options.adminPassword);
  db.transaction(() => {
    // Name only: a company without details prints the configured letterhead on its PDFs
    // (sendPdf's sellerOf), so a later change of env LETTERHEAD still reaches them.
    db.prepare('INSERT INTO companies (code, name) VALUES (?, ?)').run(HOME_COMPANY_CODE, options.letterhead.name);
    db.prepare(
      `INSERT INTO users (id, username, password_hash, firstname, lastname, email, role, company_code, is_acceptor, source)
       VALUES (1, 'admin', ?, 'Administrator', 'systemu', ?, ?, ?, 1, 'local')`,
    ).run(hash, options.adminEmail ?? '', ADMIN_ROLE, HOME_COMPANY_CODE);
    ensureImportJobs(db, options.now);
  })();
}
