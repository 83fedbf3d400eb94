import { useRef, useState } from 'react';

/**
 * A page section that opens a form in place of what it shows: whether it is open, and how to open
 * and close it. Closing (after a save or a cancel) gives focus back to the section's opening
 * button, found in the element `opener` is attached to, once it is rendered again.
 */
export function useSectionEdit() {
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
