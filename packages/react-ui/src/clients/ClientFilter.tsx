import { useListContext } from '../table/ListContext';
import { ClientPicker } from './ClientPicker';

/** Props of {@link ClientFilter}. */
export interface ClientFilterProps {
  label: string;
  placeholder?: string;
  /** The query key of the list call (`client_id` in every list). */
  name?: string;
}

/**
 * A list filter by client: the {@link ClientPicker}, whose chosen client's id lives in the URL
 * (its name is read back from the server after a reload).
 */
export function ClientFilter({ label, placeholder, name = 'client_id' }: ClientFilterProps) {
  const { list } = useListContext();
  const selected = list.filter(name);
  return (
    <ClientPicker
      label={label}
      placeholder={placeholder}
      value={selected ? Number(selected) : null}
      onChange={(client) => list.setFilters({ [name]: client ? String(client.id) : undefined })}
    />
  );
}
