import { fileAnswerSchema, idParams, listResponse } from './common';
import { documentBuilders, documentEndpoints } from './documentEndpoints';
import { defineEndpoint } from './endpoint';
import * as orders from './orders';

const { said, list, lineWrite } = documentBuilders('order');
const shared = documentEndpoints('order');

/** Order calls (SPEC §7, "Orders"), plus the outbox listing. Lists come before `/api/order/:id` on purpose. */
export const orderEndpoints = {
  orderList: list('/api/order/order-list', said.list),
  clientOrderList: shared.clientList,
  orderCreate: shared.create,
  orderById: shared.byId,
  orderCopy: shared.copy,
  orderArchive: shared.archive,
  orderDelete: shared.remove,
  orderConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/order/:id/confirm',
    summary: said.confirm,
    auth: 'user',
    params: idParams,
    body: orders.orderConfirmBodySchema,
    response: orders.orderConfirmResponseSchema,
  }),
  orderAddProduct: lineWrite('POST', '/api/order/:id/add-product', said.addProduct, orders.orderAddProductBodySchema),
  orderAddLines: shared.addLines,
  orderUpdateItem: lineWrite('PUT', '/api/order/:id/update-item', said.updateItem, orders.orderUpdateItemBodySchema),
  orderRemoveItem: lineWrite('DELETE', '/api/order/:id/remove-item', said.removeItem, orders.orderRemoveItemBodySchema),
  orderRemoveItems: lineWrite(
    'POST',
    '/api/order/:id/remove-items',
    said.removeItems,
    orders.orderRemoveItemsBodySchema,
  ),
  orderMassDiscount: shared.massDiscount,
  orderSendPdf: shared.sendPdf,
  orderUpdate: shared.update,
  orderUpdateDeadlines: defineEndpoint({
    method: 'PUT',
    path: '/api/order/:id/update-deadlines',
    summary: said.updateDeadlines,
    auth: 'user',
    params: idParams,
    body: orders.orderDeadlinesBodySchema,
    response: orders.orderDetailSchema,
  }),
  orderUpdateDelivery: shared.updateDelivery,
  orderAddedProducts: shared.addedProducts,
  orderHistory: shared.history,
  outboxList: defineEndpoint({
    method: 'GET',
    path: '/api/outbox',
    summary: said.outboxList,
    auth: 'user',
    query: orders.outboxListQuerySchema,
    response: listResponse(orders.outboxEntrySchema),
  }),
  outboxDelivery: defineEndpoint({
    method: 'GET',
    path: '/api/outbox/delivery',
    summary: said.outboxDelivery,
    auth: 'user',
    response: orders.outboxDeliverySchema,
  }),
  outboxAttachment: defineEndpoint({
    method: 'GET',
    path: '/api/outbox/:id/attachment',
    summary: said.outboxAttachment,
    auth: 'user',
    params: idParams,
    answers: 'file',
    response: fileAnswerSchema,
  }),
};
