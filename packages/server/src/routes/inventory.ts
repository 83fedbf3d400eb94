import { catalogueMessages, formatMessage, readsEveryWarehouse } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { AuthUser } from '../http/authenticate';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { likePattern, prepareCached, runList, type SqlCondition } from '../http/sqlList';
import {
  ftsHitCount,
  type ProductSearchPlan,
  planProductSearch,
  productSearchCondition,
  rankedPage,
  WIDE_SEARCH_HITS,
} from './catalogueSearch';
import { equals, placeholders, qty, resolveWarehouse } from './catalogueSql';
import { productSymbol } from './products';

interface InWarehouseRow {
  source_code: string;
  company: string;
  source_name: string;
  organizational_unit_name: string;
  stock_quantity: number | null;
  available_stock: number | null;
  incoming: number | null;
  forward_to: string | null;
  own_rank: number;
}

/**
 * Warehouses asked for in `productInWarehouses`: each must exist (400) and belong to the caller's
 * company (403): stock of a colleague's branch is visible, another company's is not.
 */
function checkCompanyWarehouses(db: Db, user: AuthUser, codes: readonly string[]): void {
  const companyOf = db.prepare('SELECT company_code FROM warehouses WHERE code = ?').pluck();
  const unknown = codes.filter((code) => companyOf.get(code) === undefined);
  if (unknown.length) {
    throw HttpError.validation({
      warehouse: unknown.map((code) => formatMessage(catalogueMessages.warehouse.unknown, { code })),
    });
  }
  const denied = codes.find((code) => companyOf.get(code) !== user.companyCode);
  if (denied) throw HttpError.forbidden(formatMessage(catalogueMessages.warehouse.forbidden, { code: denied }));
}

/** Stock rows of a warehouse matching a full-text-only search (and the stock filters), driven by the hits. */
function countStockSearch(db: Db, warehouse: string, stockFilters: SqlCondition[], plan: ProductSearchPlan): number {
  const conditions = [
    { sql: 's.warehouse_code = ?', params: [warehouse] },
    ...stockFilters,
    productSearchCondition(plan, { idColumn: 's.product_id' }),
  ];
  return prepareCached(
    db,
    `SELECT COUNT(*) FROM warehouse_stock s WHERE ${conditions.map((c) => `(${c.sql})`).join(' AND ')}`,
  )
    .pluck()
    .get(...conditions.flatMap((c) => c.params)) as number;
}

interface WarehouseProductRow {
  product_id: number;
  warehouse_code: string;
  symbol: string | null;
  ean: string | null;
  index_name: string;
  stock_quantity: number;
  available_stock: number;
  warehouse_date: string | null;
  uom: string;
  catalog_price: number;
  buy_price: number;
  market_price: number;
  forward_to: string | null;
  incoming: number;
}

/**
 * Stock handlers; every answer is limited to the warehouses the caller may see (an
 * administrator: every warehouse there is).
 */
