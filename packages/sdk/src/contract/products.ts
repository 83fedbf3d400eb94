import { z } from 'zod';
import { catalogueContractMessages, catalogueMessages as m } from '../messages/catalogue';
import {
  booleanFilter,
  eanSchema,
  listOf,
  moneySchema,
  stockQuantitySchema,
  taxRateFilter,
  textFilter,
  warehouseCodeSchema,
} from './catalogueQuery';
import { idParam, isoDate, listQuery, listResponse } from './common';
import { defineEndpoint } from './endpoint';

/** Secondary details shown in the `more` cell of a product row. */
export const productMoreSchema = z.object({
  symbol: z.string(),
  product_group: z.string().nullable(),
  collective_packaging: z.number().nullable(),
  supplier_id: z.number().int().nullable(),
  /** The warehouse the row's stock figures refer to. */
  warehouse: z.string(),
  /** Expected date of the forward delivery counted in `fw_available_stock`. */
  forward_to: isoDate.nullable(),
});

/**
 * A catalogue row (SPEC §3 "Product catalogue and search" keys, verbatim). Prices in grosze;
 * stock figures refer to one warehouse (`more.warehouse`): `stock_quantity` is physical stock,
 * `available_stock` stock minus reservations (never negative), `fw_available_stock` the
 * quantity of the forward delivery on its way. `ean` is the barcode (GTIN-13) or null.
 */
export const productSchema = z.object({
  id: z.number().int().positive(),
  ean: eanSchema.nullable(),
  image: z.string().nullable(),
  index_name: z.string(),
  index_short_name: z.string(),
  stock_quantity: stockQuantitySchema,
  available_stock: stockQuantitySchema,
  fw_available_stock: stockQuantitySchema,
  uom: z.string(),
  catalog_price: moneySchema,
  buy_price: moneySchema,
  recommended_price: moneySchema,
  minimal_price: moneySchema,
  market_price: moneySchema,
  tax_rate: z.number().int(),
  manufacturer: z.string(),
  catalog_number: z.string(),
  description: z.string(),
  more: productMoreSchema,
});
/** A catalogue row. */
export type Product = z.infer<typeof productSchema>;

/** A search row: the catalogue row plus `cd_available_stock`, available stock summed over all the caller's warehouses. */
export const productSearchItemSchema = productSchema.extend({ cd_available_stock: stockQuantitySchema });
/** A search row. */
export type ProductSearchItem = z.infer<typeof productSearchItemSchema>;

/** Sort keys of the catalogue lists. */
export const PRODUCT_SORT_FIELDS = [
  'id',
  'index_name',
  'index_short_name',
  'catalog_price',
  'buy_price',
  'recommended_price',
  'minimal_price',
  'market_price',
  'tax_rate',
  'manufacturer',
  'catalog_number',
  'uom',
  'stock_quantity',
  'available_stock',
] as const;

const productFilters = {
  /** Warehouse the stock columns refer to (default: the caller's default warehouse). */
  warehouse: warehouseCodeSchema.optional(),
  manufacturer: textFilter.optional(),
  uom: textFilter.optional(),
  product_group: textFilter.optional(),
  tax_rate: taxRateFilter.optional(),
  supplier_id: idParam.optional(),
  /** Only products with available stock in the warehouse. */
  in_stock: booleanFilter.optional(),
};

/** Query of the catalogue lists (`/api/products`, `/api/products/search`). */
export const productQuerySchema = listQuery(PRODUCT_SORT_FIELDS, productFilters);

/** A row of the compact product list (pickers): no stock; `ean` is the barcode (GTIN-13) or null. */
export const productListItemSchema = z.object({
  id: z.number().int().positive(),
  symbol: z.string(),
  ean: eanSchema.nullable(),
  image: z.string().nullable(),
  index_name: z.string(),
  index_short_name: z.string(),
  uom: z.string(),
  catalog_price: moneySchema,
  tax_rate: z.number().int(),
  manufacturer: z.string(),
  catalog_number: z.string(),
  product_group: z.string().nullable(),
});
/** A row of the compact product list. */
export type ProductListItem = z.infer<typeof productListItemSchema>;

const LIST_SORT_FIELDS = [
  'id',
  'index_name',
  'index_short_name',
  'catalog_price',
  'manufacturer',
  'catalog_number',
  'uom',
] as const;

/** Query of `/api/products/list`. */
export const productListQuerySchema = listQuery(LIST_SORT_FIELDS, {
  manufacturer: textFilter.optional(),
  uom: textFilter.optional(),
  product_group: textFilter.optional(),
  tax_rate: taxRateFilter.optional(),
  supplier_id: idParam.optional(),
});

