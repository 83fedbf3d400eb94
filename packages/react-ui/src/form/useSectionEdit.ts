import { type RefObject, useRef, useState } from 'react';

/** What {@link useSectionEdit} returns: the open/closed state of a section edited in place. */
export interface SectionEdit {
  /** Whether the section's form is shown instead of what the section shows. */
  editing: boolean;
  /** Attach to the element holding the section's opening button (focus returns to it on close). */
  opener: RefObject<HTMLDivElement | null>;
  /** Shows the form. */
  open: () => void;
  /** Hides the form and gives focus back to the opening button once it is rendered again. */
  close: () => void;
}

/**
 * A page section that opens a form in place of what it shows: whether it is open, and how to open
 * and close it. Closing (after a save or a cancel) gives focus back to the section's opening
 * button, found in the element `opener` is attached to, once it is rendered again.
 */
export function useSectionEdit(): SectionEdit {
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLDivElement>(null);
  return {
    editing,
    opener,
    open: () => setEditing(true),
    close: () => {
      setEditing(false);
      requestAnimationFrame(() => opener.current?.querySelector('button')?.focus());
    },
  };
}
