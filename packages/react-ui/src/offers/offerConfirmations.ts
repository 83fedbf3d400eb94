import { type OfferAction, type OfferSummary, offerMessages as sdkOfferMessages } from '@salesdesk/sdk';
import type { ConfirmRequest } from '../dialogs/RequestedConfirmDialog';
import { fillMessage } from '../messages';
import { offersMessages } from '../messages/offers';
import type { OfferActions } from './useOfferActions';

const c = offersMessages.confirm;

/** Who accepts at the offer's required level, in the genitive ("dyrektora oddziału"). */
function acceptorOf(offer: Pick<OfferSummary, 'required_approval_level'>): string {
  return sdkOfferMessages.approvalLevelsGenitive[offer.required_approval_level];
}

/** "OF/1, OF/2, OF/3 i 4 innych": the numbers a bulk action touches, at most three named. */
function numberList(offers: readonly OfferSummary[]): string {
  const named = offers.slice(0, 3).map((o) => o.number);
  const rest = offers.length - named.length;
  return rest > 0 ? `${named.join(', ')} ${fillMessage(c.andMore, { count: rest })}` : named.join(', ');
}

/**
 * What a status action will do to this offer, in a sentence for its confirm dialog: "Oferta
 * OF/2026/000012 trafi do akceptacji dyrektora oddziału.", never "the status changes".
 */
export function offerActionOutcome(
  offer: Pick<OfferSummary, 'number' | 'customer_fullname' | 'required_approval_level'>,
  action: OfferAction,
): string {
  const facts = { number: offer.number, client: offer.customer_fullname, level: acceptorOf(offer) };
  if (action === 'submit' && offer.required_approval_level === 'none')
    return fillMessage(c.outcome.submitNoApproval, facts);
  return fillMessage(c.outcome[action], facts);
}

/** The questions asked before an offer action that cannot be undone, each with its action. */
export const offerConfirmations = {
  archive: (actions: OfferActions, offer: OfferSummary): ConfirmRequest => ({
    title: fillMessage(c.archiveTitle, { number: offer.number }),
    body: fillMessage(offer.status === 'pending_approval' ? c.archiveBodyPending : c.archiveBody, {
      number: offer.number,
      client: offer.customer_fullname,
      level: acceptorOf(offer),
    }),
    confirmLabel: c.archive,
    run: () => actions.archive(offer),
  }),
  delete: (actions: OfferActions, offer: OfferSummary): ConfirmRequest => ({
    title: fillMessage(c.deleteTitle, { number: offer.number }),
    body: fillMessage(c.deleteBody, { number: offer.number, client: offer.customer_fullname }),
    confirmLabel: c.delete,
    destructive: true,
    run: () => actions.remove(offer),
  }),
  archiveMany: (actions: OfferActions, offers: readonly OfferSummary[]): ConfirmRequest => ({
    title: fillMessage(c.archiveManyTitle, { count: offers.length }),
    body: fillMessage(c.archiveManyBody, { numbers: numberList(offers) }),
    confirmLabel: c.archive,
    run: () => actions.archiveMany(offers),
  }),
};
