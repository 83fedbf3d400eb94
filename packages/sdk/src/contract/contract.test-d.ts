import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ApiError } from '../errors';
import type { DocumentItem, OfferItem } from './documentSchemas';
import type { EndpointInput, EndpointOutput } from './endpoint';
import type { Endpoints } from './endpoints';
import type { OfferDetail, OfferLineChange, offerCreateBodySchema, offerUpdateBodySchema } from './offers';
import type { OrderDetail, OrderLineChange, orderCreateBodySchema, orderUpdateItemBodySchema } from './orders';
import type { ServerErrorCode } from './serverErrorCodes';

// Type tests of the contract's inferred types: the shared factories (documentKindSchemas,
// documentEndpoints) must give each kind its own exact types, never a union of both kinds.

describe('inferred document types', () => {
  it('an offer carries offer lines and an order plain document lines', () => {
    expectTypeOf<OfferDetail['items']>().toEqualTypeOf<OfferItem[]>();
    expectTypeOf<OrderDetail['items']>().toEqualTypeOf<DocumentItem[]>();
    expectTypeOf<OfferItem>().toHaveProperty('offer_price');
    expectTypeOf<OrderDetail['items'][number]>().not.toHaveProperty('offer_price');
    expectTypeOf<OfferDetail['status']>().toEqualTypeOf<
      | 'draft'
      | 'pending_approval'
      | 'approved'
      | 'pending_correct'
      | 'pending_approval_client'
      | 'accepted'
      | 'rejected'
      | 'expired'
    >();
    expectTypeOf<OrderDetail['status']>().toEqualTypeOf<'draft' | 'confirmed'>();
  });

  it('a line change names the header under its own kind', () => {
    expectTypeOf<OfferLineChange>().toHaveProperty('offer');
    expectTypeOf<OfferLineChange>().not.toHaveProperty('order');
    expectTypeOf<OrderLineChange>().toHaveProperty('order');
    expectTypeOf<OrderLineChange>().not.toHaveProperty('offer');
    expectTypeOf<OfferLineChange['items']>().toEqualTypeOf<OfferItem[]>();
  });

  it('bodies built from the shared fields keep their keys and optionality', () => {
    type OfferCreate = z.input<typeof offerCreateBodySchema>;
    expectTypeOf<OfferCreate['client_id']>().toEqualTypeOf<number>();
    expectTypeOf<OfferCreate>().toHaveProperty('template');
    expectTypeOf<OfferCreate>().not.toHaveProperty('offer_id');
    type OrderCreate = z.input<typeof orderCreateBodySchema>;
    expectTypeOf<OrderCreate>().toHaveProperty('offer_id');
    expectTypeOf<OrderCreate>().not.toHaveProperty('template');
    type OfferUpdate = z.input<typeof offerUpdateBodySchema>;
    expectTypeOf<OfferUpdate['version']>().toEqualTypeOf<number>();
    expectTypeOf<OfferUpdate['receiver_id']>().toEqualTypeOf<number | null | undefined>();
    type UpdateItem = z.output<typeof orderUpdateItemBodySchema>;
    expectTypeOf<UpdateItem['item_id']>().toEqualTypeOf<number>();
    expectTypeOf<UpdateItem['quantity']>().toEqualTypeOf<number | undefined>();
  });
});

describe('endpoints built by the shared factory', () => {
  it('answer their own kind', () => {
    expectTypeOf<EndpointOutput<Endpoints['offerById']>>().toEqualTypeOf<OfferDetail>();
    expectTypeOf<EndpointOutput<Endpoints['orderById']>>().toEqualTypeOf<OrderDetail>();
    expectTypeOf<EndpointOutput<Endpoints['offerCreate']>>().toEqualTypeOf<OfferDetail>();
    expectTypeOf<EndpointOutput<Endpoints['orderCopy']>>().toEqualTypeOf<OrderDetail>();
    expectTypeOf<EndpointOutput<Endpoints['offerMassDiscount']>>().toEqualTypeOf<OfferLineChange>();
    expectTypeOf<EndpointOutput<Endpoints['orderAddLines']>>().toEqualTypeOf<OrderLineChange>();
    expectTypeOf<EndpointOutput<Endpoints['orderList']>['items'][number]['status']>().toEqualTypeOf<
      'draft' | 'confirmed'
    >();
  });

  it('take their own kind’s input', () => {
    type OfferLines = EndpointInput<Endpoints['offerAddedProducts']>;
    expectTypeOf<OfferLines['params']>().toEqualTypeOf<{ offerId: string | number }>();
    type OrderLines = EndpointInput<Endpoints['orderAddedProducts']>;
    expectTypeOf<OrderLines['params']>().toEqualTypeOf<{ orderId: string | number }>();
    type OrderCreate = EndpointInput<Endpoints['orderCreate']>['body'];
    expectTypeOf<OrderCreate>().toEqualTypeOf<z.input<typeof orderCreateBodySchema>>();
    type OrderQuery = NonNullable<EndpointInput<Endpoints['orderList']>['query']>;
    expectTypeOf<OrderQuery>().toHaveProperty('to_confirm');
    type OfferQuery = NonNullable<EndpointInput<Endpoints['offerList']>['query']>;
    expectTypeOf<OfferQuery>().not.toHaveProperty('to_confirm');
  });
});

describe('server error codes', () => {
  it('split the 409 and keep an unknown code possible', () => {
    expectTypeOf<'stale_version'>().toExtend<ServerErrorCode>();
    expectTypeOf<'invalid_state'>().toExtend<ServerErrorCode>();
    expectTypeOf<'conflict'>().not.toExtend<ServerErrorCode>();
    expectTypeOf<ServerErrorCode>().toExtend<ApiError['serverCode']>();
    expectTypeOf<'a_code_of_a_newer_server'>().toExtend<ApiError['serverCode']>();
  });
});
