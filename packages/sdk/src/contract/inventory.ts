import { z } from 'zod';
import { catalogueContractMessages, catalogueMessages as m } from '../messages/catalogue';
import {
  booleanFilter,
  eanSchema,
  listOf,
  moneySchema,
  stockQuantitySchema,
  textFilter,
  warehouseCodeSchema,
} from './catalogueQuery';
import { idParam, isoDate, listQuery, listResponse } from './common';
import { defineEndpoint } from './endpoint';

/** Stock of one product in one warehouse of the caller's company (SPEC §3 "Product in warehouses"). */
export const productInWarehouseSchema = z.object({
  product_id: z.number().int().positive(),
  source_code: z.string(),
  company: z.string(),
  source_name: z.string(),
  organizational_unit_name: z.string(),
  stock_quantity: stockQuantitySchema,
  available_stock: stockQuantitySchema,
  fw_available_stock: stockQuantitySchema,
  forward_to: isoDate.nullable(),
  /** One of the caller's available warehouses (they sell from it); the others are their colleagues'. */
  own_warehouse: z.boolean(),
});
/** Stock of one product in one warehouse. */
export type ProductInWarehouse = z.infer<typeof productInWarehouseSchema>;

/**
 * Query of `/api/inventory/product-in-warehouses`: `product_id` is required. Without `sort` the
 * caller's own warehouses come first (the default one at the top), then the company's others.
 */
export const productInWarehousesQuerySchema = listQuery(
  ['source_code', 'source_name', 'organizational_unit_name', 'stock_quantity', 'available_stock'] as const,
  {
    product_id: idParam,
    /** Narrows to these warehouses (each must belong to the caller's company). */
    warehouse: listOf(warehouseCodeSchema, 20, m.warehouse.tooMany).optional(),
    in_stock: booleanFilter.optional(),
  },
);

/** A product of a warehouse (SPEC §3 "Stockhouse products"). */
export const warehouseProductSchema = z.object({
  product_id: z.number().int().positive(),
  warehouse_code: z.string(),
  symbol: z.string(),
  /** The product's barcode (GTIN-13), null when it has none. */
  ean: eanSchema.nullable(),
  index_name: z.string(),
  stock_quantity: stockQuantitySchema,
  available_stock: stockQuantitySchema,
  /** Date of the last receipt into the warehouse. */
  warehouse_date: isoDate.nullable(),
  uom: z.string(),
  catalog_price: moneySchema,
  buy_price: moneySchema,
  market_price: moneySchema,
  /** Expected date of the forward delivery on its way, if any. */
  forward_to: isoDate.nullable(),
  fw_available_stock: stockQuantitySchema,
});
/** A product of a warehouse. */
export type WarehouseProduct = z.infer<typeof warehouseProductSchema>;

/** Sort keys of the warehouse products list. */
export const WAREHOUSE_PRODUCT_SORT_FIELDS = [
  'symbol',
  'index_name',
  'stock_quantity',
  'available_stock',
  'warehouse_date',
  'uom',
  'catalog_price',
  'buy_price',
  'market_price',
  'forward_to',
] as const;

/** Query of `/api/inventory/warehouse-products` (default warehouse: the caller's default one). */
export const warehouseProductsQuerySchema = listQuery(WAREHOUSE_PRODUCT_SORT_FIELDS, {
  warehouse: warehouseCodeSchema.optional(),
  in_stock: booleanFilter.optional(),
  /** Only products with a forward delivery on its way. */
  forward: booleanFilter.optional(),
  uom: textFilter.optional(),
  manufacturer: textFilter.optional(),
  product_group: textFilter.optional(),
});

/** A warehouse whose stock the caller may read (the stock page's choice of warehouse). */
export const stockWarehouseSchema = z.object({
  code: z.string(),
  name: z.string(),
  company_code: z.string(),
  organizational_unit_name: z.string(),
  /** One of the caller's available warehouses (they sell from it). */
  own_warehouse: z.boolean(),
});
/** A warehouse whose stock the caller may read. */
export type StockWarehouse = z.infer<typeof stockWarehouseSchema>;

/** Query of `/api/inventory/warehouses` (default order: the caller's own first, then by code). */
export const stockWarehousesQuerySchema = listQuery(['code', 'name'] as const, {});

/** Stock calls (SPEC §7 "Lists and reference"): scoped to the caller's available warehouses. */
export const inventoryEndpoints = {
  productInWarehouses: defineEndpoint({
    method: 'GET',
    path: '/api/inventory/product-in-warehouses',
    summary: catalogueContractMessages.summaries.productInWarehouses,
    auth: 'user',
    query: productInWarehousesQuerySchema,
    response: listResponse(productInWarehouseSchema),
  }),
  warehouseProducts: defineEndpoint({
    method: 'GET',
    path: '/api/inventory/warehouse-products',
    summary: catalogueContractMessages.summaries.warehouseProducts,
    auth: 'user',
    query: warehouseProductsQuerySchema,
    response: listResponse(warehouseProductSchema),
  }),
  stockWarehouses: defineEndpoint({
    method: 'GET',
    path: '/api/inventory/warehouses',
    summary: catalogueContractMessages.summaries.stockWarehouses,
    auth: 'user',
    query: stockWarehousesQuerySchema,
    response: listResponse(stockWarehouseSchema),
  }),
} as const;
