import type { DocumentKind } from '@salesdesk/sdk';
import type { ComponentType } from 'react';
import { useApiQuery } from '../../data/useApiQuery';
import { fillMessage } from '../../messages';
import { offerWizardMessages } from '../../messages/offerWizard';
import { orderPageMessages } from '../../messages/order';
import { type PageProps, pagePath } from '../../pages/pageRegistry';
import { type StepOneProps, WizardStepOne } from './DocumentWizardStepOne';
import { LinesStep } from './LinesStep';
import { offerStepOne, orderStepOne } from './stepOneRows';
import { WizardFrame } from './WizardFrame';

/** A positive id from the query, or null. */
function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The way back out of the wizard: its link and label. */
type Back = { href: string; label: string };

/** The way back from the order wizard: to the offer it was started from, else to the orders. */
function useOrderBack(offerId: number | null): Back {
  const m = orderPageMessages.wizard;
  const offer = useApiQuery('offerById', { params: { id: offerId ?? 0 } }, { enabled: offerId !== null });
  if (offerId === null) return { href: pagePath('orders', {}), label: m.back };
  return {
    href: pagePath('offer', { symbol: offerId }),
    label: fillMessage(m.backToOffer, { number: offer.data?.number ?? '' }).trim(),
  };
}

/** One kind's wizard. */
interface DocumentWizard {
  /** The query parameter naming the draft once it exists. */
  readonly draftParam: string;
  /**
   * The query parameter naming the offer the document starts from, or null when the kind starts
   * from none (the offers' wizard: its `offer-id` is its own draft's).
   */
  readonly sourceOfferParam: string | null;
  readonly messages: {
    readonly title: string;
    readonly steps: { readonly one: string; readonly two: string };
    readonly summary: string;
    readonly finish: string;
  };
  readonly stepHref: (step: 1 | 2, draftId?: number) => string;
  readonly documentPage: 'offer' | 'order';
  /** Step 1: the one form, drawn from the kind's row (`stepOneRows`). */
  readonly StepOne: ComponentType<StepOneProps>;
  /** The way back, given the offer the wizard was started from (only until the draft exists). */
  readonly useBack: (offerId: number | null) => Back;
}

/** Every kind's wizard: a new kind of document is a row here plus its messages. */
const WIZARDS: Readonly<Record<DocumentKind, DocumentWizard>> = {
  offer: {
    draftParam: 'offer-id',
    sourceOfferParam: null,
    messages: offerWizardMessages,
    stepHref: offerStepOne.stepHref,
    documentPage: 'offer',
    StepOne: (props) => <WizardStepOne row={offerStepOne} {...props} />,
    useBack: () => ({ href: pagePath('offers', {}), label: offerWizardMessages.back }),
  },
  order: {
    draftParam: 'order-id',
    sourceOfferParam: 'offer-id',
    messages: orderPageMessages.wizard,
    stepHref: orderStepOne.stepHref,
    documentPage: 'order',
    StepOne: (props) => <WizardStepOne row={orderStepOne} {...props} />,
    useBack: useOrderBack,
  },
};

/**
 * The wizard of a new document (empty layout), drawn from its kind's row of {@link WIZARDS}.
 * Step 1: the client and the document's terms (`?client-id=` starts it for a client, an order's
 * `?offer-id=` from an accepted offer); step 2 (the draft's id in the query): its line editor,
 * keyboard and scanner first; "Gotowe" opens the document. Once the draft exists both steps are
 * links, and step 1 edits that draft.
 */
export function AddDocumentPage({ kind, location }: Partial<PageProps> & { kind: DocumentKind }) {
  const wizard = WIZARDS[kind];
  const m = wizard.messages;
  const step = location?.params.stepId === '2' ? 2 : 1;
  const draftId = idOf(location?.search[wizard.draftParam]);
  const offerId = wizard.sourceOfferParam === null ? null : idOf(location?.search[wizard.sourceOfferParam]);
  const clientId = idOf(location?.search['client-id']);
  const back = wizard.useBack(draftId === null ? offerId : null);
  return (
    <WizardFrame
      title={m.title}
      current={step}
      back={back}
      steps={[
        { name: m.steps.one, href: draftId ? wizard.stepHref(1, draftId) : null },
        { name: m.steps.two, href: draftId ? wizard.stepHref(2, draftId) : null },
      ]}
    >
      {step === 1 || draftId === null ? (
        <wizard.StepOne draftId={draftId} offerId={offerId} clientId={clientId} />
      ) : (
        <LinesStep
          kind={kind}
          documentId={draftId}
          summary={m.summary}
          finish={{ href: pagePath(wizard.documentPage, { symbol: draftId }), label: m.finish }}
        />
      )}
    </WizardFrame>
  );
}

/** Kreator oferty (`/pl/dashboard/offers/add-offer/{1|2}`): step 2 is `?offer-id=`. */
export function AddOfferPage(props: Partial<PageProps>) {
  return <AddDocumentPage kind="offer" {...props} />;
}

/** Kreator zamówienia (`/pl/dashboard/orders/add-order/{1|2}`): step 2 is `?order-id=`. */
export function AddOrderPage(props: Partial<PageProps>) {
  return <AddDocumentPage kind="order" {...props} />;
}