export const inventoryHandlers: Handlers = {
  stockWarehouses: ({ query, user, ctx }) => {
    const own = user.availableWarehouses;
    const ownList = own.length ? placeholders(own) : 'NULL';
    return runList(
      ctx.db,
      {
        from: `(SELECT w.*, CASE WHEN w.code = ? THEN 0 WHEN w.code IN (${ownList}) THEN 1 ELSE 2 END AS own_rank
            FROM warehouses w) w`,
        fromParams: [user.defaultWarehouse ?? '', ...own],
        where: readsEveryWarehouse(user.role) ? [] : [{ sql: `w.code IN (${ownList})`, params: [...own] }],
        select: 'w.code, w.name, w.company_code, w.organizational_unit, w.own_rank',
        sortColumns: { own_first: 'w.own_rank', code: 'w.code', name: 'w.name' },
        // Not a sort key of the contract: the caller's own first (the default one at the top), then by code.
        defaultSort: 'own_first',
        tieBreaker: 'w.code',
        search: (term) => ({
          sql: "w.code LIKE ? ESCAPE '\\' OR w.name LIKE ? ESCAPE '\\'",
          params: [likePattern(term), likePattern(term)],
        }),
        map: (row: {
          code: string;
          name: string;
          company_code: string;
          organizational_unit: string;
          own_rank: number;
        }) => ({
          code: row.code,
          name: row.name,
          company_code: row.company_code,
          organizational_unit_name: row.organizational_unit,
          own_warehouse: row.own_rank < 2,
        }),
      },
      query,
    );
  },

  productInWarehouses: ({ query, user, ctx }) => {
    const asked = query.warehouse ? [...new Set(query.warehouse)] : undefined;
    if (asked) checkCompanyWarehouses(ctx.db, user, asked);
    const productId = query.product_id;
    const own = user.availableWarehouses;
    // Every warehouse of the caller's company, ranked: the default one, the caller's others, the rest.
    // A product that does not exist has no stock anywhere: its rows show zeros.
    const filters: SqlCondition[] = asked ? [{ sql: `w.code IN (${placeholders(asked)})`, params: asked }] : [];
    if (query.in_stock !== undefined) {
      filters.push({
        sql: query.in_stock ? 's.available_stock > 0' : 'COALESCE(s.available_stock, 0) = 0',
        params: [],
      });
    }
    return runList(
      ctx.db,
      {
        from: `(SELECT w.*, CASE WHEN w.code = ? THEN 0 WHEN w.code IN (${own.length ? placeholders(own) : 'NULL'}) THEN 1 ELSE 2 END AS own_rank
            FROM warehouses w WHERE w.company_code = ?) w
          JOIN companies c ON c.code = w.company_code
          LEFT JOIN warehouse_stock s ON s.warehouse_code = w.code AND s.product_id = ?`,
        fromParams: [user.defaultWarehouse ?? '', ...own, user.companyCode, productId],
        select: `w.code AS source_code, c.name AS company, w.name AS source_name, w.own_rank,
          w.organizational_unit AS organizational_unit_name, s.stock_quantity, s.available_stock, s.incoming, s.forward_to`,
        sortColumns: {
          own_first: 'w.own_rank',
          source_code: 'w.code',
          source_name: 'w.name',
          organizational_unit_name: 'w.organizational_unit',
          stock_quantity: 'COALESCE(s.stock_quantity, 0)',
          available_stock: 'COALESCE(s.available_stock, 0)',
        },
        // Not a sort key of the contract: the order without one (own warehouses first, by code).
        defaultSort: 'own_first',
        tieBreaker: 'w.code',
        search: (term) => ({
          sql: "w.code LIKE ? ESCAPE '\\' OR w.name LIKE ? ESCAPE '\\'",
          params: [likePattern(term), likePattern(term)],
        }),
        map: (row: InWarehouseRow) => ({
          product_id: productId,
          source_code: row.source_code,
          company: row.company,
          source_name: row.source_name,
          organizational_unit_name: row.organizational_unit_name,
          stock_quantity: qty(row.stock_quantity),
          available_stock: qty(row.available_stock),
          fw_available_stock: qty(row.incoming),
          forward_to: row.forward_to,
          own_warehouse: row.own_rank < 2,
        }),
      },
      query,
      filters,
    );
  },

  warehouseProducts: ({ query, user, ctx }) => {
    const warehouse = resolveWarehouse(ctx.db, user, query.warehouse);
    const stockFilters: SqlCondition[] = [];
    if (query.in_stock !== undefined) {
      stockFilters.push({ sql: query.in_stock ? 's.available_stock > 0' : 's.available_stock = 0', params: [] });
    }
    if (query.forward !== undefined) {
      stockFilters.push({ sql: query.forward ? 's.forward_to IS NOT NULL' : 's.forward_to IS NULL', params: [] });
    }
    const productFilters = [
      ...equals('p.uom', query.uom),
      ...equals('p.manufacturer', query.manufacturer),
      ...equals('p.product_group', query.product_group),
    ];
    const plan = query.search ? planProductSearch(ctx.db, query.search) : undefined;
    // Conditions on stock only (a search restricts s.product_id alone).
    const onlyStock = !productFilters.length;
    // The table of the sort column drives the join (CROSS JOIN fixes the order in SQLite), so a
    // page is read along that column's index instead of sorting the warehouse's 200k rows.
    const sortKey = (query.sort ?? 'index_name').replace(/^-/, '');
    const byStock = ['stock_quantity', 'available_stock', 'warehouse_date', 'forward_to'].includes(sortKey);
    // Counting a search is fastest driven by the full-text hits (the page is fastest the other way).
    let knownTotal: number | undefined;
    let hits: number | undefined;
    let countWithPage = false;
    if (onlyStock && byStock && plan && query.sort) {
      // Sorted by a stock column: walking its index costs about the rows passed before the page
      // ends ((offset + limit) × products / hits); sorting all hits costs about the hits, and then
      // counts them in the same pass. Deep pages of a wide search are cheaper the second way.
      const ftsHits = ftsHitCount(ctx.db, plan) ?? 0;
      const products = (prepareCached(ctx.db, 'SELECT MAX(id) FROM products').pluck().get() as number | null) ?? 0;
      const walked = (query.page * query.limit * products) / Math.max(ftsHits, 1);
      if (ftsHits > WIDE_SEARCH_HITS && walked < 2 * ftsHits) {
        knownTotal = countStockSearch(ctx.db, warehouse, stockFilters, plan);
        hits = knownTotal;
      } else {
        countWithPage = true;
        hits = 0; // not "wide": the hits drive the page query
      }
    } else if (onlyStock && plan) {
      knownTotal = countStockSearch(ctx.db, warehouse, stockFilters, plan);
    }
    // The hits in this warehouse when counted above, else on the full-text index: many hits →
    // walk the sort index (see productSearchCondition). Without a sort a search is ranked and
    // its hits drive the query.
    hits ??= knownTotal ?? (plan ? ftsHitCount(ctx.db, plan) : undefined);
    const wide = query.sort !== undefined && hits !== undefined && hits > WIDE_SEARCH_HITS;
    return runList(
      ctx.db,
      {
        from: byStock
          ? 'warehouse_stock s CROSS JOIN products p ON p.id = s.product_id'
          : 'products p CROSS JOIN warehouse_stock s ON s.product_id = p.id',
        where: [{ sql: 's.warehouse_code = ?', params: [warehouse] }],
        // Every stock row has its product (foreign key), so the join never changes the count.
        ...(onlyStock ? { countFrom: 'warehouse_stock s' } : {}),
        knownTotal,
        countWithPage,
        pageKey: 's.product_id',
        ...(onlyStock && byStock ? { keyFrom: 'warehouse_stock s' } : {}),
        select: `s.product_id, s.warehouse_code, p.symbol, p.ean, p.index_name, s.stock_quantity, s.available_stock,
          s.warehouse_date, p.uom, p.catalog_price, p.buy_price, p.market_price, s.forward_to, s.incoming`,
        sortColumns: {
          symbol: 'p.symbol',
          index_name: 'p.index_name',
          stock_quantity: 's.stock_quantity',
          available_stock: 's.available_stock',
          warehouse_date: 's.warehouse_date',
          uom: 'p.uom',
          catalog_price: 'p.catalog_price',
          buy_price: 'p.buy_price',
          market_price: 'p.market_price',
          forward_to: 's.forward_to',
        },
        defaultSort: 'index_name',
        tieBreaker: 's.product_id',
        search: (term) =>
          productSearchCondition(plan ?? planProductSearch(ctx.db, term), { idColumn: 's.product_id', wide }),
        ...(plan
          ? {
              ranked: (conditions: SqlCondition[], page: { limit: number; offset: number }) =>
                rankedPage(
                  ctx.db,
                  plan,
                  {
                    // The stock row and the rank's texts; the product row only when a condition reads it.
                    from: `warehouse_stock s ${onlyStock ? '' : 'JOIN products p ON p.id = s.product_id '}JOIN product_search ps ON ps.id = s.product_id`,
                    key: 's.product_id',
                    conditions,
                    knownTotal,
                  },
                  page,
                ),
            }
          : {}),
        map: (row: WarehouseProductRow) => ({
          product_id: row.product_id,
          warehouse_code: row.warehouse_code,
          symbol: productSymbol(row.symbol, row.product_id),
          ean: row.ean,
          index_name: row.index_name,
          stock_quantity: qty(row.stock_quantity),
          available_stock: qty(row.available_stock),
          warehouse_date: row.warehouse_date,
          uom: row.uom,
          catalog_price: row.catalog_price,
          buy_price: row.buy_price,
          market_price: row.market_price,
          forward_to: row.forward_to,
          fw_available_stock: qty(row.incoming),
        }),
      },
      query,
      [...stockFilters, ...productFilters],
    );
  },
};
