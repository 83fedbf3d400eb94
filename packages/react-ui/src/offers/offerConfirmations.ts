import type { OfferSummary } from '@salesdesk/sdk';
import type { ConfirmRequest } from '../dialogs/RequestedConfirmDialog';
import { fillMessage } from '../messages';
import { offersMessages } from '../messages/offers';
import type { OfferActions } from './useOfferActions';

const c = offersMessages.confirm;

/** The questions asked before an offer action that cannot be undone, each with its action. */
export const offerConfirmations = {
  archive: (actions: OfferActions, offer: OfferSummary): ConfirmRequest => ({
    title: fillMessage(c.archiveTitle, { number: offer.number }),
    body: c.archiveBody,
    confirmLabel: c.archive,
    run: () => actions.archive(offer),
  }),
  delete: (actions: OfferActions, offer: OfferSummary): ConfirmRequest => ({
    title: fillMessage(c.deleteTitle, { number: offer.number }),
    body: c.deleteBody,
    confirmLabel: c.delete,
    destructive: true,
    run: () => actions.remove(offer),
  }),
  archiveMany: (actions: OfferActions, offers: readonly OfferSummary[]): ConfirmRequest => ({
    title: fillMessage(c.archiveManyTitle, { count: offers.length }),
    body: c.archiveManyBody,
    confirmLabel: c.archive,
    run: () => actions.archiveMany(offers),
  }),
};
