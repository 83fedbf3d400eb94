import { useStore } from '@nanostores/react';
import {
  type AddResult,
  type DocumentItem,
  displayUnit,
  formatMoney,
  formatNumber,
  formatQuantity,
  type ProductListItem,
  type WriteOutcome,
} from '@salesdesk/sdk';
import { memo, useEffect, useRef, useState } from 'react';
import { ComboBox } from '../controls/ComboBox';
import { SelectItem } from '../controls/Select';
import { errorMessage } from '../data/errorMessage';
import { useApiQuery } from '../data/useApiQuery';
import { useDebouncedValue } from '../data/useDebouncedValue';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import { LineNumberInput } from './LineNumberInput';
import type { DocumentEditor } from './useDocumentWriter';

const m = documentMessages.addLine;
const TYPING_PAUSE_MS = 200;
/** Suggestions shown under the field (the server's best-ranked). */
const SUGGESTIONS = 8;

/**
 * The one "add line" field of a document, focused on open: type a symbol, an EAN or a name and
 * pick from the server's few matches (focus then goes to the new line's quantity, Enter there
 * comes back here), or type (or scan) an exact symbol or EAN and press Enter, which adds the
 * product at once, or 1 more to its line when it is already there; the field clears at once and
 * keeps focus. Scans faster than the server wait their turn in the document's writer; scans made
 * while the network is away wait in its queue (the code is looked up once it is back).
 */
export const AddLineField = memo(function AddLineField({ editor }: { editor: DocumentEditor }) {
  const { writer } = editor;
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const [message, setMessage] = useState<{ text: string; error: boolean; waiting?: boolean } | null>(null);
  // A scan that waited for the network says so until the queue it waited in has been sent.
  const queued = useStore(writer.$queue).length;
  const offline = useStore(writer.$offline);
  const shown = message?.waiting && !offline && queued === 0 ? { text: m.sent, error: false } : message;
  const [busy, setBusy] = useState(0);
  const [picked, setPicked] = useState<DocumentItem | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  // Focused on open, unless the person already went somewhere else on the page (a field opened
  // before the editor appeared keeps its focus; react-aria's autoFocus would take it later).
  useEffect(() => {
    const field = input.current;
    const active = field?.ownerDocument.activeElement;
    if (field && (!active || active === field.ownerDocument.body || active.contains(field))) field.focus();
  }, []);
  const matches = useApiQuery('productList', { query: { search, limit: SUGGESTIONS } }, { enabled: search.length > 1 });
  // The server ranks the best first; when it has more, say how many, so the person types more.
  const listed = matches.data?.items.length ?? 0;
  const total = matches.data?.total ?? 0;
  const more =
    search.length > 1 && total > listed ? fillMessage(m.more, { shown: listed, total: formatNumber(total, 0) }) : null;

  /** Says what a write did; a product chosen by hand gets its quantity next. */
  async function report(write: Promise<WriteOutcome<AddResult>>, code: string | null) {
    setMessage(null);
    setBusy((n) => n + 1);
    try {
      const outcome = await write;
      if (outcome.status === 'saved') {
        const { line, increased, product } = outcome.value;
        setMessage({
          text: increased
            ? fillMessage(m.increased, {
                name: product.name,
                quantity: formatQuantity(line?.quantity ?? 0, displayUnit(line?.unit ?? '')),
              })
            : fillMessage(m.added, { name: product.name }),
          error: false,
        });
        if (code === null && line) setPicked(line);
      } else if (outcome.status === 'waiting') {
        setMessage({ text: fillMessage(m.waiting, { code: code ?? '' }), error: false, waiting: true });
      } else if (outcome.status === 'cancelled') {
        setMessage({ text: m.cancelled, error: false });
      }
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    } finally {
      setBusy((n) => n - 1);
    }
  }

  function donePicked() {
    setPicked(null);
    editor.focusAddLine();
  }

  return (
    <div className="flex flex-col gap-1">
      <ComboBox<ProductListItem>
        label={m.label}
        placeholder={m.placeholder}
        className="w-full max-w-2xl"
        inputValue={text}
        onInputChange={setText}
        aria-describedby={more ? 'add-line-status add-line-more' : 'add-line-status'}
        footer={more ? <span id="add-line-more">{more}</span> : undefined}
        selectedKey={null}
        onSelectionChange={(key) => {
          const product = matches.data?.items.find((p) => String(p.id) === String(key));
          if (!product) return;
          setText('');
          void report(writer.addProduct(product), null);
        }}
        onInputKeyDown={(event) => {
          if (event.key !== 'Enter' || !text.trim()) return;
          const code = text.trim();
          const open = input.current?.getAttribute('aria-expanded') === 'true';
          const highlighted = input.current?.getAttribute('aria-activedescendant');
          // A highlighted suggestion is the person's choice; otherwise Enter means "this symbol".
          if (open && highlighted) return;
          event.preventDefault();
          // The field clears at once and keeps focus: the next scan can follow immediately.
          setText('');
          void report(writer.scan(code), code);
        }}
        items={search.length > 1 ? (matches.data?.items ?? []) : []}
        isLoading={matches.isFetching}
        emptyText={matches.isFetching || text.trim() !== search ? m.searching : m.noMatches}
        inputRef={(element) => {
          input.current = element;
          editor.addLineInput.current = element;
        }}
      >
        {(product) => (
          <SelectItem id={String(product.id)} textValue={product.index_name}>
            <span>{product.index_name}</span>
            <span className="text-xs text-text-muted">
              {product.symbol}
              {product.ean ? ` · EAN ${product.ean}` : ''} · {displayUnit(product.uom)} ·{' '}
              {formatMoney(product.catalog_price)}
            </span>
          </SelectItem>
        )}
      </ComboBox>
      <div className="flex min-h-6 flex-wrap items-center gap-3">
        <p id="add-line-status" role="status" className={`text-sm ${shown?.error ? 'text-danger' : 'text-text-muted'}`}>
          {busy > 0 ? m.scanning : (shown?.text ?? '')}
        </p>
        {picked ? (
          // The new line's quantity, then its discount: Tab goes from one to the other (the line
          // may be on another page of the table, or not rendered yet); Enter in either comes back.
          <span key={picked.id} className="inline-flex items-start gap-3">
            <LineNumberInput line={picked} editor={editor} autoFocus onDone={donePicked} />
            <LineNumberInput line={picked} editor={editor} field="discount_from_catalog" onDone={donePicked} />
          </span>
        ) : null}
      </div>
    </div>
  );
});
