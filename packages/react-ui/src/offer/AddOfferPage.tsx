import { DELIVERY_METHODS, deliverySchema, offerCreateBodySchema, warsawDay } from '@salesdesk/sdk';
import { useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ClientSalesBlockNotice } from '../clients/BlockedSalesNotice';
import { ClientPicker } from '../clients/ClientPicker';
import { AppLink } from '../context/AppLink';
import { useSalesdesk } from '../context/SalesdeskProvider';
import { Button, buttonClass } from '../controls/Button';
import { DatePicker } from '../controls/DatePicker';
import { Select } from '../controls/Select';
import { addDays } from '../data/today';
import { useApiMutation } from '../data/useApiMutation';
import { useApiQuery } from '../data/useApiQuery';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { FormTextField } from '../form/FormTextField';
import { useContractForm } from '../form/useContractForm';
import { fillMessage } from '../messages';
import { offerWizardMessages as m } from '../messages/offerWizard';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { OfferLineEditor } from './OfferLineEditor';
import { OfferLoadState } from './OfferLoadState';

/** Days an offer is valid by default. */
const DEFAULT_VALIDITY_DAYS = 30;

/** Step 1: the contract's create body plus the delivery sent right after it. */
const stepOneSchema = offerCreateBodySchema.extend({ delivery: deliverySchema.nullable() });

const NO_DELIVERY = 'none';
const deliveryOptions = [
  { id: NO_DELIVERY, label: m.delivery.later },
  ...DELIVERY_METHODS.map((method) => ({ id: method, label: m.delivery.methods[method] })),
];

function Steps({ step }: { step: 1 | 2 }) {
  return (
    <ol aria-label={m.steps.label} className="flex flex-wrap gap-2 text-sm">
      {[m.steps.one, m.steps.two].map((name, index) => (
        <li
          key={name}
          aria-current={index + 1 === step ? 'step' : undefined}
          className={`rounded-full border px-3 py-1 ${index + 1 === step ? 'border-primary-600 font-semibold text-text' : 'border-border text-text-muted'}`}
        >
          {fillMessage(m.steps.item, { n: index + 1, name })}
        </li>
      ))}
    </ol>
  );
}

/** The payer of a receiver (who pays for deliveries to it), read from the server. */
function PayerNote({ receiverId }: { receiverId: number | undefined }) {
  const payer = useApiQuery('recipientPayer', { params: { id: receiverId ?? 0 } }, { enabled: Boolean(receiverId) });
  if (!receiverId || !payer.data) return null;
  return (
    <p className="text-sm text-text-muted" aria-live="polite">
      {fillMessage(m.payer, { name: payer.data.payer.name, nip: payer.data.payer.nip })}
    </p>
  );
}

/** The client of `?client-id=` (the client card's "Przygotuj ofertę"), when it is a positive id. */
function clientFromQuery(value: string | undefined): number | undefined {
  return value && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : undefined;
}

