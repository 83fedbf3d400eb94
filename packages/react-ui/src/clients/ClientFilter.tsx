import { useEffect, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
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
  const items = matches.data?.items ?? [];
  return (
    <ComboBox
      className="flex min-w-64 flex-col gap-1"
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        if (!value) list.setFilters({ [name]: undefined });
      }}
      selectedKey={selected ?? null}
      onSelectionChange={(key) => {
        if (key !== null) list.setFilters({ [name]: String(key) });
      }}
      items={items}
      menuTrigger="input"
      allowsEmptyCollection
    >
      <Label className="text-sm font-medium">{label}</Label>
      <div className="flex h-11 items-center rounded-md border border-border-strong bg-surface px-3 focus-within:ring-2 focus-within:ring-focus">
        <Input
          placeholder={placeholder}
          className="min-w-0 flex-1 bg-transparent outline-none placeholder:text-text-muted"
        />
        <Button className="px-1 text-text-muted outline-none">▾</Button>
      </div>
      <Popover className="w-(--trigger-width) rounded-md border border-border bg-surface-raised shadow-lg">
        <ListBox
          className="max-h-72 overflow-auto p-1 outline-none"
          renderEmptyState={() => (
            <p className="p-2 text-sm text-text-muted">{matches.isFetching ? m.searching : m.noMatches}</p>
          )}
        >
          {(client: (typeof items)[number]) => (
            <ListBoxItem
              id={String(client.id)}
              textValue={client.name}
              className="flex cursor-default flex-col rounded px-3 py-2 outline-none data-[focused]:bg-surface-sunken"
            >
              <span>{client.name}</span>
              <span className="text-xs text-text-muted">{fillMessage(m.nip, { nip: client.nip })}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
