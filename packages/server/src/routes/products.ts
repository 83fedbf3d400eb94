import { catalogueMessages, formatMessage, marginPercent, type Product, warsawDay } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { AuthUser } from '../http/authenticate';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { type ListSpec, runList, type SqlCondition } from '../http/sqlList';
import {
  ftsHitCount,
  type ProductSearchPlan,
  planProductSearch,
  productSearchCondition,
  rankedPage,
  WIDE_SEARCH_HITS,
} from './catalogueSearch';
import { equals, placeholders, qty, resolveWarehouse } from './catalogueSql';

/** A product's row of the products table as the catalogue's lists read it (symbol not yet filled in). */
export interface CatalogueProductRow {
  id: number;
  symbol: string | null;
  ean: string | null;
  image: string | null;
  index_name: string;
  index_short_name: string;
  uom: string;
  catalog_price: number;
  tax_rate: number;
  manufacturer: string;
  catalog_number: string;
  product_group: string | null;
}

/** A products row joined with its stock in one warehouse. */
interface ProductRow extends CatalogueProductRow {
  buy_price: number;
  recommended_price: number;
  minimal_price: number;
  market_price: number;
  description: string;
  collective_packaging: number | null;
  supplier_id: number | null;
  stock_quantity: number | null;
  available_stock: number | null;
  incoming: number | null;
  forward_to: string | null;
}

/** The symbol of a product; rows made outside the catalogue import have none, so one is derived from the id. */
export function productSymbol(symbol: string | null, id: number): string {
  return symbol ?? `ID-${id}`;
}

const PRODUCT_SELECT = `p.id, p.symbol, p.ean, p.image, p.index_name, p.index_short_name, p.uom, p.catalog_price, p.buy_price,
  p.recommended_price, p.minimal_price, p.market_price, p.tax_rate, p.manufacturer, p.catalog_number, p.description,
  p.product_group, p.collective_packaging, p.supplier_id, s.stock_quantity, s.available_stock, s.incoming, s.forward_to`;

/** API sort key → SQL, for lists over `products p LEFT JOIN warehouse_stock s`. */
export const PRODUCT_SORT_SQL: Record<string, string> = {
  id: 'p.id',
  index_name: 'p.index_name',
  index_short_name: 'p.index_short_name',
  catalog_price: 'p.catalog_price',
  buy_price: 'p.buy_price',
  recommended_price: 'p.recommended_price',
  minimal_price: 'p.minimal_price',
  market_price: 'p.market_price',
  tax_rate: 'p.tax_rate',
  manufacturer: 'p.manufacturer',
  catalog_number: 'p.catalog_number',
  uom: 'p.uom',
  stock_quantity: 'COALESCE(s.stock_quantity, 0)',
  available_stock: 'COALESCE(s.available_stock, 0)',
};

function toProduct(row: ProductRow, warehouse: string): Product {
  return {
    id: row.id,
    ean: row.ean,
    image: row.image,
    index_name: row.index_name,
    index_short_name: row.index_short_name,
    stock_quantity: qty(row.stock_quantity),
    available_stock: qty(row.available_stock),
    fw_available_stock: qty(row.incoming),
    uom: row.uom,
    catalog_price: row.catalog_price,
    buy_price: row.buy_price,
    recommended_price: row.recommended_price,
    minimal_price: row.minimal_price,
    market_price: row.market_price,
    tax_rate: row.tax_rate,
    manufacturer: row.manufacturer,
    catalog_number: row.catalog_number,
    description: row.description,
    more: {
      symbol: productSymbol(row.symbol, row.id),
      product_group: row.product_group,
      collective_packaging: row.collective_packaging,
      supplier_id: row.supplier_id,
      warehouse,
      forward_to: row.forward_to,
    },
  };
}

interface ProductFilterQuery {
  manufacturer?: string | undefined;
  uom?: string | undefined;
  product_group?: string | undefined;
  tax_rate?: number | undefined;
  supplier_id?: number | undefined;
  in_stock?: boolean | undefined;
}

function productFilters(q: ProductFilterQuery): { filters: SqlCondition[]; touchesStock: boolean } {
  const filters = [
    ...equals('p.manufacturer', q.manufacturer),
    ...equals('p.uom', q.uom),
    ...equals('p.product_group', q.product_group),
    ...equals('p.tax_rate', q.tax_rate),
    ...equals('p.supplier_id', q.supplier_id),
  ];
  if (q.in_stock !== undefined) {
    filters.push({ sql: q.in_stock ? 's.available_stock > 0' : 'COALESCE(s.available_stock, 0) = 0', params: [] });
  }
  return { filters, touchesStock: q.in_stock !== undefined };
}

