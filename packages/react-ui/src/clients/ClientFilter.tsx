import type { Client } from '@salesdesk/sdk';
import { useEffect, useState } from 'react';
import { ComboBox } from '../controls/ComboBox';
import { SelectItem } from '../controls/Select';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { clientMessages as m } from '../messages/clients';
import { useListContext } from '../table/ListContext';

/** Props of {@link ClientFilter}. */
export interface ClientFilterProps {
  label: string;
  placeholder?: string;
  /** The query key of the list call (`client_id` for offers and orders, `client` for invoices). */
  name?: string;
}

/**
 * A list filter by client: type a name or NIP, pick from the server's matches (the client list
 * searched as you type); the chosen client's id lives in the URL, and its name is read back
 * from the server after a reload.
 */
export function ClientFilter({ label, placeholder, name = 'client_id' }: ClientFilterProps) {
  const { list } = useListContext();
  const selected = list.filter(name);
  const chosen = useApiQuery('clientById', { params: { id: Number(selected) } }, { enabled: Boolean(selected) });
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    if (chosen.data) setText(chosen.data.name);
    else if (!selected) setText('');
  }, [chosen.data, selected]);
  const matches = useApiQuery(
    'clientList',
    { query: { search, limit: 10, sort: 'name' } },
    { enabled: search.length > 0 },
  );
  return (
    <ComboBox<Client>
      label={label}
      {...(placeholder ? { placeholder } : {})}
      className="min-w-64"
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        if (!value) list.setFilters({ [name]: undefined });
      }}
      selectedKey={selected ?? null}
      onSelectionChange={(key) => {
        if (key !== null) list.setFilters({ [name]: String(key) });
      }}
      items={matches.data?.items ?? []}
      isLoading={matches.isFetching}
      emptyText={matches.isFetching ? m.searching : m.noMatches}
    >
      {(client) => (
        <SelectItem id={String(client.id)} textValue={client.name}>
          <span>{client.name}</span>
          <span className="text-xs text-text-muted">{fillMessage(m.nip, { nip: client.nip })}</span>
        </SelectItem>
      )}
    </ComboBox>
  );
}
