import {
  type CatalogueStream,
  type Dataset,
  type DatasetStages,
  DEMO_PASSWORD,
  type DocumentStream,
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

/** A whole catalogue as a stream of one batch. */
function catalogueOf({ suppliers, salesStats, products, attributes, stock, relations }: Dataset['catalogue']) {
  const stream: CatalogueStream = {
    suppliers,
    salesStats,
    productCount: products.length,
    *batches() {
      yield { products, attributes, stock };
    },
    *relations() {
      yield relations;
    },
  };
  return stream;
}

/** Whole offers and orders as a stream of two batches. */
function documentsOf({ offers, orders }: Pick<Dataset, 'offers' | 'orders'>) {
  const stream: DocumentStream = {
    offerCount: offers.length,
    orderCount: orders.length,
    *batches() {
      yield { offers, orders: [] };
      yield { offers: [], orders };
    },
  };
  return stream;
}

/** A whole dataset as stages that hand out what it already holds. */
function stagesOf(data: Dataset): DatasetStages {
  return {
    companies: data.companies,
    warehouses: data.warehouses,
    users: data.users,
    catalogue: () => catalogueOf(data.catalogue),
    documents: () => documentsOf(data),
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
 * ({@link datasetStages}), it inserts the catalogue and the documents batch by batch as their
 * streams make them, keeping only what the next stage needs (the products' line fields, the
 * documents' references and confirmed orders), then the reference data; so memory peaks at a
 * batch and those projections rather than the whole dataset. The page cache is kept small
 * meanwhile and set back after (docs/decisions/performance.md, "Seeding").
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
    // What a stage keeps for the next is let go once used (a local still holding it would keep it alive).
    let products: ReturnType<typeof seedCatalogue> | undefined = seedCatalogue(db, stages.catalogue());
    const { refs, confirmed } = seedOffers(db, stages.documents(products));
    products = undefined;
    const reference = stages.reference(refs);
    seedReference(
      db,
      { reference, orderInvoices: stages.orderInvoices(confirmed, reference) },
      options.now ?? Date.now(),
    );
  })();
  db.pragma(`cache_size = ${cacheSize}`);
}
