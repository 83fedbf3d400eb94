import type { OfferSummary } from '@salesdesk/sdk';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { fillMessage } from '../messages';
import { offersMessages } from '../messages/offers';
import { pagePath } from '../pages/pageRegistry';
import { toasts } from '../toast/toastStore';

const d = offersMessages.done;

/** What can be done to offers from a list: copy, archive, delete a draft, archive many. */
export interface OfferActions {
  copy(offer: OfferSummary): Promise<void>;
  archive(offer: OfferSummary): Promise<void>;
  remove(offer: OfferSummary): Promise<void>;
  /** Archives each offer; resolves with the numbers that failed (and why), after one summary toast. */
  archiveMany(offers: readonly OfferSummary[], onProgress?: (done: number) => void): Promise<string[]>;
}

/**
 * Row and bulk actions of the offer lists. Each write sends the version the list showed, so an
 * offer changed meanwhile by someone else is refused (409) rather than overwritten; the lists
 * refresh through the writes' invalidations, and each outcome is announced by a toast.
 */
export function useOfferActions(): OfferActions {
  const copy = useApiMutation('offerCopy');
  const archive = useApiMutation('offerArchive');
  const remove = useApiMutation('offerDelete');
  return {
    async copy(offer) {
      let created: { id: number; number: string };
      try {
        created = await copy.mutateAsync({ params: { id: offer.id } });
      } catch (error) {
        toasts.show({
          type: 'error',
          title: fillMessage(d.copyFailed, { number: offer.number, message: errorMessage(error) }),
        });
        return;
      }
      toasts.show({
        type: 'success',
        title: fillMessage(d.copied, { number: created.number }),
        action: { label: offersMessages.actions.open, href: pagePath('offer', { symbol: created.id }) },
      });
    },
    async archive(offer) {
      await archive.mutateAsync({ params: { id: offer.id }, body: { version: offer.version } });
      toasts.show({ type: 'success', title: fillMessage(d.archived, { number: offer.number }) });
    },
    async remove(offer) {
      await remove.mutateAsync({ params: { id: offer.id }, body: { version: offer.version } });
      toasts.show({ type: 'success', title: fillMessage(d.deleted, { number: offer.number }) });
    },
    async archiveMany(offers, onProgress) {
      const failed: string[] = [];
      for (const [i, offer] of offers.entries()) {
        try {
          await archive.mutateAsync({ params: { id: offer.id }, body: { version: offer.version } });
        } catch (error) {
          failed.push(`${offer.number} (${errorMessage(error)})`);
        }
        onProgress?.(i + 1);
      }
      const done = offers.length - failed.length;
      if (done > 0) toasts.show({ type: 'success', title: fillMessage(d.archivedMany, { count: done }) });
      if (failed.length > 0) {
        toasts.show({ type: 'error', title: fillMessage(d.failedSome, { numbers: failed.join(', ') }) });
      }
      return failed;
    },
  };
}
