import { describe, expectTypeOf, it } from 'vitest';
import type { OfferDetail, OfferLineChange } from '../contract/offers';
import type { OrderConfirmResponse, OrderDetail, OrderLineChange } from '../contract/orders';
import type { ApiClient } from './apiClient';

// Type tests of the client's `call`: the endpoint name picks the input and the answer, and a
// wrong body or param is a compile error (`@ts-expect-error` fails the test if it is not one).

declare const client: ApiClient;

describe('ApiClient.call', () => {
  it('answers the endpoint’s own type', () => {
    expectTypeOf(client.call('offerById', { params: { id: 1 } })).resolves.toEqualTypeOf<OfferDetail>();
    expectTypeOf(client.call('orderById', { params: { id: 1 } })).resolves.toEqualTypeOf<OrderDetail>();
    expectTypeOf(
      client.call('orderConfirm', { params: { id: 1 }, body: { orderId: 1, version: 2 } }),
    ).resolves.toEqualTypeOf<OrderConfirmResponse>();
    expectTypeOf(
      client.call('offerItemQuantity', { params: { id: 1 }, body: { version: 1, quantity: 2 } }),
    ).resolves.toEqualTypeOf<OfferLineChange>();
    expectTypeOf(
      client.call('orderUpdateItem', { params: { id: 1 }, body: { version: 1, item_id: 3, quantity: 2 } }),
    ).resolves.toEqualTypeOf<OrderLineChange>();
  });

  it('refuses a wrong body', () => {
    // @ts-expect-error version is a number
    client.call('offerUpdate', { params: { id: 1 }, body: { version: '1' } });
    // @ts-expect-error an order's update has no template (an offer's has)
    client.call('orderUpdate', { params: { id: 1 }, body: { version: 1, template: 'x' } });
    // @ts-expect-error the order's line change names its line by item_id
    client.call('orderUpdateItem', { params: { id: 1 }, body: { version: 1, quantity: 2 } });
    // @ts-expect-error confirm needs orderId
    client.call('orderConfirm', { params: { id: 1 }, body: { version: 1 } });
    // @ts-expect-error create needs the client
    client.call('offerCreate', { body: { valid_until: '2030-01-01' } });
    // @ts-expect-error delivery method is one of the known ones
    client.call('orderUpdateDelivery', { params: { id: 1 }, body: { version: 1, delivery: { method: 'drone' } } });
  });

  it('refuses wrong or missing params and a body where none is taken', () => {
    // @ts-expect-error the offer's lines are addressed by offerId
    client.call('offerAddedProducts', { params: { orderId: 1 } });
    // @ts-expect-error the order's lines are addressed by orderId
    client.call('orderAddedProducts', { params: { offerId: 1 } });
    // @ts-expect-error the path needs its id
    client.call('orderById', {});
    // @ts-expect-error a read takes no body
    client.call('offerById', { params: { id: 1 }, body: { version: 1 } });
    // @ts-expect-error an unknown list filter
    client.call('offerList', { query: { to_confirm: 'true' } });
    // @ts-expect-error no such endpoint
    client.call('offerExplode', {});
  });

  it('takes optional parts as optional', () => {
    expectTypeOf(client.call('offerList')).resolves.toHaveProperty('items');
    expectTypeOf(client.call('orderArchive', { params: { id: 1 } })).resolves.toEqualTypeOf<OrderDetail>();
    expectTypeOf(
      client.call('orderList', { query: { to_confirm: 'true', status: 'confirmed' } }),
    ).resolves.toHaveProperty('total');
  });
});
