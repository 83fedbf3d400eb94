import { type OfferAction, type OfferSummary, offerMessages as sdkOfferMessages } from '@salesdesk/sdk';
import { fillMessage } from '../messages';
import { offerPageMessages } from '../messages/offer';

const outcome = offerPageMessages.actions.outcome;

/**
 * What a status action will do to this offer, in a sentence for its confirm dialog: "Oferta
 * OF/2026/000012 trafi do akceptacji dyrektora oddziału.", never "the status changes".
 */
export function offerActionOutcome(
  offer: Pick<OfferSummary, 'number' | 'customer_fullname' | 'required_approval_level'>,
  action: OfferAction,
): string {
  const facts = {
    number: offer.number,
    client: offer.customer_fullname,
    level: sdkOfferMessages.approvalLevelsGenitive[offer.required_approval_level],
  };
  if (action === 'submit' && offer.required_approval_level === 'none')
    return fillMessage(outcome.submitNoApproval, facts);
  return fillMessage(outcome[action], facts);
}
