import { CIRCULATION_OFFER_STATUSES, OFFER_STATUSES, type OfferStatus, offerMessages } from '@salesdesk/sdk';
import { ClientFilter } from '../clients/ClientFilter';
import { useUser } from '../context/SalesdeskProvider';
import { offersMessages } from '../messages/offers';
import { DateRangeFilter } from '../table/DateRangeFilter';
import { FilterSelect } from '../table/FilterSelect';
import type { OfferTab } from './useOffersList';

const f = offersMessages.filters;
const statusOptions = (statuses: readonly OfferStatus[]) => [
  { value: '', label: f.allStatuses },
  ...statuses.map((status) => ({ value: status, label: offerMessages.statuses[status] })),
];

/**
 * The filters of an offer tab: status (the statuses the tab can hold), archive (all offers),
 * client, author ("Moje"; drafts are always one's own) and creation dates.
 */
export function OfferListFilters({ tab }: { tab: OfferTab }) {
  const user = useUser();
  return (
    <>
      {tab === 'circulation' || tab === 'all' ? (
        <FilterSelect
          name="status"
          label={f.status}
          options={statusOptions(tab === 'all' ? OFFER_STATUSES : CIRCULATION_OFFER_STATUSES)}
        />
      ) : null}
      {tab === 'all' ? (
        <FilterSelect
          name="archived"
          label={f.archived}
          options={[
            { value: '', label: f.notArchived },
            { value: 'true', label: f.onlyArchived },
          ]}
        />
      ) : null}
      <ClientFilter label={f.client} placeholder={f.clientPlaceholder} />
      {tab !== 'drafts' && user ? (
        <FilterSelect
          name="creator_id"
          label={f.creator}
          options={[
            { value: '', label: f.anyCreator },
            { value: String(user.user_id), label: f.mine },
          ]}
        />
      ) : null}
      <DateRangeFilter label={f.created} from="created_from" to="created_to" />
    </>
  );
}
