import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditableSection } from './EditableSection';
import { FormActions } from './FormActions';
import { useSectionEdit } from './useSectionEdit';

/** A section holding one remark: the form opens with the remark shown, Save keeps the draft. */
function Harness({
  editable = true,
  initial = 'Brak uwag.',
  saveAfter,
}: {
  editable?: boolean;
  initial?: string;
  /** Save waits for this first, as a real save waits for the server's answer. */
  saveAfter?: Promise<void>;
}) {
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
            const save = () => {
              setShown(draft);
              edit.close();
            };
            if (saveAfter) void saveAfter.then(save);
            else save();
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

afterEach(() => vi.restoreAllMocks());

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

  it('gives focus back after a save that waited for the server, even when a frame comes before the render', async () => {
    // On a busy machine the browser's next frame can come before React renders the closed
    // section: focus must not be looked for before the button is there again.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    let answer = () => {};
    render(<Harness saveAfter={new Promise<void>((resolve) => (answer = resolve))} />);
    openAndType('Inna uwaga');
    fireEvent.click(within(region()).getByRole('button', { name: 'Zapisz uwagi' }));
    answer();
    await waitFor(() => expect(region().textContent).toContain('Inna uwaga'));
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });
});
