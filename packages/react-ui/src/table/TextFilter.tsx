import { useEffect, useRef, useState } from 'react';
import { TextField } from '../controls/TextField';
import { useListContext } from './ListContext';

/** Props of {@link TextFilter}. */
export interface TextFilterProps {
  /** The query key of the list call (`manufacturer`, `uom`). */
  name: string;
  label: string;
}

/** Waits this long after the last keystroke before the filter goes into the URL. */
const TYPING_PAUSE_MS = 300;

/**
 * A list filter typed as text (a manufacturer, a unit): it goes into the URL after a pause in
 * typing (one history entry per word, not per keystroke), and follows the URL back.
 */
export function TextFilter({ name, label }: TextFilterProps) {
  const { list } = useListContext();
  const current = list.filter(name) ?? '';
  const [text, setText] = useState(current);
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) setText(current);
  }, [current]);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      if (text.trim() !== current) list.setFilters({ [name]: text.trim() || undefined });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, current, list, name]);
  return (
    <TextField
      label={label}
      value={text}
      className="w-40"
      onChange={(value) => {
        typed.current = true;
        setText(value);
      }}
    />
  );
}
