import {
  canOverrideSalesBlock,
  deliverySchema,
  isoDate,
  type OfferDetail,
  ORDERABLE_OFFER_STATUSES,
  type OrderDetail,
  offerMessages,
  orderCreateBodySchema,
  warsawDay,
} from '@salesdesk/sdk';
import { useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { AppLink } from '../../context/AppLink';
import { useSalesdesk, useUser } from '../../context/salesdeskContext';
import { buttonClass } from '../../controls/Button';
import { DatePicker } from '../../controls/DatePicker';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';
import { useContractForm } from '../../form/useContractForm';
import { fillMessage } from '../../messages';
import { orderPageMessages } from '../../messages/order';
import { pagePath } from '../../pages/pageRegistry';
import { deliveryFormValue } from '../DeliveryFields';
import { useDocumentVersion } from '../documentSections';
import { PartiesFields } from './PartiesFields';
import { StepOneFooter } from './StepOneFooter';

const m = orderPageMessages.wizard;

/** Step 1: the contract's create body (without lines) plus the payment deadline and delivery sent after it. */
const stepOneSchema = orderCreateBodySchema
  .omit({ items: true, offer_id: true })
  .extend({ payment_deadline: isoDate.optional(), delivery: deliverySchema.nullable() });

/** The href of a step of the order wizard, for the draft `orderId` when there is one. */
export const orderStepHref = (step: 1 | 2, orderId?: number) =>
  pagePath('addOrder', { stepId: step }, orderId ? { 'order-id': orderId } : {});

/** Where step 1 starts from: a draft made already, an accepted offer, a client, or nothing. */
export type OrderStart =
  | { from: 'draft'; order: OrderDetail }
  | { from: 'offer'; offer: OfferDetail }
  | { from: 'client'; clientId: number }
  | { from: 'nothing' };

function defaults(start: OrderStart) {
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
}

/**
 * Step 1 of the order wizard: client, receiver and its payer, delivery, realization date and
 * payment deadline, remarks — filled in from the accepted offer or the client it was started
 * from. "Dalej" (or Enter in any field) creates the order (from the offer: its lines, prices and
 * approval come with it) and sends its deadlines and delivery — or, back on a draft already made
 * (`?order-id=`), updates it — and opens step 2. The history entry of step 1 is replaced by the
 * draft's own, so the browser's Back from step 2 never makes a second order. A blocked client
 * chosen by someone who may not release the block gets no "Dalej" (the server would refuse the
 * order): the notice says why, and the way on is an offer for that client.
 */
export function OrderWizardStepOne({ start }: { start: OrderStart }) {
  const { navigate } = useSalesdesk();
  const create = useApiMutation('orderCreate');
  const update = useApiMutation('orderUpdate');
  const deadlines = useApiMutation('orderUpdateDeadlines');
  const delivery = useApiMutation('orderUpdateDelivery');
  const draft = start.from === 'draft' ? start.order : null;
  const version = useDocumentVersion('order', draft ?? { id: 0, version: 1 });
  const today = warsawDay();
  const blockedRef = useRef(false);
  const { form, submit, formError, isSubmitting } = useContractForm({
    schema: stepOneSchema,
    defaultValues: defaults(start),
    onSubmit: async ({ delivery: deliveryData, payment_deadline, comment, ...header }) => {
      // Enter in a field submits too: not for a client the server would refuse.
      if (blockedRef.current) return;
      let order: Pick<OrderDetail, 'id' | 'version' | 'realization_date' | 'payment_deadline'>;
      if (draft) {
        order = await update.mutateAsync({
          params: { id: draft.id },
          body: {
            version: version(),
            client_id: header.client_id,
            receiver_id: header.receiver_id ?? null,
            comment: comment || null,
          },
        });
      } else {
        order = await create.mutateAsync({
          body: {
            ...header,
            ...(start.from === 'offer' ? { offer_id: start.offer.id } : {}),
            ...(comment ? { comment } : {}),
          },
        });
        // Back from step 2 lands on this draft, not on an empty step 1 that would make another.
        navigate(orderStepHref(1, order.id), { replace: true });
      }
      const realization = header.realization_date ?? null;
      const payment = payment_deadline ?? null;
      if (draft ? realization !== order.realization_date || payment !== order.payment_deadline : payment !== null) {
        order = await deadlines.mutateAsync({
          params: { id: order.id },
          body: { version: order.version, realization_date: realization, payment_deadline: payment },
        });
      }
      if (deliveryData) {
        await delivery.mutateAsync({
          params: { id: order.id },
          body: { version: order.version, delivery: deliveryData },
        });
      }
      navigate(orderStepHref(2, order.id));
    },
  });
  const { control } = form;
  const user = useUser();
  const clientId = useWatch({ control, name: 'client_id' });
  const client = useApiQuery('clientById', { params: { id: clientId ?? 0 } }, { enabled: Boolean(clientId) });
  // A draft already made for this client is only updated, which the block does not stop.
  const blocked =
    Boolean(clientId && client.data?.sales_block.blocked) &&
    !canOverrideSalesBlock(user?.role) &&
    draft?.client_id !== clientId;
  blockedRef.current = blocked;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="wizard-title">
      {start.from === 'offer' && !ORDERABLE_OFFER_STATUSES.includes(start.offer.status) ? (
        // Said before "Dalej" rather than after it: the server refuses the same with 409.
        <p role="alert" className="rounded-lg border border-danger bg-danger-subtle p-3 text-sm text-danger">
          {offerMessages.errors.offerNotAccepted}
        </p>
      ) : start.from === 'offer' ? (
        <p className="rounded-lg border border-info-500 bg-info-50 p-3 text-sm dark:bg-surface-raised">
          {fillMessage(m.fromOffer, { number: start.offer.number })}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <PartiesFields kind="order" form={form} labels={m} draft={draft} />
        {(['realization_date', 'payment_deadline'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <DatePicker
                label={name === 'realization_date' ? m.realizationDate : m.paymentDeadline}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                minValue={today}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
      <StepOneFooter
        form={form}
        labels={m}
        cancelHref={
          draft
            ? pagePath('order', { symbol: draft.id })
            : start.from === 'offer'
              ? pagePath('offer', { symbol: start.offer.id })
              : pagePath('orders', {})
        }
        formError={formError}
        isSubmitting={isSubmitting}
        nextDisabled={blocked}
        aside={
          blocked && clientId ? (
            <AppLink
              href={pagePath('addOffer', { stepId: 1 }, { 'client-id': clientId })}
              className={`${buttonClass('secondary')} mr-auto`}
            >
              {m.blockedOffer}
            </AppLink>
          ) : null
        }
      />
    </form>
  );
}