/** The five prices of a product (grosze) with its unit and tax rate. */
export const productPriceSchema = z.object({
  id: z.number().int().positive(),
  symbol: z.string(),
  index_name: z.string(),
  uom: z.string(),
  catalog_price: moneySchema,
  buy_price: moneySchema,
  recommended_price: moneySchema,
  minimal_price: moneySchema,
  market_price: moneySchema,
  tax_rate: z.number().int(),
});
/** The five prices of a product. */
export type ProductPrice = z.infer<typeof productPriceSchema>;

/** Query of `/api/products/prices`: `id=1&id=2` narrows to given products. */
export const productPricesQuerySchema = listQuery(
  ['id', 'index_name', 'catalog_price', 'buy_price', 'recommended_price', 'minimal_price', 'market_price'] as const,
  {
    id: listOf(idParam, 200, m.product.tooManyIds).optional(),
    product_group: textFilter.optional(),
    manufacturer: textFilter.optional(),
  },
);

/** An attribute code: lower-case letters, digits, underscores. */
export const attributeCodeSchema = z
  .string({ error: m.attribute.code })
  .trim()
  .regex(/^[a-z0-9_]{1,50}$/, { error: m.attribute.code });

/** One attribute of a product. */
export const productAttributeSchema = z.object({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  attribute_code: z.string(),
  name: z.string(),
  value: z.string(),
});
/** One attribute of a product. */
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

/** Query of `/api/products/attributes`: `attribute_code=a&attribute_code=b` filters on a list of codes. */
export const productAttributesQuerySchema = listQuery(
  ['id', 'product_id', 'attribute_code', 'name', 'value'] as const,
  {
    attribute_code: listOf(attributeCodeSchema, 50, m.attribute.tooMany).optional(),
    product_id: idParam.optional(),
  },
);

/** Kinds of relation of `/api/products-related/:type/...`. */
export const PRODUCT_RELATION_TYPES = ['accessories', 'substitutes', 'similar'] as const;
/** Variants of `/api/products-related/:type/:variant/...`: every related product or only those in stock. */
export const PRODUCT_RELATION_VARIANTS = ['all', 'in_stock'] as const;

/** Path params of `/api/products-related/:type/:variant/:id`. */
export const productsRelatedParamsSchema = z.object({
  type: z.enum(PRODUCT_RELATION_TYPES, { error: m.related.type }),
  variant: z.enum(PRODUCT_RELATION_VARIANTS, { error: m.related.variant }),
  id: idParam,
});

/** A related product: the catalogue row plus the kind of relation. */
export const relatedProductSchema = productSchema.extend({
  relation: z.enum(PRODUCT_RELATION_TYPES),
  related_to: z.number().int().positive(),
});
/** A related product. */
export type RelatedProduct = z.infer<typeof relatedProductSchema>;

/** Query of `/api/products-related/...`. */
export const productsRelatedQuerySchema = listQuery(PRODUCT_SORT_FIELDS, {
  warehouse: warehouseCodeSchema.optional(),
});

/** One month of the caller's sales. */
export const salesMonthSchema = z.object({
  /** `YYYY-MM` */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  net_value: moneySchema,
  margin_amount: moneySchema,
  /** Margin in percent of net value, 2 decimals. */
  margin: z.number(),
  orders_count: z.number().int().nonnegative(),
});

/** The caller's sales per month, oldest first, with totals. */
export const salesStatsSchema = z.object({
  user_id: z.number().int().positive(),
  currency: z.literal('PLN'),
  months: z.array(salesMonthSchema),
  totals: salesMonthSchema.omit({ month: true }),
});
/** The caller's sales per month. */
export type SalesStats = z.infer<typeof salesStatsSchema>;

/** Query of `/api/sales-stats`: `months` back from `to` (default: the current month). */
export const salesStatsQuerySchema = z
  .object({
    months: z.coerce
      .number({ error: m.stats.months })
      .int({ error: m.stats.months })
      .min(1, { error: m.stats.months })
      .max(36, { error: m.stats.months })
      .default(12),
    to: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: m.stats.month })
      .optional(),
  })
  .strict();

