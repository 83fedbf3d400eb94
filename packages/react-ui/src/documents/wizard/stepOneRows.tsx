import {
  deliverySchema,
  isoDate,
  type OfferDetail,
  ORDERABLE_OFFER_STATUSES,
  type OrderDetail,
  offerCreateBodySchema,
  offerMessages,
  orderCreateBodySchema,
} from '@salesdesk/sdk';
import { Controller } from 'react-hook-form';
import { DatePicker } from '../../controls/DatePicker';
import { addDays } from '../../data/today';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';
import { FormTextField } from '../../form/FormTextField';
import { fillMessage } from '../../messages';
import { offerWizardMessages } from '../../messages/offerWizard';
import { orderPageMessages } from '../../messages/order';
import { pagePath } from '../../pages/pageRegistry';
import { deliveryFormValue } from '../DeliveryFields';
import { DocumentLoadState } from '../DocumentLoadState';
import type { StepOneRow } from './DocumentWizardStepOne';

// Each kind's row of step 1 (see DocumentWizardStepOne): what it asks beyond the parties, the
// delivery and the comment, and how it writes them.

/** Days an offer is valid by default. */
const DEFAULT_VALIDITY_DAYS = 30;

/** An offer's step 1: the contract's create body plus the delivery sent right after it. */
const offerSchema = offerCreateBodySchema.extend({ delivery: deliverySchema.nullable() });

/** The href of a step of the offer wizard, for the draft `offerId` when there is one. */
export const offerStepHref = (step: 1 | 2, offerId?: number) =>
  pagePath('addOffer', { stepId: step }, offerId ? { 'offer-id': offerId } : {});

/** Where an offer's step 1 starts from: the draft made already, or a new offer (for a client). */
interface OfferStart {
  draft: OfferDetail | null;
  /** The client a new offer is for (the client card's "Przygotuj ofertę"); the receiver follows it. */
  clientId: number | null;
}

/** The offer's validity (not before today) and its template. */
const OfferTermsFields: StepOneRow<OfferStart, typeof offerSchema, OfferDetail>['Fields'] = ({ form, today }) => (
  <>
    <Controller
      control={form.control}
      name="valid_until"
      render={({ field, fieldState }) => (
        <DatePicker
          label={offerWizardMessages.validUntil}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value ?? undefined)}
          minValue={today}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
    <FormTextField
      control={form.control}
      name="template"
      label={offerWizardMessages.template}
      description={offerWizardMessages.templateHint}
    />
  </>
);

/**
 * An offer's step 1: client, receiver and its payer, validity (30 days by default), template,
 * delivery and comment. The create sends the header; the delivery follows it.
 */
export const offerStepOne: StepOneRow<OfferStart, typeof offerSchema, OfferDetail> = {
  kind: 'offer',
  schema: offerSchema,
  labels: offerWizardMessages,
  stepHref: offerStepHref,
  useStart: ({ draftId, clientId }) => {
    const draft = useApiQuery('offerById', { params: { id: draftId ?? 0 } }, { enabled: draftId !== null });
    if (draftId === null) return { start: { draft: null, clientId } };
    if (!draft.data) return { pending: <DocumentLoadState kind="offer" query={draft} /> };
    return { start: { draft: draft.data, clientId: null }, key: String(draft.data.id) };
  },
  draftOf: (start) => start.draft,
  defaults: ({ draft, clientId }, today) =>
    draft
      ? {
          client_id: draft.client_id,
          receiver_id: draft.receiver_id ?? draft.client_id,
          valid_until: draft.valid_until ?? undefined,
          template: draft.template ?? '',
          comment: draft.comment ?? '',
          delivery: deliveryFormValue(draft.delivery),
        }
      : {
          valid_until: addDays(today, DEFAULT_VALIDITY_DAYS),
          template: '',
          comment: '',
          delivery: null,
          ...(clientId ? { client_id: clientId, receiver_id: clientId } : {}),
        },
  cancelHref: ({ draft }) => (draft ? pagePath('offer', { symbol: draft.id }) : pagePath('offers', {})),
  Fields: OfferTermsFields,
  salesBlockWayOn: null,
  useWrites: () => {
    const create = useApiMutation('offerCreate');
    const update = useApiMutation('offerUpdate');
    const delivery = useApiMutation('offerUpdateDelivery');
    return {
      create: ({ delivery: _delivery, template, comment, ...header }) =>
        create.mutateAsync({
          body: { ...header, ...(template ? { template } : {}), ...(comment ? { comment } : {}) },
        }),
      update: (draft, version, { template, comment, ...header }) =>
        update.mutateAsync({
          params: { id: draft.id },
          body: {
            version,
            client_id: header.client_id,
            receiver_id: header.receiver_id ?? null,
            valid_until: header.valid_until ?? null,
            template: template || null,
            comment: comment || null,
          },
        }),
      delivery: (offer, value) =>
        delivery.mutateAsync({ params: { id: offer.id }, body: { version: offer.version, delivery: value } }),
    };
  },
};

/** An order's step 1: the create body (without lines) plus the payment deadline and delivery sent after it. */
const orderSchema = orderCreateBodySchema
  .omit({ items: true, offer_id: true })
  .extend({ payment_deadline: isoDate.optional(), delivery: deliverySchema.nullable() });

/** The href of a step of the order wizard, for the draft `orderId` when there is one. */
export const orderStepHref = (step: 1 | 2, orderId?: number) =>
  pagePath('addOrder', { stepId: step }, orderId ? { 'order-id': orderId } : {});

/** Where an order's step 1 starts from: a draft made already, an accepted offer, a client, or nothing. */
export type OrderStart =
  | { from: 'draft'; order: OrderDetail }
  | { from: 'offer'; offer: OfferDetail }
  | { from: 'client'; clientId: number }
  | { from: 'nothing' };

