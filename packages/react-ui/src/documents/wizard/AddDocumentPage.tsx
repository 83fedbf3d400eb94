import { useApiQuery } from '../../data/useApiQuery';
import { offerWizardMessages as m } from '../../messages/offerWizard';
import { type PageProps, pagePath } from '../../pages/pageRegistry';
import { DocumentLoadState } from '../DocumentLoadState';
import { LinesStep } from './LinesStep';
import { OfferWizardStepOne, offerStepHref } from './OfferWizardStepOne';
import { WizardFrame } from './WizardFrame';

/** A positive id from the query, or null. */
function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Step 1 for the draft `offerId` (after Back from step 2), or for a new offer (for `clientId` when given). */
function StepOne({ offerId, clientId }: { offerId: number | null; clientId: number | null }) {
  const draft = useApiQuery('offerById', { params: { id: offerId ?? 0 } }, { enabled: offerId !== null });
  if (offerId === null) return <OfferWizardStepOne draft={null} clientId={clientId} />;
  if (!draft.data) return <DocumentLoadState kind="offer" query={draft} />;
  return <OfferWizardStepOne key={draft.data.id} draft={draft.data} />;
}

/**
 * Kreator oferty (`/pl/dashboard/offers/add-offer/{1|2}`, empty layout). Step 1: the client and
 * terms ({@link OfferWizardStepOne}; `?client-id=` starts it for a client); step 2 (`?offer-id=`): the offer's line editor; "Gotowe"
 * opens the offer. Once the draft exists both steps are links, and step 1 edits that draft.
 */
export function AddOfferPage({ location }: Partial<PageProps>) {
  const step = location?.params.stepId === '2' ? 2 : 1;
  const offerId = idOf(location?.search['offer-id']);
  // The client card's "Przygotuj ofertę" starts the wizard for its client.
  const clientId = idOf(location?.search['client-id']);
  return (
    <WizardFrame
      title={m.title}
      current={step}
      back={{ href: pagePath('offers', {}), label: m.back }}
      steps={[
        { name: m.steps.one, href: offerId ? offerStepHref(1, offerId) : null },
        { name: m.steps.two, href: offerId ? offerStepHref(2, offerId) : null },
      ]}
    >
      {step === 1 || offerId === null ? (
        <StepOne offerId={offerId} clientId={clientId} />
      ) : (
        <LinesStep
          kind="offer"
          documentId={offerId}
          summary={m.summary}
          finish={{ href: pagePath('offer', { symbol: offerId }), label: m.finish }}
        />
      )}
    </WizardFrame>
  );
}
