import { type RefObject, useEffect, useRef, useState } from 'react';

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
  const refocus = useRef(false);
  // After the commit that shows the button again: a frame asked for at close could come before
  // React rendered the closed section (a save's answer on a busy machine), and find no button.
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    opener.current?.querySelector('button')?.focus();
  }, [editing]);
  return {
    editing,
    opener,
    open: () => setEditing(true),
    close: () => {
      refocus.current = true;
      setEditing(false);
    },
  };
}