function StepOne({ clientId }: { clientId?: number | undefined }) {
  const { navigate } = useSalesdesk();
  const create = useApiMutation('offerCreate');
  const delivery = useApiMutation('offerUpdateDelivery');
  const today = warsawDay();
  const { form, submit, formError, isSubmitting } = useContractForm({
    schema: stepOneSchema,
    defaultValues: {
      valid_until: addDays(today, DEFAULT_VALIDITY_DAYS),
      template: '',
      comment: '',
      delivery: null,
      ...(clientId ? { client_id: clientId, receiver_id: clientId } : {}),
    },
    onSubmit: async ({ delivery: deliveryData, template, comment, ...header }) => {
      const offer = await create.mutateAsync({
        body: { ...header, ...(template ? { template } : {}), ...(comment ? { comment } : {}) },
      });
      if (deliveryData) {
        await delivery.mutateAsync({
          params: { id: offer.id },
          body: { version: offer.version, delivery: deliveryData },
        });
      }
      navigate(pagePath('addOffer', { stepId: 2 }, { 'offer-id': String(offer.id) }));
    },
  });
  const { control, setValue } = form;
  const receiverId = useWatch({ control, name: 'receiver_id' });
  const chosenClient = useWatch({ control, name: 'client_id' });
  const method = useWatch({ control, name: 'delivery.method' });
  const receiver = useApiQuery('clientById', { params: { id: receiverId ?? 0 } }, { enabled: Boolean(receiverId) });
  const receiverTouched = useRef(false);

  // A delivery goes to the receiver's address unless the person typed another one.
  useEffect(() => {
    const r = receiver.data;
    if (!r || !method) return;
    const current = form.getValues('delivery');
    if (current?.address || current?.city) return;
    setValue('delivery.address', r.street);
    setValue('delivery.postal_code', r.postal_code);
    setValue('delivery.city', r.city);
  }, [receiver.data, method, form, setValue]);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="wizard-title">
      <div className="grid gap-4 md:grid-cols-2">
        <Controller
          control={control}
          name="client_id"
          render={({ field, fieldState }) => (
            <ClientPicker
              label={m.client}
              description={m.clientHint}
              autoFocus
              isRequired
              className="min-w-0"
              value={field.value ?? null}
              errorMessage={fieldState.error?.message}
              onChange={(client) => {
                field.onChange(client?.id);
                // The receiver follows the client until the person chooses another one.
                if (!receiverTouched.current) setValue('receiver_id', client?.id);
              }}
            />
          )}
        />
        <div className="flex flex-col gap-1">
          <Controller
            control={control}
            name="receiver_id"
            render={({ field, fieldState }) => (
              <ClientPicker
                label={m.receiver}
                description={m.receiverHint}
                className="min-w-0"
                value={field.value ?? null}
                errorMessage={fieldState.error?.message}
                onChange={(client) => {
                  receiverTouched.current = true;
                  field.onChange(client?.id);
                }}
              />
            )}
          />
          <PayerNote receiverId={receiverId} />
        </div>
        <ClientSalesBlockNotice clientId={chosenClient} context="offer" className="md:col-span-2" />
        <Controller
          control={control}
          name="valid_until"
          render={({ field, fieldState }) => (
            <DatePicker
              label={m.validUntil}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              minValue={today}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <FormTextField control={control} name="template" label={m.template} description={m.templateHint} />
      </div>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
        <legend className="px-1 font-semibold">{m.delivery.title}</legend>
        <Controller
          control={control}
          name="delivery"
          render={({ field }) => (
            <Select
              label={m.delivery.method}
              options={deliveryOptions}
              className="max-w-sm"
              selectedKey={field.value?.method ?? NO_DELIVERY}
              onSelectionChange={(key) =>
                field.onChange(
                  key === NO_DELIVERY
                    ? null
                    : { ...emptyDelivery, ...field.value, method: key as (typeof DELIVERY_METHODS)[number] },
                )
              }
            />
          )}
        />
        {method && method !== 'pickup' ? (
          <div className="grid gap-4 md:grid-cols-[2fr_1fr_2fr]">
            <FormTextField control={control} name="delivery.address" label={m.delivery.address} />
            <FormTextField control={control} name="delivery.postal_code" label={m.delivery.postalCode} />
            <FormTextField control={control} name="delivery.city" label={m.delivery.city} />
          </div>
        ) : null}
        {method ? (
          <div className="grid gap-4 md:grid-cols-3">
            <Controller
              control={control}
              name="delivery.date"
              render={({ field, fieldState }) => (
                <DatePicker
                  label={m.delivery.date}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  minValue={today}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            <FormTextField control={control} name="delivery.contact_person" label={m.delivery.contact} />
            <FormTextField control={control} name="delivery.contact_phone" label={m.delivery.phone} type="tel" />
          </div>
        ) : null}
      </fieldset>
      <FormTextField control={control} name="comment" label={m.comment} />
      <FormErrorAlert message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <AppLink href={pagePath('offers', {})} className={buttonClass('secondary')}>
          {m.cancel}
        </AppLink>
        <Button type="submit" variant="primary" isPending={isSubmitting}>
          {m.next}
        </Button>
      </div>
    </form>
  );
}

const emptyDelivery = {
  address: '',
  postal_code: '',
  city: '',
  contact_person: '',
  contact_phone: '',
  date: null,
  notes: '',
} satisfies Omit<z.input<typeof deliverySchema>, 'method'>;

function StepTwo({ offerId }: { offerId: number }) {
  const offer = useApiQuery('offerById', { params: { id: offerId } });
  if (!offer.data) return <OfferLoadState offer={offer} />;
  const o = offer.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        {fillMessage(m.summary, { number: o.number, client: o.customer_fullname, receiver: o.receiver_fullname })}
      </p>
      <OfferLineEditor offer={o} />
      <div className="flex flex-wrap justify-end gap-2">
        <AppLink href={pagePath('offer', { symbol: o.id })} className={buttonClass('primary')}>
          {m.finish}
        </AppLink>
      </div>
    </div>
  );
}

/**
 * Kreator oferty (`/pl/dashboard/offers/add-offer/{1|2}`, empty layout). Step 1: the client
 * (searched by name or NIP), the receiver (the client unless changed) and its payer, validity,
 * delivery and template; "Dalej" creates the offer and goes to step 2 with `?offer-id=`. Step 2
 * is the offer's line editor; "Gotowe" opens the offer.
 */
export function AddOfferPage({ location }: Partial<PageProps>) {
  const step = location?.params.stepId === '2' ? 2 : 1;
  const offerId = Number(location?.search['offer-id']);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 rounded-lg bg-surface p-4 md:p-8">
      <header className="flex flex-col gap-3">
        <h1 id="wizard-title" className="text-2xl font-semibold">
          {m.title}
        </h1>
        <Steps step={step} />
      </header>
      {step === 1 ? (
        <StepOne clientId={clientFromQuery(location?.search['client-id'])} />
      ) : (
        <StepTwo offerId={offerId} />
      )}
    </div>
  );
}
