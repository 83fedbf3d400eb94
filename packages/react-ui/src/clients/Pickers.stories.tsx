import { useState } from 'react';
import { documentMessages } from '../messages/documents';
import { substitutionsMessages } from '../messages/substitutions';
import { UserPicker } from '../substitutions/UserPicker';
import { pageStory } from '../test/pageStory';
import { ClientPicker } from './ClientPicker';

export default { title: 'Controls / Pickers' };

function ClientPickerDemo() {
  const [value, setValue] = useState<number | null>(null);
  const f = documentMessages.filters;
  return (
    <ClientPicker
      label={f.client}
      placeholder={f.clientPlaceholder}
      value={value}
      onChange={(c) => setValue(c?.id ?? null)}
    />
  );
}

function UserPickerDemo() {
  const [value, setValue] = useState<number | null>(null);
  return <UserPicker label={substitutionsMessages.form.deputy} value={value} onChange={setValue} />;
}

/** A client chosen by typing a name or a NIP (the server's matches as you type). */
export const Client = pageStory(<ClientPickerDemo />, '/pl/dashboard/offers');
/** An active user chosen by name or login. */
export const User = pageStory(<UserPickerDemo />, '/pl/dashboard/substitutions');
