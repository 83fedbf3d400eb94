import { deliverySchema, type OfferDetail, offerCreateBodySchema, warsawDay } from '@salesdesk/sdk';
import { Controller } from 'react-hook-form';
import { useSalesdesk } from '../../context/salesdeskContext';
import { DatePicker } from '../../controls/DatePicker';
import { addDays } from '../../data/today';
import { useApiMutation } from '../../data/useApiMutation';
import { FormTextField } from '../../form/FormTextField';
import { useContractForm } from '../../form/useContractForm';
import { offerWizardMessages as m } from '../../messages/offerWizard';
import { pagePath } from '../../pages/pageRegistry';
import { deliveryFormValue } from '../DeliveryFields';
import { useDocumentVersion } from '../documentSections';
import { PartiesFields } from './PartiesFields';
import { StepOneFooter } from './StepOneFooter';

/** Days an offer is valid by default. */
const DEFAULT_VALIDITY_DAYS = 30;

/** Step 1: the contract's create body plus the delivery sent right after it. */
const stepOneSchema = offerCreateBodySchema.extend({ delivery: deliverySchema.nullable() });

/** The href of a step of the offer wizard, for the draft `offerId` when there is one. */
export const offerStepHref = (step: 1 | 2, offerId?: number) =>
  pagePath('addOffer', { stepId: step }, offerId ? { 'offer-id': offerId } : {});

/**
 * Step 1 of the offer wizard: client, receiver and its payer, validity, template, delivery and
 * comment, checked by the contract's `offerCreateBodySchema`. "Dalej" (or Enter in any field)
 * creates the offer and its delivery — or, back on a draft already made (`?offer-id=`), updates
 * it — and opens step 2. The history entry of step 1 is replaced by the draft's own, so the
 * browser's Back from step 2 returns to this draft and never makes a second one.
 */
export function OfferWizardStepOne({
  draft,
  clientId = null,
}: {
  draft: OfferDetail | null;
  /** The client a new offer is for (the client card's "Przygotuj ofertę"); the receiver follows it. */
  clientId?: number | null;
}) {
  const { navigate } = useSalesdesk();
  const create = useApiMutation('offerCreate');
  const update = useApiMutation('offerUpdate');
  const delivery = useApiMutation('offerUpdateDelivery');
  const version = useDocumentVersion('offer', draft ?? { id: 0, version: 1 });
  const today = warsawDay();
  const { form, submit, formError, isSubmitting } = useContractForm({
    schema: stepOneSchema,
    defaultValues: draft
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
    onSubmit: async ({ delivery: deliveryData, template, comment, ...header }) => {
      let offer: Pick<OfferDetail, 'id' | 'version'>;
      if (draft) {
        offer = await update.mutateAsync({
          params: { id: draft.id },
          body: {
            version: version(),
            client_id: header.client_id,
            receiver_id: header.receiver_id ?? null,
            valid_until: header.valid_until ?? null,
            template: template || null,
            comment: comment || null,
          },
        });
      } else {
        offer = await create.mutateAsync({
          body: { ...header, ...(template ? { template } : {}), ...(comment ? { comment } : {}) },
        });
        // Back from step 2 lands on this draft, not on an empty step 1 that would make another.
        navigate(offerStepHref(1, offer.id), { replace: true });
      }
      if (deliveryData) {
        await delivery.mutateAsync({
          params: { id: offer.id },
          body: { version: offer.version, delivery: deliveryData },
        });
      }
      navigate(offerStepHref(2, offer.id));
    },
  });
  const { control } = form;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="wizard-title">
      <div className="grid gap-4 md:grid-cols-2">
        <PartiesFields kind="offer" form={form} labels={m} draft={draft} />
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
      <StepOneFooter
        form={form}
        labels={m}
        cancelHref={draft ? pagePath('offer', { symbol: draft.id }) : pagePath('offers', {})}
        formError={formError}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
