import type { OfferDetail, SalesdeskError } from '@salesdesk/sdk';
import { errorMessage } from '../data/errorMessage';
import { offerPageMessages as m } from '../messages/offer';

/**
 * What a page shows while its offer is not there: the server's reason it cannot be read (not
 * found, not yours), or that it is loading. Null once the offer is in.
 */
export function OfferLoadState({ offer }: { offer: { data?: OfferDetail | undefined; error: SalesdeskError | null } }) {
  if (offer.error) {
    return (
      <div role="alert" className="flex flex-col gap-1">
        <p className="font-medium text-danger">{m.loadError}</p>
        <p className="text-sm text-text-muted">{errorMessage(offer.error)}</p>
      </div>
    );
  }
  if (!offer.data) {
    return (
      <p role="status" className="text-text-muted">
        {m.loading}
      </p>
    );
  }
  return null;
}
