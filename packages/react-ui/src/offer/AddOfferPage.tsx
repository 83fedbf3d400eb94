import { useApiQuery } from '../data/useApiQuery';
import { DocumentLoadState } from '../document/DocumentLoadState';
import { LinesStep } from '../document/wizard/LinesStep';
import { WizardFrame } from '../document/wizard/WizardFrame';
import { offerWizardMessages as m } from '../messages/offerWizard';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { OfferWizardStepOne, offerStepHref } from './OfferWizardStepOne';

/** Step 1 for the draft `offerId` (after Back from step 2), or for a new offer. */
function StepOne({ offerId }: { offerId: number | null }) {
  const draft = useApiQuery('offerById', { params: { id: offerId ?? 0 } }, { enabled: offerId !== null });
  if (offerId === null) return <OfferWizardStepOne draft={null} />;
  if (!draft.data) return <DocumentLoadState kind="offer" query={draft} />;
  return <OfferWizardStepOne key={draft.data.id} draft={draft.data} />;
}

/**
 * Kreator oferty (`/pl/dashboard/offers/add-offer/{1|2}`, empty layout). Step 1: the client and
 * terms ({@link OfferWizardStepOne}); step 2 (`?offer-id=`): the offer's line editor; "Gotowe"
 * opens the offer. Once the draft exists both steps are links, and step 1 edits that draft.
 */
export function AddOfferPage({ location }: Partial<PageProps>) {
  const step = location?.params.stepId === '2' ? 2 : 1;
  const raw = Number(location?.search['offer-id']);
  const offerId = Number.isInteger(raw) && raw > 0 ? raw : null;
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
        <StepOne offerId={offerId} />
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
