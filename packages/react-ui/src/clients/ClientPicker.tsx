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
  const [text, setText] = useState(() => chosen.data?.name ?? '');
  const [shownFor, setShownFor] = useState<number | null>(() => chosen.data?.id ?? null);
  const search = useDebouncedValue(text, 250);
  // The chosen client's name goes into the field in the same render it arrives in (state set
  // while rendering, not in an effect): a name typed in by an effect into a focused field opens
  // its suggestions over the fields below.
  if (chosen.data && value !== null && shownFor !== chosen.data.id) {
    setShownFor(chosen.data.id);
    setText(chosen.data.name);
  } else if (value === null && shownFor !== null) {
    setShownFor(null);
    setText('');
  }
  // A client given by id (a draft, a link) whose name is still on its way: the field waits for it
  // (disabled, so the name cannot arrive in a focused field) and takes focus once it is there,
  // when asked to.
  const waiting = value !== null && !chosen.data && !chosen.error && text === '';
  const input = useRef<HTMLInputElement | null>(null);
  const focusWhenReady = useRef(Boolean(autoFocus) && waiting);
  useEffect(() => {
    if (waiting || !focusWhenReady.current) return;
    focusWhenReady.current = false;
    input.current?.focus();
  }, [waiting]);
  const matches = useApiQuery(
    'clientList',
    { query: { search, limit: 10, sort: 'name' } },
    { enabled: search.length > 0 },
  );
  return (
    <ComboBox<Client>
      label={label}
      inputRef={input}
      {...(waiting ? { placeholder: m.loading, isDisabled: true } : placeholder ? { placeholder } : {})}
      {...(description ? { description } : {})}
      {...(autoFocus && !focusWhenReady.current ? { autoFocus } : {})}
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
        setShownFor(client.id);
        onChange(client);
      }}
      // The chosen client is among the items while its name is in the field: react-aria puts the
      // selected item's text into the field when the selection changes, and must find that name.
      items={
        chosen.data && text === chosen.data.name && !matches.data?.items.some((c) => c.id === chosen.data?.id)
          ? [...(matches.data?.items ?? []), chosen.data]
          : (matches.data?.items ?? [])
      }
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