/** The order's realization date and payment deadline (neither before today). */
const OrderDeadlineFields: StepOneRow<OrderStart, typeof orderSchema, OrderDetail>['Fields'] = ({ form, today }) =>
  (['realization_date', 'payment_deadline'] as const).map((name) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={
            name === 'realization_date'
              ? orderPageMessages.wizard.realizationDate
              : orderPageMessages.wizard.paymentDeadline
          }
          value={field.value ?? null}
          onChange={(value) => field.onChange(value ?? undefined)}
          minValue={today}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  ));

/** An order made from an offer: what comes with it, or — before "Dalej", as the server's 409 would — that it cannot. */
function FromOfferNotice({ start }: { start: OrderStart }) {
  if (start.from !== 'offer') return null;
  if (!ORDERABLE_OFFER_STATUSES.includes(start.offer.status)) {
    return (
      <p role="alert" className="rounded-lg border border-danger bg-danger-subtle p-3 text-sm text-danger">
        {offerMessages.errors.offerNotAccepted}
      </p>
    );
  }
  return (
    <p className="rounded-lg border border-info-500 bg-info-50 p-3 text-sm dark:bg-surface-raised">
      {fillMessage(orderPageMessages.wizard.fromOffer, { number: start.offer.number })}
    </p>
  );
}

/**
 * An order's step 1: client, receiver and its payer, delivery, realization date and payment
 * deadline, remarks — filled in from the accepted offer or the client it was started from. The
 * create (from the offer: its lines, prices and approval come with it) is followed by the
 * deadlines, then the delivery. A client under a sales block is refused (the way on is an offer).
 */
export const orderStepOne: StepOneRow<OrderStart, typeof orderSchema, OrderDetail> = {
  kind: 'order',
  schema: orderSchema,
  labels: orderPageMessages.wizard,
  stepHref: orderStepHref,
  useStart: ({ draftId, offerId, clientId }) => {
    const draft = useApiQuery('orderById', { params: { id: draftId ?? 0 } }, { enabled: draftId !== null });
    const offer = useApiQuery(
      'offerById',
      { params: { id: offerId ?? 0 } },
      { enabled: draftId === null && offerId !== null },
    );
    if (draftId !== null) {
      if (!draft.data) return { pending: <DocumentLoadState kind="order" query={draft} /> };
      return { start: { from: 'draft', order: draft.data }, key: `order-${draft.data.id}` };
    }
    if (offerId !== null) {
      if (!offer.data) return { pending: <DocumentLoadState kind="offer" query={offer} /> };
      return { start: { from: 'offer', offer: offer.data }, key: `offer-${offer.data.id}` };
    }
    return { start: clientId !== null ? { from: 'client', clientId } : { from: 'nothing' } };
  },
  draftOf: (start) => (start.from === 'draft' ? start.order : null),
  defaults: (start) => {
    const none = { comment: '', delivery: null, realization_date: undefined, payment_deadline: undefined };
    switch (start.from) {
      case 'draft': {
        const o = start.order;
        return {
          client_id: o.client_id,
          receiver_id: o.receiver_id ?? o.client_id,
          realization_date: o.realization_date ?? undefined,
          payment_deadline: o.payment_deadline ?? undefined,
          comment: o.comment ?? '',
          delivery: deliveryFormValue(o.delivery),
        };
      }
      case 'offer':
        return {
          ...none,
          client_id: start.offer.client_id,
          receiver_id: start.offer.receiver_id ?? start.offer.client_id,
          delivery: deliveryFormValue(start.offer.delivery),
        };
      case 'client':
        return { ...none, client_id: start.clientId, receiver_id: start.clientId };
      case 'nothing':
        return none;
    }
  },
  cancelHref: (start) =>
    start.from === 'draft'
      ? pagePath('order', { symbol: start.order.id })
      : start.from === 'offer'
        ? pagePath('offer', { symbol: start.offer.id })
        : pagePath('orders', {}),
  Fields: OrderDeadlineFields,
  Notice: FromOfferNotice,
  salesBlockWayOn: orderPageMessages.wizard.blockedOffer,
  useWrites: (start) => {
    const create = useApiMutation('orderCreate');
    const update = useApiMutation('orderUpdate');
    const deadlines = useApiMutation('orderUpdateDeadlines');
    const delivery = useApiMutation('orderUpdateDelivery');
    return {
      create: ({ delivery: _delivery, payment_deadline: _payment, comment, ...header }) =>
        create.mutateAsync({
          body: {
            ...header,
            ...(start.from === 'offer' ? { offer_id: start.offer.id } : {}),
            ...(comment ? { comment } : {}),
          },
        }),
      update: (draft, version, { client_id, receiver_id, comment }) =>
        update.mutateAsync({
          params: { id: draft.id },
          body: { version, client_id, receiver_id: receiver_id ?? null, comment: comment || null },
        }),
      // A new order sends its payment deadline (its realization date went with the create); a
      // draft sends its deadlines only when they changed.
      after: async (order, values, draft) => {
        const realization = values.realization_date ?? null;
        const payment = values.payment_deadline ?? null;
        const changed = draft
          ? realization !== order.realization_date || payment !== order.payment_deadline
          : payment !== null;
        if (!changed) return order;
        return deadlines.mutateAsync({
          params: { id: order.id },
          body: { version: order.version, realization_date: realization, payment_deadline: payment },
        });
      },
      delivery: (order, value) =>
        delivery.mutateAsync({ params: { id: order.id }, body: { version: order.version, delivery: value } }),
    };
  },
};
