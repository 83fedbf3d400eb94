import {
  type CatalogueFixture,
  type Dataset,
  type DatasetStages,
  DEMO_PASSWORD,
  documentRefs,
} from '@salesdesk/fixtures';
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

/** SQLite page cache while seeding, KiB: the seed writes each page once, a large cache only grows the peak. */
const SEED_CACHE_KIB = 16_384;

/** A whole dataset as stages that hand out what it already holds. */
function stagesOf(data: Dataset): DatasetStages {
  return {
    companies: data.companies,
    warehouses: data.warehouses,
    users: data.users,
    catalogue: () => data.catalogue,
    documents: () => ({ offers: data.offers, orders: data.orders }),
    reference: () => data.reference,
    // The invoices of the orders being seeded only: a dataset given without its orders (a
    // benchmark or a test seeding some areas) has no invoices pointing at orders that are not there.
    orderInvoices: (orders) => {
      const seeded = new Set(orders.map((o) => o.id));
      return data.orderInvoices.filter((i) => seeded.has(i.order_id));
    },
  };
}

/**
 * Inserts the dataset in one transaction (a failed seed leaves nothing behind). Given stages
 * ({@link datasetStages}), it generates one stage, inserts it and lets it go before making the
 * next, so memory peaks at the largest stage rather than the whole dataset; the page cache is
 * kept small meanwhile and set back after (docs/decisions/performance.md, "Seeding").
 */
export async function seedDatabase(db: Db, data: Dataset | DatasetStages, options: SeedOptions): Promise<void> {
  const stages = typeof data.catalogue === 'function' ? (data as DatasetStages) : stagesOf(data as Dataset);
  const demoHash = options.demoPasswords ? await hashPassword(DEMO_PASSWORD) : null;
  const adminHash = options.adminPassword ? await hashPassword(options.adminPassword) : null;
  const insertCompany = db.prepare(`INSERT INTO companies
    (code, name, overdue_tolerance_days, street, postal_code, city, nip, krs, registry_court, share_capital,
     bank_account, phone, email, www)
    VALUES (@code, @name, @overdue_tolerance_days, @street, @postal_code, @city, @nip, @krs, @registry_court,
     @share_capital, @bank_account, @phone, @email, @www)`);
  const insertWarehouse = db.prepare(
    'INSERT INTO warehouses (code, name, company_code, organizational_unit) VALUES (@code, @name, @company_code, @organizational_unit)',
  );
  const insertUser = db.prepare(`INSERT INTO users
    (id, username, password_hash, firstname, lastname, email, phone, role, company_code, organizational_unit,
     default_warehouse, is_acceptor, is_active, source)
    VALUES (@id, @username, @password_hash, @firstname, @lastname, @email, @phone, @role, @company_code,
     @organizational_unit, @default_warehouse, @is_acceptor, @is_active, @source)`);
  const insertUserWarehouse = db.prepare('INSERT INTO user_warehouses (user_id, warehouse_code) VALUES (?, ?)');
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  db.pragma(`cache_size = -${SEED_CACHE_KIB}`);
  db.transaction(() => {
    for (const c of stages.companies) insertCompany.run(c);
    for (const w of stages.warehouses) insertWarehouse.run(w);
    for (const user of stages.users) {
      const hash = user.username === 'admin' && adminHash ? adminHash : user.demo ? demoHash : null;
      insertUser.run({
        ...user,
        password_hash: hash,
        is_acceptor: user.is_acceptor ? 1 : 0,
        is_active: user.is_active ? 1 : 0,
      });
      for (const w of user.available_warehouses) insertUserWarehouse.run(user.id, w);
    }
    // Each stage is let go once inserted (a local still holding it would keep it alive).
    let catalogue: CatalogueFixture | undefined = stages.catalogue();
    seedCatalogue(db, { catalogue });
    let products: CatalogueFixture['products'] | undefined = catalogue.products;
    catalogue = undefined;
    let documents: ReturnType<DatasetStages['documents']> | undefined = stages.documents(products);
    products = undefined;
    seedOffers(db, documents);
    const refs = documentRefs(documents);
    // Only the confirmed orders get invoices: the rest of the documents go now.
    const confirmed = documents.orders.filter((o) => o.status === 'confirmed');
    documents = undefined;
    const reference = stages.reference(refs);
    seedReference(
      db,
      { reference, orderInvoices: stages.orderInvoices(confirmed, reference) },
      options.now ?? Date.now(),
    );
  })();
  db.pragma(`cache_size = ${cacheSize}`);
}
