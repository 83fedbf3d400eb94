import { type Dataset, DEMO_PASSWORD } from '@salesdesk/fixtures';
import { hashPassword } from '../auth/password';
import type { Db } from './database';
import { seedCatalogue } from './seedCatalogue';
import { seedOffers } from './seedOffers';
import { seedReference } from './seedReference';

/** Options of {@link seedDatabase}. */
export interface SeedOptions {
  /**
   * Give the demo accounts the demo password. Refused in production: there the accounts are
   * created without a password, and `ADMIN_PASSWORD` (when set) becomes the admin's.
   */
  demoPasswords: boolean;
  adminPassword?: string | undefined;
  /** The seed moment (epoch ms); fixture dates are offsets from it. Default: the clock. */
  now?: number | undefined;
}

/** Whether the database holds no users yet (first start). */
export function isEmpty(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number) === 0;
}

/** Inserts the dataset in one transaction. */
export async function seedDatabase(db: Db, data: Dataset, options: SeedOptions): Promise<void> {
  const demoHash = options.demoPasswords ? await hashPassword(DEMO_PASSWORD) : null;
  const adminHash = options.adminPassword ? await hashPassword(options.adminPassword) : null;
  const insertCompany = db.prepare(
    'INSERT INTO companies (code, name, overdue_tolerance_days) VALUES (@code, @name, @overdue_tolerance_days)',
  );
  const insertWarehouse = db.prepare(
    'INSERT INTO warehouses (code, name, company_code, organizational_unit) VALUES (@code, @name, @company_code, @organizational_unit)',
  );
  const insertUser = db.prepare(`INSERT INTO users
    (id, username, password_hash, firstname, lastname, email, phone, role, company_code, organizational_unit,
     default_warehouse, is_acceptor, is_active, source)
    VALUES (@id, @username, @password_hash, @firstname, @lastname, @email, @phone, @role, @company_code,
     @organizational_unit, @default_warehouse, @is_acceptor, @is_active, @source)`);
  const insertUserWarehouse = db.prepare('INSERT INTO user_warehouses (user_id, warehouse_code) VALUES (?, ?)');
  db.transaction(() => {
    for (const c of data.companies) insertCompany.run(c);
    for (const w of data.warehouses) insertWarehouse.run(w);
    for (const user of data.users) {
      const hash = user.username === 'admin' && adminHash ? adminHash : user.demo ? demoHash : null;
      insertUser.run({
        ...user,
        password_hash: hash,
        is_acceptor: user.is_acceptor ? 1 : 0,
        is_active: user.is_active ? 1 : 0,
      });
      for (const w of user.available_warehouses) insertUserWarehouse.run(user.id, w);
    }
    seedCatalogue(db, data);
    seedOffers(db, data);
    seedReference(db, data, options.now ?? Date.now());
  })();
}
