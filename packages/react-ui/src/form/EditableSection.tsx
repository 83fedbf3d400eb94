import type { ReactNode } from 'react';
import { Button } from '../controls/Button';
import type { SectionEdit } from './useSectionEdit';

/** Props of {@link EditableSection}. */
export interface EditableSectionProps {
  /** The heading's id: the section is a region labelled by its heading. */
  id: string;
  /** The section's texts: its heading (an `h2`) and the label of the button that opens the form. */
  messages: { title: string; edit: string };
  /** Whether the user may change the section: without it there is no "Zmień …" button. */
  editable: boolean;
  /** The section's open/closed state, from {@link useSectionEdit} in the component that owns the form. */
  edit: SectionEdit;
  /** Runs just before the form opens, to fill it with what the section shows now. */
  onOpen?: () => void;
  /** Shown under the heading whether the form is open or not. */
  intro?: ReactNode;
  /** The form, shown while the section is open; its Save and Cancel call `edit.close()`. */
  form: ReactNode;
  /** What the section shows while it is closed. */
  children: ReactNode;
}

/**
 * A page section that its user changes in place: a heading with the "Zmień …" button beside it,
 * then either what the section shows or, once the button is pressed, the form in its stead. The
 * button hides while the form is open; closing the form (`edit.close()` after a save or a cancel)
 * shows it again and gives it focus, so a keyboard user goes on from where they started.
 */
export function EditableSection({ id, messages, editable, edit, onOpen, intro, form, children }: EditableSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <div ref={edit.opener} className="flex flex-wrap items-center gap-2">
        <h2 id={id} className="mr-auto text-lg font-semibold">
          {messages.title}
        </h2>
        {editable && !edit.editing ? (
          <Button
            size="md"
            onPress={() => {
              onOpen?.();
              edit.open();
            }}
          >
            {messages.edit}
          </Button>
        ) : null}
      </div>
      {intro}
      {edit.editing ? form : children}
    </section>
  );
}
