import type { Db } from '../db/database';

/** Ids of the products {@link ensureOfferTestData} provides (high, to stay clear of fixtures). */
export const TEST_PRODUCTS = {
  /** Płyta, sold by the sheet (whole unit), 23% VAT, margin 25% at recommended price. */
  board: 900_001,
  /** Cable by the metre (3 decimals), 23% VAT. */
  cable: 900_002,
  /** Pipe by the piece, 8% VAT, in price group "Rury PP". */
  pipe: 900_003,
  /** Elbow by the piece, price group "Rury PP". */
  elbow: 900_004,
} as const;

/** Ids of the clients {@link ensureOfferTestData} provides. */
export const TEST_CLIENTS = { main: 900_001, receiver: 900_002 } as const;

/**
 * Adds the products and clients the offers tests use (known prices, units and names), beside
 * the seeded catalogue and clients, with ids far above theirs.
 */
export function ensureOfferTestData(db: Db): void {
  const product =
    db.prepare(`INSERT OR IGNORE INTO products (id, symbol, index_name, index_short_name, uom, catalog_price, buy_price,
    recommended_price, minimal_price, market_price, tax_rate, manufacturer, catalog_number, image, product_group, collective_packaging)
    VALUES (@id, @symbol, @index_name, @index_short_name, @uom, @catalog_price, @buy_price, @recommended_price, @minimal_price,
    @market_price, @tax_rate, @manufacturer, @catalog_number, NULL, @product_group, @collective_packaging)`);
  const rows = [
    {
      id: TEST_PRODUCTS.board,
      index_name: 'Płyta gipsowo-kartonowa GKB 12,5 mm',
      index_short_name: 'Płyta GKB',
      uom: 'ark.',
      catalog_price: 4000,
      buy_price: 2400,
      recommended_price: 3200,
      minimal_price: 2800,
      tax_rate: 23,
      product_group: 'Płyty',
    },
    {
      id: TEST_PRODUCTS.cable,
      index_name: 'Przewód YDY 3x2,5 żółto-zielony',
      index_short_name: 'YDY 3x2,5',
      uom: 'm',
      catalog_price: 500,
      buy_price: 300,
      recommended_price: 450,
      minimal_price: 380,
      tax_rate: 23,
      product_group: 'Kable',
    },
    {
      id: TEST_PRODUCTS.pipe,
      index_name: 'Rura PP-R 20 mm ściółka',
      index_short_name: 'Rura PP-R 20',
      uom: 'szt.',
      catalog_price: 1000,
      buy_price: 600,
      recommended_price: 900,
      minimal_price: 750,
      tax_rate: 8,
      product_group: 'Rury PP',
    },
    {
      id: TEST_PRODUCTS.elbow,
      index_name: 'Kolano PP-R 20 mm 90°',
      index_short_name: 'Kolano 20',
      uom: 'szt.',
      catalog_price: 300,
      buy_price: 150,
      recommended_price: 250,
      minimal_price: 200,
      tax_rate: 23,
      product_group: 'Rury PP',
    },
  ];
  for (const r of rows)
    product.run({
      ...r,
      symbol: `TS-${r.id}`,
      market_price: r.catalog_price,
      manufacturer: 'Łódzkie Zakłady Budowlane',
      catalog_number: `KAT-${r.id}`,
      collective_packaging: 10,
    });
  // A credit limit far above what the tests confirm, so their clients are never blocked for sales
  // (the blocked-sales tests make their own client).
  const client = db.prepare(
    'INSERT OR IGNORE INTO clients (id, external_id, name, nip, address, credit_limit) VALUES (?, ?, ?, ?, ?, 10000000000)',
  );
  client.run(
    TEST_CLIENTS.main,
    'K900001',
    'Przedsiębiorstwo Budowlane Żuraw Sp. z o.o.',
    '5260001111',
    'ul. Świętokrzyska 12, 00-001 Warszawa',
  );
  client.run(TEST_CLIENTS.receiver, 'K900002', 'Hurtownia Źródło Łódź', '7250002222', 'ul. Piotrkowska 5, 90-001 Łódź');
}
