import { roleLabel, type UserListItem } from '@salesdesk/sdk';
import { useState } from 'react';
import { ComboBox } from '../controls/ComboBox';
import { SelectItem } from '../controls/Select';
import { useApiQuery } from '../data/useApiQuery';
import { useDebouncedValue } from '../data/useDebouncedValue';
import { substitutionsMessages as m } from '../messages/substitutions';

/** Props of {@link UserPicker}. */
export interface UserPickerProps {
  label: string;
  value: number | null;
  onChange(id: number | null): void;
  errorMessage?: string | undefined;
  autoFocus?: boolean;
}

/** Picks an active user: type a name or login, choose from the server's matches (searched as you type). */
export function UserPicker({ label, value, onChange, errorMessage, autoFocus }: UserPickerProps) {
  const [text, setText] = useState('');
  // The chosen person, kept apart from the server's matches: the choice puts their name into
  // the field, which starts a new search, and until its answer is back the matches are empty.
  const [chosen, setChosen] = useState<UserListItem | null>(null);
  const search = useDebouncedValue(text, 250);
  const matches = useApiQuery(
    'userList',
    { query: { search, limit: 10, sort: 'name', is_active: 'true' } },
    { enabled: search.length > 0 },
  );
  return (
    <ComboBox<UserListItem>
      label={label}
      placeholder={m.form.userSearch}
      autoFocus={autoFocus}
      isRequired
      errorMessage={errorMessage}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (!next) onChange(null);
      }}
      selectedKey={value === null ? null : String(value)}
      onSelectionChange={(key) => {
        if (key === null) return onChange(null);
        // The name goes in with the choice, in one render, so the suggestions do not reopen.
        const user = matches.data?.items.find((u) => String(u.id) === String(key));
        if (user) {
          setText(user.name);
          setChosen(user);
        }
        onChange(Number(key));
      }}
      // The chosen person is among the items while their name is in the field: react-aria drops
      // a selection it cannot find in the items (on blur, while the search for the name runs).
      items={
        chosen && chosen.id === value && text === chosen.name && !matches.data?.items.some((u) => u.id === chosen.id)
          ? [...(matches.data?.items ?? []), chosen]
          : (matches.data?.items ?? [])
      }
      isLoading={matches.isFetching}
      emptyText={matches.isFetching || text !== search ? m.form.searching : m.form.noMatches}
    >
      {(user) => (
        <SelectItem id={String(user.id)} textValue={user.name}>
          <span>{user.name}</span>
          <span className="text-xs text-text-muted">
            {roleLabel(user.role)} · {user.username}
          </span>
        </SelectItem>
      )}
    </ComboBox>
  );
}
