import { ClientFilter } from '../../clients/ClientFilter';
import { useUser } from '../../context/salesdeskContext';
import { documentMessages } from '../../messages/documents';
import { DateRangeFilter } from '../../table/DateRangeFilter';
import { type FilterOption, FilterSelect } from '../../table/FilterSelect';

const f = documentMessages.filters;

/** Props of {@link DocumentListFilters}. */
export interface DocumentListFiltersProps {
  /** The statuses this list can hold (with their Polish labels); none: no status filter. */
  statuses?: readonly FilterOption[];
  /** Offer the archive ("Zarchiwizowane"). */
  archive?: boolean;
  /** Offer "Moje" (lists that can hold other people's documents). */
  creator?: boolean;
}

/**
 * The filters of an offer or order list: status, archive, client (searched as you type),
 * author and creation dates; all of them in the URL.
 */
export function DocumentListFilters({ statuses, archive = false, creator = true }: DocumentListFiltersProps) {
  const user = useUser();
  return (
    <>
      {statuses ? (
        <FilterSelect name="status" label={f.status} options={[{ value: '', label: f.allStatuses }, ...statuses]} />
      ) : null}
      {archive ? (
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
      {creator && user ? (
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
