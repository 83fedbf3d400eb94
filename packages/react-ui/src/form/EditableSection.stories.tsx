import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { EditableSection } from './EditableSection';
import { FormActions } from './FormActions';
import { useSectionEdit } from './useSectionEdit';

export default { title: 'Form / EditableSection' };

/** A section of delivery remarks: "Zmień uwagi" opens the form in place, Save and Cancel close it. */
function Remarks({ editable, intro }: { editable: boolean; intro?: string }) {
  const edit = useSectionEdit();
  const [shown, setShown] = useState('Dostawa po 14:00, rozładunek HDS.');
  const [draft, setDraft] = useState('');
  return (
    <div className="max-w-xl p-4">
      <EditableSection
        id="story-remarks"
        messages={{ title: 'Uwagi', edit: 'Zmień uwagi' }}
        editable={editable}
        edit={edit}
        onOpen={() => setDraft(shown)}
        intro={intro ? <p className="text-sm font-medium">{intro}</p> : undefined}
        form={
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              setShown(draft);
              edit.close();
            }}
          >
            <TextField value={draft} onChange={setDraft} className="flex flex-col gap-1">
              <Label className="text-sm font-medium">Uwagi do dostawy</Label>
              <Input autoFocus className="rounded-md border border-border-strong bg-surface px-2 py-1.5" />
            </TextField>
            <FormActions cancelLabel="Anuluj" saveLabel="Zapisz uwagi" isSubmitting={false} onCancel={edit.close} />
          </form>
        }
      >
        <p className="text-sm whitespace-pre-wrap">{shown}</p>
      </EditableSection>
    </div>
  );
}

/** Its author may change it: the button beside the heading opens the form; focus comes back to it on close. */
export const Editable: Story = () => <Remarks editable />;

/** With a line that stays above both states (an order's brand line). */
export const WithIntro: Story = () => <Remarks editable intro="Zamówienie realizuje oddział Kraków." />;

/** Read-only (a confirmed document, or not its author): no button. */
export const ReadOnly: Story = () => <Remarks editable={false} />;
