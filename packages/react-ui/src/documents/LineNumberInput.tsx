import {
  type DocumentItem,
  displayUnit,
  formatNumber,
  parseDecimal,
  percentSchema,
  quantityProblem,
} from '@salesdesk/sdk';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Input, TextField } from 'react-aria-components';
import { Spinner } from '../controls/Button';
import { errorMessage } from '../data/errorMessage';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import type { DocumentEditor } from './useDocumentWriter';

const m = documentMessages.quantity;

/** The line values typed in place. */
export type LineField = 'quantity' | 'discount_from_catalog';

/** Props of {@link LineNumberInput}. */
export interface LineNumberInputProps {
  line: Pick<DocumentItem, 'id' | 'name' | 'unit' | 'quantity' | 'discount_from_catalog'>;
  editor: DocumentEditor;
  /** Which value of the line (default the quantity). */
  field?: LineField;
  autoFocus?: boolean;
  /** After Enter saved the quantity (default: focus goes back to the add-line field). */
  onDone?: () => void;
  className?: string;
}

/** The inputs of one column of the editor, in page order (for arrows up and down). */
function moveTo(from: HTMLInputElement, step: 1 | -1) {
  const all = [...document.querySelectorAll<HTMLInputElement>(`input[data-line-field="${from.dataset.lineField}"]`)];
  all[all.indexOf(from) + step]?.focus();
}

/** What a typed value means for `field`: the number, or the Polish reason it cannot be sent. */
function check(field: LineField, text: string, unit: string): number | string {
  const value = parseDecimal(text);
  if (value === null) return field === 'quantity' ? m.invalid : m.invalidPercent;
  if (field === 'quantity') return quantityProblem(value, unit) ?? value;
  const parsed = percentSchema.safeParse(value);
  return parsed.success ? parsed.data : (parsed.error.issues[0]?.message ?? m.invalidPercent);
}

/**
 * A line's quantity or discount, typed in place: pl-PL decimal comma accepted, a fraction of a
 * whole unit (SPEC §5) or a discount out of 0–100 % refused with the Polish reason before
 * anything is sent, saved on Enter or when focus leaves (never per keystroke). Enter returns to
 * the add-line field; Tab goes on to the next input, the arrows up and down to the same value of
 * the next or previous line, saving this one first; Escape takes the edit back. A refused save
 * keeps what was typed.
 */
export function LineNumberInput({
  line,
  editor,
  field = 'quantity',
  autoFocus,
  onDone,
  className,
}: LineNumberInputProps) {
  const current = line[field];
  const shown = formatNumber(current, field === 'quantity' ? 3 : 2);
  const [text, setText] = useState(shown);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<'saving' | 'waiting' | false>(false);
  const dirty = useRef(false);
  const { writer } = editor;
  const errorId = useId();
  // The server's quantity shows unless the person is mid-edit.
  useEffect(() => {
    if (dirty.current) return;
    setText(shown);
    // A write that waited for the network has landed.
    setSaving((state) => (state === 'waiting' ? false : state));
  }, [shown]);

  async function commit(): Promise<boolean> {
    if (!dirty.current) return true;
    const checked = check(field, text, line.unit);
    if (typeof checked === 'string') {
      setProblem(checked);
      return false;
    }
    if (checked === current) {
      dirty.current = false;
      writer.setDraft(line.id, field, undefined);
      setProblem(null);
      return true;
    }
    setSaving('saving');
    setProblem(null);
    try {
      const outcome = await writer.changeLine(line, { [field]: checked });
      dirty.current = false;
      if (outcome.status === 'saved' && outcome.value)
        setText(formatNumber(outcome.value[field], field === 'quantity' ? 3 : 2));
      // The document stayed in approval: the value goes back to what is saved.
      if (outcome.status === 'cancelled') setText(shown);
      setSaving(outcome.status === 'waiting' ? 'waiting' : false);
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      setSaving(false);
      return false;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // The table's grid keys (arrows, Home/End, Tab out of the grid, typeahead) stay in the field.
    event.stopPropagation();
    const input = event.currentTarget;
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit().then((ok) => {
        if (ok) (onDone ?? editor.focusAddLine)();
      });
    } else if (event.key === 'Escape') {
      dirty.current = false;
      writer.setDraft(line.id, field, undefined);
      setText(shown);
      setProblem(null);
      // The old quantity comes back selected, so the next keys replace it.
      requestAnimationFrame(() => input.select());
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveTo(input, event.key === 'ArrowDown' ? 1 : -1);
    }
  }

  return (
    <TextField
      aria-label={fillMessage(field === 'quantity' ? m.label : m.discountLabel, { name: line.name })}
      value={text}
      onChange={(value) => {
        dirty.current = true;
        setText(value);
        const checked = check(field, value, line.unit);
        writer.setDraft(line.id, field, typeof checked === 'number' && checked !== current ? checked : undefined);
        if (problem && typeof checked === 'number') setProblem(null);
      }}
      isInvalid={Boolean(problem)}
      className={['inline-flex flex-col items-end gap-0.5', className].filter(Boolean).join(' ')}
    >
      <span className="inline-flex items-center gap-1">
        {/* The saving state sits inside the field, so the row keeps its height: a line of text
            under the field made the row grow and shrink with each save, and the virtualised
            table measured and laid out every row again. */}
        <span className="relative inline-flex">
          <Input
            data-line-field={field}
            inputMode="decimal"
            autoComplete="off"
            autoFocus={autoFocus}
            aria-describedby={problem ? errorId : undefined}
            aria-busy={saving === 'saving' || undefined}
            onFocus={(event) => event.currentTarget.select()}
            onBlur={() => void commit()}
            onKeyDown={onKeyDown}
            className={`h-7 ${field === 'quantity' ? 'w-16' : 'w-14'} rounded-md border border-border-strong bg-surface px-2 text-right tabular-nums outline-none focus:ring-2 focus:ring-focus aria-[invalid=true]:border-danger ${saving ? 'pl-6' : ''}`}
          />
          {saving ? (
            <span className="pointer-events-none absolute inset-y-0 left-1.5 flex items-center text-text-muted">
              {saving === 'waiting' ? <WaitingIcon /> : <Spinner className="size-3.5" />}
              <span className="sr-only">{saving === 'waiting' ? m.waiting : m.saving}</span>
            </span>
          ) : null}
        </span>
        <span className={`${field === 'quantity' ? 'min-w-8' : ''} text-left text-text-muted`}>
          {field === 'quantity' ? displayUnit(line.unit) : '%'}
        </span>
      </span>
      {problem ? (
        <span id={errorId} role="alert" className="max-w-56 text-right text-xs whitespace-normal text-danger">
          {problem}
        </span>
      ) : null}
    </TextField>
  );
}

/** A small clock: the value waits in the queue for the connection. */
function WaitingIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
