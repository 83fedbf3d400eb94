import type { Client } from '@salesdesk/sdk';
import { useEffect, useRef, useState } from 'react';
import { ComboBox } from '../controls/ComboBox';
import { SelectItem } from '../controls/Select';
import { useApiQuery } from '../data/useApiQuery';
import { useDebouncedValue } from '../data/useDebouncedValue';
import { fillMessage } from '../messages';
import { clientMessages as m } from '../messages/clients';

/** Props of {@link ClientPicker}. */
export interface ClientPickerProps {
  label: string;
  /** Id of the chosen client, or null. */
  value: number | null;
  /** A client was chosen (its row), or the field was cleared (null). */
  onChange(client: Client | null): void;
  placeholder?: string | undefined;
  errorMessage?: string | undefined;
  description?: string | undefined;
  isRequired?: boolean;
  autoFocus?: boolean;
  className?: string;
}

/**
 * Picks a client: type a name, NIP or client number and choose from the server's matches
 * (searched as you type). The chosen client's name is read back from the server when only its
 * id is known (a reload, a shared link).
 */
export function ClientPicker({
  label,
  value,
  onChange,
  placeholder,
  errorMessage,
  description,
  isRequired,
  autoFocus,
  className = 'min-w-64',
}: ClientPickerProps) {
  const chosen = useApiQuery('clientById', { params: { id: value ?? 0 } }, { enabled: value !== null });
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 250);
  useEffect(() => {
    if (chosen.data) setText(chosen.data.name);
    else if (value === null) setText('');
  }, [chosen.data, value]);
  // Focus once the field shows its client: a name filled in while focused would open the
  // suggestions over the form (a client given by the page, e.g. `?client-id=`).
  const input = useRef<HTMLInputElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!autoFocus || focused.current) return;
    if (value !== null && text !== chosen.data?.name) return;
    focused.current = true;
    input.current?.focus();
  }, [autoFocus, value, text, chosen.data]);
  const matches = useApiQuery(
    'clientList',
    { query: { search, limit: 10, sort: 'name' } },
    { enabled: search.length > 0 },
  );
  return (
    <ComboBox<Client>
      label={label}
      {...(placeholder ? { placeholder } : {})}
      {...(description ? { description } : {})}
      inputRef={input}
      isRequired={isRequired ?? false}
      errorMessage={errorMessage}
      className={className}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (!next) onChange(null);
      }}
      selectedKey={value === null ? null : String(value)}
      onSelectionChange={(key) => {
        if (key === null) return;
        const client = matches.data?.items.find((c) => String(c.id) === String(key));
        if (!client) return;
        // The name goes in with the choice, in one render: an input change after it would
        // reopen the suggestions over the next fields.
        setText(client.name);
        onChange(client);
      }}
      items={matches.data?.items ?? []}
      isLoading={matches.isFetching}
      emptyText={matches.isFetching || text !== search ? m.searching : m.noMatches}
    >
      {(client) => (
        <SelectItem id={String(client.id)} textValue={client.name}>
          <span>{client.name}</span>
          <span className="text-xs text-text-muted">
            {fillMessage(m.nip, { nip: client.nip })} · {client.address}
          </span>
        </SelectItem>
      )}
    </ComboBox>
  );
}
