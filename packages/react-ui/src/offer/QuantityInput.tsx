import { formatNumber, formatQuantity, type OfferItem, parseDecimal, quantityProblem } from '@salesdesk/sdk';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Input, TextField } from 'react-aria-components';
import { errorMessage } from '../data/errorMessage';
import { fillMessage } from '../messages';
import { offerPageMessages } from '../messages/offer';
import type { OfferWriter } from './useOfferWriter';

const m = offerPageMessages.quantity;

/** Props of {@link QuantityInput}. */
export interface QuantityInputProps {
  line: Pick<OfferItem, 'id' | 'name' | 'unit' | 'quantity'>;
  writer: OfferWriter;
  autoFocus?: boolean;
  /** After Enter saved the quantity (default: focus goes back to the add-line field). */
  onDone?: () => void;
  className?: string;
}

/** Every quantity input of the editor, in page order (for arrows up and down). */
const SELECTOR = 'input[data-line-quantity]';

function moveTo(from: HTMLInputElement, step: 1 | -1) {
  const all = [...document.querySelectorAll<HTMLInputElement>(SELECTOR)];
  all[all.indexOf(from) + step]?.focus();
}

/**
 * The quantity of one line, typed in place: pl-PL decimal comma accepted, a fraction of a
 * whole unit (SPEC §5) refused with the Polish reason before anything is sent, saved on Enter or
 * when focus leaves (never per keystroke). Enter returns to the add-line field; Tab and the
 * arrows up and down go to the next or previous line's quantity, saving this one first; Escape
 * takes the edit back. A refused save keeps what was typed.
 */
export function QuantityInput({ line, writer, autoFocus, onDone, className }: QuantityInputProps) {
  const shown = formatNumber(line.quantity, 3);
  const [text, setText] = useState(shown);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = useRef(false);
  const errorId = useId();
  // The server's quantity shows unless the person is mid-edit.
  useEffect(() => {
    if (!dirty.current) setText(shown);
  }, [shown]);

  function check(value: string): number | string {
    const quantity = parseDecimal(value);
    if (quantity === null) return m.invalid;
    return quantityProblem(quantity, line.unit) ?? quantity;
  }

  async function commit(): Promise<boolean> {
    if (!dirty.current) return true;
    const checked = check(text);
    if (typeof checked === 'string') {
      setProblem(checked);
      return false;
    }
    if (checked === line.quantity) {
      dirty.current = false;
      writer.drafts.setKey(String(line.id), undefined as never);
      setProblem(null);
      return true;
    }
    setSaving(true);
    setProblem(null);
    try {
      const saved = await writer.setQuantity(line, checked);
      dirty.current = false;
      if (saved) setText(formatNumber(saved.quantity, 3));
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // The table's grid keys (arrows, Home/End, Tab out of the grid, typeahead) stay in the field.
    event.stopPropagation();
    const input = event.currentTarget;
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit().then((ok) => {
        if (ok) (onDone ?? writer.focusAddLine)();
      });
    } else if (event.key === 'Escape') {
      dirty.current = false;
      writer.drafts.setKey(String(line.id), undefined as never);
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
      aria-label={fillMessage(m.label, { name: line.name })}
      value={text}
      onChange={(value) => {
        dirty.current = true;
        setText(value);
        const checked = check(value);
        if (typeof checked === 'number' && checked !== line.quantity) writer.drafts.setKey(String(line.id), checked);
        else writer.drafts.setKey(String(line.id), undefined as never);
        if (problem && typeof checked === 'number') setProblem(null);
      }}
      isInvalid={Boolean(problem)}
      className={['inline-flex flex-col items-end gap-0.5', className].filter(Boolean).join(' ')}
    >
      <span className="inline-flex items-center gap-1">
        <Input
          data-line-quantity=""
          inputMode="decimal"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the quantity of a product just chosen takes focus (keyboard-first entry).
          autoFocus={autoFocus}
          aria-describedby={problem ? errorId : undefined}
          aria-busy={saving || undefined}
          onFocus={(event) => event.currentTarget.select()}
          onBlur={() => void commit()}
          onKeyDown={onKeyDown}
          className="h-9 w-24 rounded-md border border-border-strong bg-surface px-2 text-right tabular-nums outline-none focus:ring-2 focus:ring-focus aria-[invalid=true]:border-danger"
        />
        <span className="min-w-8 text-left text-text-muted">{line.unit}</span>
      </span>
      {problem ? (
        <span id={errorId} role="alert" className="max-w-56 text-right text-xs whitespace-normal text-danger">
          {problem}
        </span>
      ) : saving ? (
        <span className="text-xs text-text-muted">{m.saving}</span>
      ) : null}
    </TextField>
  );
}

/** The quantity as text, for a line that cannot be edited. */
export function quantityText(line: Pick<OfferItem, 'quantity' | 'unit'>): string {
  return formatQuantity(line.quantity, line.unit);
}
