import { type CatalogueFixture, generateDataset, type ProductFixture, productEan } from '@salesdesk/fixtures';
import { seedDatabase } from '../db/seed';
import { createTestServer, type TestServer } from './testServer';

/** A product of the fixed catalogue: what a ranking case needs, the rest filled in. */
interface Item {
  id: number;
  name: string;
  short: string;
  manufacturer: string;
  uom?: string;
  description?: string;
  catalog_number?: string;
  packaging?: number;
}

/**
 * A small catalogue whose every product is there for a ranking or matching case (comments say
 * which), so a test can say which product a query must put first.
 */
const ITEMS: Item[] = [
  {
    id: 1,
    name: 'Zawór kulowy 1/2" GW-GW z dźwignią Valvex',
    short: 'Zawór kul. 1/2" GW-GW',
    manufacturer: 'Valvex',
    uom: 'szt',
    catalog_number: 'VLX-1001-000001',
    description: 'Zawór kulowy mosiężny, pełny przelot, do wody i c.o.',
  },
  {
    id: 2,
    name: 'Zawór kulowy 3/4" GW-GW z motylkiem Ferro',
    short: 'Zawór kul. 3/4" GW-GW',
    manufacturer: 'Ferro S.A.',
    uom: 'szt',
    description: 'Zawór kulowy mosiężny, pełny przelot.',
  },
  {
    id: 3,
    name: 'Zawór kulowy 1/2" GW-GW z motylkiem Ferro',
    short: 'Zawór kul. 1/2" GW-GW',
    manufacturer: 'Ferro S.A.',
    uom: 'szt',
    description: 'Zawór kulowy mosiężny, pełny przelot.',
  },
  // "zawór" only in its description ("zaworem"): after every name that has it.
  {
    id: 4,
    name: 'Filtr siatkowy skośny 1/2" Ferro',
    short: 'Filtr siatk. 1/2"',
    manufacturer: 'Ferro S.A.',
    uom: 'szt',
    description: 'Filtr montowany przed zaworem redukcyjnym, korpus mosiężny.',
  },
  { id: 5, name: 'Zawór zwrotny grzybkowy 1/2" Valvex', short: 'Zawór zwr. 1/2"', manufacturer: 'Valvex', uom: 'szt' },
  // "zaworów" starts a word inside the name: after names that start with "zawór".
  {
    id: 6,
    name: 'Głowica termostatyczna do zaworów M30x1,5 Danfoss',
    short: 'Głowica termost.',
    manufacturer: 'Danfoss',
    uom: 'szt',
  },
  // Written with DN: "DN15" finds it, and the 1/2" valves through their size alias.
  {
    id: 7,
    name: 'Zawór kulowy kołnierzowy DN15 PN40 Zetkama',
    short: 'Zawór kul. kołn. DN15',
    manufacturer: 'Zetkama',
    uom: 'szt',
  },
  {
    id: 8,
    name: 'Zawór kulowy kołnierzowy DN50 PN16 Zetkama',
    short: 'Zawór kul. kołn. DN50',
    manufacturer: 'Zetkama',
    uom: 'szt',
  },
  {
    id: 9,
    name: 'Przewód YDY 3x2,5 mm² 450/750 V krążek 100 m TF Kable',
    short: 'YDY 3x2,5',
    manufacturer: 'Tele-Fonika Kable',
    uom: 'm',
    packaging: 100,
  },
  {
    id: 10,
    name: 'Przewód YDY 3x1,5 mm² 450/750 V krążek 100 m TF Kable',
    short: 'YDY 3x1,5',
    manufacturer: 'Tele-Fonika Kable',
    uom: 'm',
    packaging: 100,
  },
  // Shorter than product 9 but "ydy" is only the start of its "ydyp": YDY comes first for "ydy".
  {
    id: 11,
    name: 'Przewód YDYp 3x2,5 mm² 450/750 V płaski NKT',
    short: 'YDYp 3x2,5',
    manufacturer: 'NKT Polska',
    uom: 'm',
    packaging: 100,
  },
  {
    id: 12,
    name: 'Kolano PP-R 90° 20 mm białe KAN-therm',
    short: 'Kolano PP-R 90° 20',
    manufacturer: 'KAN-therm',
    uom: 'szt.',
  },
  {
    id: 13,
    name: 'Rura PP-R PN20 20x3,4 mm szara Wavin',
    short: 'Rura PP-R PN20 20x3,4',
    manufacturer: 'Wavin Polska',
    uom: 'mb',
    packaging: 100,
  },
  // "optima": in the name (14), only the short name (15), only the manufacturer (16), only the description (17).
  { id: 14, name: 'Zawór Optima 1" GW-GW', short: 'Zawór Optima 1"', manufacturer: 'Perfexim', uom: 'szt' },
  {
    id: 15,
    name: 'Zawór kątowy 1/2" chromowany',
    short: 'Optima kątowy 1/2"',
    manufacturer: 'KFA Armatura',
    uom: 'szt',
  },
  { id: 16, name: 'Zawór spustowy 1/2"', short: 'Zawór spust. 1/2"', manufacturer: 'Optima Armatura', uom: 'szt' },
  {
    id: 17,
    name: 'Zawór odpowietrzający 1/2"',
    short: 'Odpowietrznik 1/2"',
    manufacturer: 'Herz Armatura',
    uom: 'szt',
    description: 'Seria Optima do instalacji c.o.',
  },
  // Its catalogue number starts with product 12's symbol, and its name is shorter: only pinning the exact symbol puts 12 first.
  {
    id: 18,
    name: 'Mufa PP-R 20 mm',
    short: 'Mufa PP-R 20',
    manufacturer: 'KAN-therm',
    uom: 'szt.',
    catalog_number: 'IN-0000012-X',
  },
  {
    id: 19,
    name: 'Klej do płytek elastyczny C2TE 25 kg Atlas',
    short: 'Klej C2TE 25 kg',
    manufacturer: 'Atlas Łódź',
    uom: 'kg',
    packaging: 25,
  },
  // Same words as product 1 and more: after it.
  {
    id: 20,
    name: 'Zawór kulowy 1/2" GW-GW z dźwignią i spustem Valvex',
    short: 'Zawór kul. 1/2" spust',
    manufacturer: 'Valvex',
    uom: 'szt',
  },
];