/** A search's plan when the query has one. */
function planOf(db: Db, search: string | undefined): ProductSearchPlan | undefined {
  return search ? planProductSearch(db, search) : undefined;
}

/**
 * The ranked page of a product list (`ListSpec.ranked`). A search with no other filter is ranked
 * on `product_search` alone (narrow rows: no product or stock row is read for the hits that do
 * not make the page); otherwise over the list's own tables.
 */
function rankedProducts(
  db: Db,
  plan: ProductSearchPlan,
  list: { from: string; fromParams?: unknown[]; onlySearch: boolean; knownTotal: number | undefined },
) {
  return (conditions: SqlCondition[], page: { limit: number; offset: number }) =>
    list.onlySearch
      ? rankedPage(
          db,
          plan,
          {
            from: 'product_search ps',
            key: 'ps.id',
            conditions: [productSearchCondition(plan, { idColumn: 'ps.id' })],
            knownTotal: list.knownTotal,
            onlySearch: true,
          },
          page,
        )
      : rankedPage(
          db,
          plan,
          {
            from: `${list.from} JOIN product_search ps ON ps.id = p.id`,
            fromParams: list.fromParams ?? [],
            key: 'p.id',
            conditions,
            knownTotal: list.knownTotal,
          },
          page,
        );
}

/**
 * The catalogue list over products with their stock in `warehouse` (products, search, related).
 * A search is first counted on the full-text index: that count is the total when no other filter
 * applies. Without a sort the search is ranked (`rankedProducts`); sorted by a column, the count
 * tells whether to walk the sort index (many hits) or the hits (few).
 */
export function productListSpec(
  db: Db,
  warehouse: string,
  plan: ProductSearchPlan | undefined,
  filters: { count: number; touchesStock: boolean; sort?: string | undefined },
): ListSpec<ProductRow, Product> {
  const sortKey = (filters.sort ?? 'index_name').replace(/^-/, '');
  const needsStock = filters.touchesStock || sortKey === 'stock_quantity' || sortKey === 'available_stock';
  const hits = plan ? ftsHitCount(db, plan) : undefined;
  const wide = filters.sort !== undefined && hits !== undefined && hits > WIDE_SEARCH_HITS;
  const knownTotal = filters.count === 0 ? hits : undefined;
  const stockJoin = 'products p LEFT JOIN warehouse_stock s ON s.warehouse_code = ? AND s.product_id = p.id';
  return {
    from: stockJoin,
    fromParams: [warehouse],
    // A LEFT JOIN on the stock's primary key never changes the count.
    ...(filters.touchesStock ? {} : { countFrom: 'products p' }),
    knownTotal,
    pageKey: 'p.id',
    ...(needsStock ? {} : { keyFrom: 'products p' }),
    select: PRODUCT_SELECT,
    sortColumns: PRODUCT_SORT_SQL,
    defaultSort: 'index_name',
    tieBreaker: 'p.id',
    search: (term) => productSearchCondition(plan ?? planProductSearch(db, term), { wide }),
    ...(plan
      ? {
          ranked: rankedProducts(db, plan, {
            from: filters.touchesStock ? stockJoin : 'products p',
            fromParams: filters.touchesStock ? [warehouse] : [],
            onlySearch: filters.count === 0,
            knownTotal,
          }),
        }
      : {}),
    map: (row) => toProduct(row, warehouse),
  };
}

/** Available stock of products summed over warehouses (the search's `cd_available_stock`). */
function networkAvailable(db: Db, productIds: number[], warehouses: string[]): Map<number, number> {
  if (!productIds.length || !warehouses.length) return new Map();
  const rows = db
    .prepare(
      `SELECT product_id, SUM(available_stock) AS total FROM warehouse_stock
       WHERE product_id IN (${placeholders(productIds)}) AND warehouse_code IN (${placeholders(warehouses)})
       GROUP BY product_id`,
    )
    .all(...productIds, ...warehouses) as { product_id: number; total: number }[];
  return new Map(rows.map((r) => [r.product_id, r.total]));
}

