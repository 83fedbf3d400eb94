import { loadDocument } from '../documents/documentLayer';
import { previewOrderShortages } from '../documents/stockReservation';
import type { Handlers } from '../http/contractRouter';

/**
 * `GET /api/order/:id/stock-shortages`: what confirming the order would reserve beyond what is
 * available in its warehouse, for the confirmation dialog to say before the person confirms
 * (docs/offers.md, "Stock reservation"). Whoever may see the order may ask; nothing is written.
 */
export const orderStockPreviewHandlers: Handlers = {
  orderStockShortages: ({ ctx, user, params }) => {
    const order = loadDocument(ctx, user, 'order', params.id);
    return { warehouse_code: order.warehouse_code, items: previewOrderShortages(ctx, order) };
  },
};
