import { z } from 'zod';
import { documentContractMessages } from '../messages/documentContract';
import { idParams } from './common';
import { stockShortageSchema } from './documentSchemas';
import { defineEndpoint } from './endpoint';

/**
 * What confirming an order would reserve beyond what is available, asked before the confirmation
 * so its dialog can say it line by line: the products whose ordered quantity (summed over the
 * order's lines) exceeds the stock available now in the order's warehouse, with the same figures
 * `orderConfirm` answers in `stock_shortages`. `warehouse_code` is the order's warehouse, null
 * when it has none (then nothing is reserved and `items` is empty).
 */
export const orderStockPreviewSchema = z.object({
  warehouse_code: z.string().nullable(),
  items: z.array(stockShortageSchema),
});
/** What confirming an order would reserve beyond what is available. */
export type OrderStockPreview = z.infer<typeof orderStockPreviewSchema>;

/** The read a confirmation asks first (docs/offers.md, "Stock reservation"). */
export const orderStockPreviewEndpoints = {
  orderStockShortages: defineEndpoint({
    method: 'GET',
    path: '/api/order/:id/stock-shortages',
    summary: documentContractMessages.summaries.order.stockPreview,
    auth: 'user',
    params: idParams,
    response: orderStockPreviewSchema,
  }),
};