function productExists(db: Db, id: number): void {
  if (!db.prepare('SELECT 1 FROM products WHERE id = ?').get(id)) {
    throw HttpError.notFound(formatMessage(catalogueMessages.product.notFound, { id }));
  }
}

function currentMonth(now: number): string {
  return warsawDay(now).slice(0, 7);
}

function monthsEndingAt(to: string, count: number): string[] {
  const [y, m] = to.split('-').map(Number) as [number, number];
  const last = y * 12 + (m - 1);
  return Array.from({ length: count }, (_, i) => {
    const total = last - (count - 1) + i;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

function salesOf(user: AuthUser, db: Db, months: string[]) {
  const rows = db
    .prepare(
      `SELECT month, net_value, margin_amount, orders_count FROM sales_stats
       WHERE user_id = ? AND month >= ? AND month <= ?`,
    )
    .all(user.id, months[0], months[months.length - 1]) as {
    month: string;
    net_value: number;
    margin_amount: number;
    orders_count: number;
  }[];
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const items = months.map((month) => {
    const r = byMonth.get(month);
    const net = r?.net_value ?? 0;
    const marginAmount = r?.margin_amount ?? 0;
    return {
      month,
      net_value: net,
      margin_amount: marginAmount,
      margin: marginPercent(net, net - marginAmount),
      orders_count: r?.orders_count ?? 0,
    };
  });
  const net = items.reduce((a, i) => a + i.net_value, 0);
  const marginAmount = items.reduce((a, i) => a + i.margin_amount, 0);
  return {
    user_id: user.id,
    currency: 'PLN' as const,
    months: items,
    totals: {
      net_value: net,
      margin_amount: marginAmount,
      margin: marginPercent(net, net - marginAmount),
      orders_count: items.reduce((a, i) => a + i.orders_count, 0),
    },
  };
}

/** Catalogue handlers: products, prices, search, attributes, related products, sales statistics. */
export const productHandlers: Handlers = {
  productsAll: ({ query, user, ctx }) => {
    const warehouse = resolveWarehouse(ctx.db, user, query.warehouse);
    const { filters, touchesStock } = productFilters(query);
    const spec = productListSpec(ctx.db, warehouse, planOf(ctx.db, query.search), {
      count: filters.length,
      touchesStock,
      sort: query.sort,
    });
    return runList(ctx.db, spec, query, filters);
  },

  productSearch: ({ query, user, ctx }) => {
    const warehouse = resolveWarehouse(ctx.db, user, query.warehouse);
    const { filters, touchesStock } = productFilters(query);
    const spec = productListSpec(ctx.db, warehouse, planOf(ctx.db, query.search), {
      count: filters.length,
      touchesStock,
      sort: query.sort,
    });
    const page = runList(ctx.db, spec, query, filters);
    const network = networkAvailable(
      ctx.db,
      page.items.map((p) => p.id),
      user.availableWarehouses,
    );
    return { ...page, items: page.items.map((p) => ({ ...p, cd_available_stock: qty(network.get(p.id)) })) };
  },

  productList: ({ query, ctx }) => {
    const plan = planOf(ctx.db, query.search);
    const filters = [
      ...equals('p.manufacturer', query.manufacturer),
      ...equals('p.uom', query.uom),
      ...equals('p.product_group', query.product_group),
      ...equals('p.tax_rate', query.tax_rate),
      ...equals('p.supplier_id', query.supplier_id),
    ];
    const knownTotal = plan && !filters.length ? ftsHitCount(ctx.db, plan) : undefined;
    return runList(
      ctx.db,
      {
        from: 'products p',
        pageKey: 'p.id',
        select: `p.id, p.symbol, p.ean, p.image, p.index_name, p.index_short_name, p.uom, p.catalog_price, p.tax_rate,
          p.manufacturer, p.catalog_number, p.product_group`,
        sortColumns: {
          id: 'p.id',
          index_name: 'p.index_name',
          index_short_name: 'p.index_short_name',
          catalog_price: 'p.catalog_price',
          manufacturer: 'p.manufacturer',
          catalog_number: 'p.catalog_number',
          uom: 'p.uom',
        },
        defaultSort: 'index_name',
        tieBreaker: 'p.id',
        knownTotal,
        search: (term) => productSearchCondition(plan ?? planProductSearch(ctx.db, term)),
        ...(plan
          ? { ranked: rankedProducts(ctx.db, plan, { from: 'products p', onlySearch: !filters.length, knownTotal }) }
          : {}),
        map: (row: CatalogueProductRow) => ({ ...row, symbol: productSymbol(row.symbol, row.id) }),
      },
      query,
      filters,
    );
  },

  productPrices: ({ query, ctx }) => {
    const ids = query.id ? [...new Set(query.id)] : undefined;
    return runList(
      ctx.db,
      {
        from: 'products p',
        select: `p.id, p.symbol, p.index_name, p.uom, p.catalog_price, p.buy_price, p.recommended_price,
          p.minimal_price, p.market_price, p.tax_rate`,
        sortColumns: {
          id: 'p.id',
          index_name: 'p.index_name',
          catalog_price: 'p.catalog_price',
          buy_price: 'p.buy_price',
          recommended_price: 'p.recommended_price',
          minimal_price: 'p.minimal_price',
          market_price: 'p.market_price',
        },
        defaultSort: 'id',
        tieBreaker: 'p.id',
        search: (term) => productSearchCondition(planProductSearch(ctx.db, term)),
        map: (row: ProductRow) => ({
          id: row.id,
          symbol: productSymbol(row.symbol, row.id),
          index_name: row.index_name,
          uom: row.uom,
          catalog_price: row.catalog_price,
          buy_price: row.buy_price,
          recommended_price: row.recommended_price,
          minimal_price: row.minimal_price,
          market_price: row.market_price,
          tax_rate: row.tax_rate,
        }),
      },
      query,
      [
        ...(ids ? [{ sql: `p.id IN (${placeholders(ids)})`, params: ids }] : []),
        ...equals('p.product_group', query.product_group),
        ...equals('p.manufacturer', query.manufacturer),
      ],
    );
  },

  productAttributes: ({ query, ctx }) => {
    const codes = query.attribute_code ? [...new Set(query.attribute_code)] : undefined;
    return runList(
      ctx.db,
      {
        from: 'product_attributes a',
        select: 'a.id, a.product_id, a.attribute_code, a.name, a.value',
        sortColumns: {
          id: 'a.id',
          product_id: 'a.product_id',
          attribute_code: 'a.attribute_code',
          name: 'a.name',
          value: 'a.value',
        },
        defaultSort: 'id',
        tieBreaker: 'a.id',
        // `search` matches the start of the value (indexed range).
        search: (term) => ({ sql: 'a.value >= ? AND a.value < ?', params: [term, `${term}\u{10FFFF}`] }),
        map: (row: { id: number; product_id: number; attribute_code: string; name: string; value: string }) => row,
      },
      query,
      [
        ...(codes ? [{ sql: `a.attribute_code IN (${placeholders(codes)})`, params: codes }] : []),
        ...equals('a.product_id', query.product_id),
      ],
    );
  },

  productsRelated: ({ params, query, user, ctx }) => {
    productExists(ctx.db, params.id);
    const warehouse = resolveWarehouse(ctx.db, user, query.warehouse);
    // Few rows per product: no page-key or count shortcuts, the relation table drives.
    const {
      pageKey: _key,
      countFrom: _count,
      knownTotal: _total,
      ranked: _ranked,
      ...base
    } = productListSpec(ctx.db, warehouse, planOf(ctx.db, query.search), { count: 1, touchesStock: true });
    const filters: SqlCondition[] = [{ sql: 'r.product_id = ? AND r.type = ?', params: [params.id, params.type] }];
    if (params.variant === 'in_stock') filters.push({ sql: 's.available_stock > 0', params: [] });
    return runList(
      ctx.db,
      {
        ...base,
        from: `product_relations r JOIN products p ON p.id = r.related_id
          LEFT JOIN warehouse_stock s ON s.warehouse_code = ? AND s.product_id = p.id`,
        select: `${PRODUCT_SELECT}, r.type AS relation, r.product_id AS related_to`,
        map: (row: ProductRow & { relation: 'accessories' | 'substitutes' | 'similar'; related_to: number }) => ({
          ...toProduct(row, warehouse),
          relation: row.relation,
          related_to: row.related_to,
        }),
      },
      query,
      filters,
    );
  },

  salesStats: ({ query, user, ctx }) =>
    salesOf(user, ctx.db, monthsEndingAt(query.to ?? currentMonth(ctx.now()), query.months)),
};
