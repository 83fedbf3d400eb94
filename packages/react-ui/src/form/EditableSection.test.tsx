import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { EditableSection } from './EditableSection';
import { FormActions } from './FormActions';
import { useSectionEdit } from './useSectionEdit';

/** A section holding one remark: the form opens with the remark shown, Save keeps the draft. */
function Harness({ editable = true, initial = 'Brak uwag.' }: { editable?: boolean; initial?: string }) {
  const edit = useSectionEdit();
  const [shown, setShown] = useState(initial);
  const [draft, setDraft] = useState('');
  return (
    <EditableSection
      id="remark"
      messages={{ title: 'Uwagi', edit: 'Zmień uwagi' }}
      editable={editable}
      edit={edit}
      onOpen={() => setDraft(shown)}
      intro={<p>Uwagi do zamówienia:</p>}
      form={
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setShown(draft);
            edit.close();
          }}
        >
          <TextField value={draft} onChange={setDraft}>
            <Label>Uwaga</Label>
            <Input autoFocus />
          </TextField>
          <FormActions cancelLabel="Anuluj" saveLabel="Zapisz uwagi" isSubmitting={false} onCancel={edit.close} />
        </form>
      }
    >
      <p>{shown}</p>
    </EditableSection>
  );
}

const region = () => screen.getByRole('region', { name: 'Uwagi' });
const opener = () => within(region()).getByRole('button', { name: 'Zmień uwagi' });

/** Opens the form and types another remark into it. */
function openAndType(value: string) {
  fireEvent.click(opener());
  fireEvent.change(within(region()).getByRole('textbox', { name: 'Uwaga' }), { target: { value } });
}

describe('EditableSection', () => {
  it('is a region named by its heading; "Zmień…" opens the form in place of what it shows, filled by onOpen', async () => {
    render(<Harness initial="Dostawa po 14:00" />);
    expect(within(region()).getByRole('heading', { level: 2, name: 'Uwagi' })).toBeTruthy();
    expect(region().textContent).toContain('Dostawa po 14:00');
    expect(within(region()).queryByRole('textbox')).toBeNull();

    fireEvent.click(opener());
    const field = within(region()).getByRole('textbox', { name: 'Uwaga' });
    expect((field as HTMLInputElement).value).toBe('Dostawa po 14:00');
    await waitFor(() => expect(document.activeElement).toBe(field));
    // The opener hides while the form is open; the intro stays in both states.
    expect(within(region()).queryByRole('button', { name: 'Zmień uwagi' })).toBeNull();
    expect(region().textContent).toContain('Uwagi do zamówienia:');
  });

  it.each([
    { button: 'Anuluj', does: 'drops the draft', shown: 'Brak uwag.', gone: 'Inna uwaga' },
    { button: 'Zapisz uwagi', does: 'shows what was saved', shown: 'Inna uwaga', gone: 'Brak uwag.' },
  ])('$button closes the form, $does and gives focus back to "Zmień…"', async ({ button, shown, gone }) => {
    render(<Harness />);
    openAndType('Inna uwaga');
    fireEvent.click(within(region()).getByRole('button', { name: button }));
    await waitFor(() => expect(document.activeElement).toBe(opener()));
    expect(within(region()).queryByRole('textbox')).toBeNull();
    expect(region().textContent).toContain(shown);
    expect(region().textContent).not.toContain(gone);
  });

  it('without the right to change it shows the content and no "Zmień…"', () => {
    render(<Harness editable={false} />);
    expect(region().textContent).toContain('Brak uwag.');
    expect(within(region()).queryByRole('button')).toBeNull();
  });
});
