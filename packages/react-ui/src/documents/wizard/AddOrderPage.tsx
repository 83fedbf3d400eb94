import { useApiQuery } from '../../data/useApiQuery';
import { fillMessage } from '../../messages';
import { orderPageMessages } from '../../messages/order';
import { type PageProps, pagePath } from '../../pages/pageRegistry';
import { DocumentLoadState } from '../DocumentLoadState';
import { LinesStep } from './LinesStep';
import { OrderWizardStepOne, orderStepHref } from './OrderWizardStepOne';
import { WizardFrame } from './WizardFrame';

const m = orderPageMessages.wizard;

/** A positive id from the query, or null. */
function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Step 1 for the draft (after Back from step 2), from an offer, for a client, or empty. */
function StepOne({
  orderId,
  offerId,
  clientId,
}: {
  orderId: number | null;
  offerId: number | null;
  clientId: number | null;
}) {
  const draft = useApiQuery('orderById', { params: { id: orderId ?? 0 } }, { enabled: orderId !== null });
  const offer = useApiQuery(
    'offerById',
    { params: { id: offerId ?? 0 } },
    { enabled: orderId === null && offerId !== null },
  );
  if (orderId !== null) {
    if (!draft.data) return <DocumentLoadState kind="order" query={draft} />;
    return <OrderWizardStepOne key={`order-${draft.data.id}`} start={{ from: 'draft', order: draft.data }} />;
  }
  if (offerId !== null) {
    if (!offer.data) return <DocumentLoadState kind="offer" query={offer} />;
    return <OrderWizardStepOne key={`offer-${offer.data.id}`} start={{ from: 'offer', offer: offer.data }} />;
  }
  return <OrderWizardStepOne start={clientId !== null ? { from: 'client', clientId } : { from: 'nothing' }} />;
}

/** The way back: to the offer the wizard was started from, else to the orders. */
function useBack(offerId: number | null) {
  const offer = useApiQuery('offerById', { params: { id: offerId ?? 0 } }, { enabled: offerId !== null });
  if (offerId === null) return { href: pagePath('orders', {}), label: m.back };
  return {
    href: pagePath('offer', { symbol: offerId }),
    label: fillMessage(m.backToOffer, { number: offer.data?.number ?? '' }).trim(),
  };
}

/**
 * Kreator zamówienia (`/pl/dashboard/orders/add-order/{1|2}`, empty layout). Step 1: the client,
 * receiver, delivery, deadlines and remarks ({@link OrderWizardStepOne}; `?offer-id=` starts from
 * an accepted offer, `?client-id=` from a client); step 2 (`?order-id=`): the order's line editor,
 * keyboard and scanner first; "Gotowe" opens the order. Once the draft exists both steps are links,
 * and step 1 edits that draft.
 */
export function AddOrderPage({ location }: Partial<PageProps>) {
  const step = location?.params.stepId === '2' ? 2 : 1;
  const orderId = idOf(location?.search['order-id']);
  const offerId = idOf(location?.search['offer-id']);
  const clientId = idOf(location?.search['client-id']);
  const back = useBack(orderId === null ? offerId : null);
  return (
    <WizardFrame
      title={m.title}
      current={step}
      back={back}
      steps={[
        { name: m.steps.one, href: orderId ? orderStepHref(1, orderId) : null },
        { name: m.steps.two, href: orderId ? orderStepHref(2, orderId) : null },
      ]}
    >
      {step === 1 || orderId === null ? (
        <StepOne orderId={orderId} offerId={offerId} clientId={clientId} />
      ) : (
        <LinesStep
          kind="order"
          documentId={orderId}
          summary={m.summary}
          finish={{ href: pagePath('order', { symbol: orderId }), label: m.finish }}
        />
      )}
    </WizardFrame>
  );
}