/** The fixed catalogue's products (symbols `IN-` + the padded id, EANs as the fixtures make them). */
export const SEARCH_TEST_PRODUCTS: ProductFixture[] = ITEMS.map((item) => ({
  id: item.id,
  symbol: `IN-${String(item.id).padStart(7, '0')}`,
  ean: productEan(item.id),
  index_name: item.name,
  index_short_name: item.short,
  uom: item.uom ?? 'szt.',
  catalog_price: 1000 + item.id * 100,
  buy_price: 500 + item.id * 10,
  recommended_price: 900 + item.id * 90,
  minimal_price: 800 + item.id * 50,
  market_price: 950 + item.id * 60,
  tax_rate: 23,
  manufacturer: item.manufacturer,
  catalog_number: item.catalog_number ?? `TST-${1000 + item.id}-${String(item.id).padStart(6, '0')}`,
  description: item.description ?? '',
  image: null,
  supplier_id: 1,
  product_group: 'Test',
  collective_packaging: item.packaging ?? 10,
}));

/** Available stock of product `id` in WAW (`id` × 10) and KRK (`id`), so tests can tell them apart. */
export function testStock(id: number, warehouse: 'WAW' | 'KRK'): number {
  return warehouse === 'WAW' ? id * 10 : id;
}

/**
 * A test server whose catalogue is only {@link SEARCH_TEST_PRODUCTS} (with stock in WAW and KRK),
 * beside the usual users, warehouses and reference data.
 */
export async function createSearchTestServer(): Promise<TestServer> {
  const server = await createTestServer({ seed: false });
  const data = generateDataset({ seed: 1, scale: 1 });
  const catalogue: CatalogueFixture = {
    suppliers: data.catalogue.suppliers.slice(0, 1),
    products: SEARCH_TEST_PRODUCTS,
    attributes: [],
    relations: [],
    stock: SEARCH_TEST_PRODUCTS.flatMap((p) =>
      (['WAW', 'KRK'] as const).map((warehouse) => ({
        warehouse_code: warehouse,
        product_id: p.id,
        stock_quantity: testStock(p.id, warehouse),
        reserved: 0,
        incoming: 0,
        warehouse_date: '2026-11-01',
        forward_to: null,
      })),
    ),
    salesStats: [],
  };
  await seedDatabase(server.ctx.db, { ...data, offers: [], orders: [], catalogue }, { demoPasswords: true });
  return server;
}