/** The five prices whose changes a product's history keeps (grosze). */
export const PRICE_CHANGE_FIELDS = [
  'catalog_price',
  'buy_price',
  'recommended_price',
  'minimal_price',
  'market_price',
] as const;
/** The stock figures whose changes a product's history keeps, per warehouse. */
export const STOCK_CHANGE_FIELDS = [
  'stock_quantity',
  'available_stock',
  'incoming',
  'warehouse_date',
  'forward_to',
] as const;
/** Every field of a product's price and stock history. */
export const PRODUCT_CHANGE_FIELDS = [...PRICE_CHANGE_FIELDS, ...STOCK_CHANGE_FIELDS] as const;
/** A field of a product's price and stock history. */
export type ProductChangeField = (typeof PRODUCT_CHANGE_FIELDS)[number];

/** How a history field's values read: money in grosze, a quantity in the product's unit, or a date. */
export function productChangeValueKind(field: ProductChangeField): 'money' | 'quantity' | 'date' {
  if ((PRICE_CHANGE_FIELDS as readonly string[]).includes(field)) return 'money';
  return field === 'warehouse_date' || field === 'forward_to' ? 'date' : 'quantity';
}

/** A value before or after a change: grosze (prices), a quantity (stock), an ISO date, or null (none). */
const changeValueSchema = z.union([z.number(), isoDate]).nullable();

/**
 * One change of a product's price or stock, written by the import that made it (docs/imports.md,
 * "Price and stock history"): prices have no warehouse, stock figures have theirs.
 */
export const productChangeSchema = z.object({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  /** The warehouse of a stock figure; null for a price. */
  warehouse_code: z.string().nullable(),
  field: z.enum(PRODUCT_CHANGE_FIELDS),
  old_value: changeValueSchema,
  new_value: changeValueSchema,
  /** When the import applied it (ISO 8601). */
  changed_at: z.string(),
  /** The import run (`GET /api/imports/runs/:id`) and its file; null once that record is gone. */
  import_file_id: z.number().int().positive().nullable(),
  file_name: z.string().nullable(),
});
/** One change of a product's price or stock. */
export type ProductChange = z.infer<typeof productChangeSchema>;

/** Query of `/api/products/:id/changes`: newest first unless `sort=changed_at`. */
export const productChangesQuerySchema = listQuery(['changed_at'] as const, {
  field: z.enum(PRODUCT_CHANGE_FIELDS, { error: m.changes.field }).optional(),
  /** Only this warehouse's stock changes (prices have none). */
  warehouse: warehouseCodeSchema.optional(),
});

/** Catalogue calls (SPEC §7 "Products and other" and "Lists and reference"). */
export const productEndpoints = {
  productsAll: defineEndpoint({
    method: 'GET',
    path: '/api/products',
    summary: catalogueContractMessages.summaries.productsAll,
    auth: 'user',
    query: productQuerySchema,
    response: listResponse(productSchema),
  }),
  productList: defineEndpoint({
    method: 'GET',
    path: '/api/products/list',
    summary: catalogueContractMessages.summaries.productList,
    auth: 'user',
    query: productListQuerySchema,
    response: listResponse(productListItemSchema),
  }),
  productPrices: defineEndpoint({
    method: 'GET',
    path: '/api/products/prices',
    summary: catalogueContractMessages.summaries.productPrices,
    auth: 'user',
    query: productPricesQuerySchema,
    response: listResponse(productPriceSchema),
  }),
  productSearch: defineEndpoint({
    method: 'GET',
    path: '/api/products/search',
    summary: catalogueContractMessages.summaries.productSearch,
    auth: 'user',
    query: productQuerySchema,
    response: listResponse(productSearchItemSchema),
  }),
  productAttributes: defineEndpoint({
    method: 'GET',
    path: '/api/products/attributes',
    summary: catalogueContractMessages.summaries.productAttributes,
    auth: 'user',
    query: productAttributesQuerySchema,
    response: listResponse(productAttributeSchema),
  }),
  productsRelated: defineEndpoint({
    method: 'GET',
    path: '/api/products-related/:type/:variant/:id',
    summary: catalogueContractMessages.summaries.productsRelated,
    auth: 'user',
    params: productsRelatedParamsSchema,
    query: productsRelatedQuerySchema,
    response: listResponse(relatedProductSchema),
  }),
  productChanges: defineEndpoint({
    method: 'GET',
    path: '/api/products/:id/changes',
    summary: catalogueContractMessages.summaries.productChanges,
    auth: 'user',
    params: z.object({ id: idParam }),
    query: productChangesQuerySchema,
    response: listResponse(productChangeSchema),
  }),
  salesStats: defineEndpoint({
    method: 'GET',
    path: '/api/sales-stats',
    summary: catalogueContractMessages.summaries.salesStats,
    auth: 'user',
    query: salesStatsQuerySchema,
    response: salesStatsSchema,
  }),
} as const;
