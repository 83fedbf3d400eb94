import {
  formatMoney,
  formatNumber,
  formatQuantity,
  gtin13FromCode,
  type OfferItem,
  type ProductListItem,
} from '@salesdesk/sdk';
import { memo, useRef, useState } from 'react';
import { useSalesdesk } from '../context/SalesdeskProvider';
import { ComboBox } from '../controls/ComboBox';
import { SelectItem } from '../controls/Select';
import { errorMessage } from '../data/errorMessage';
import { useApiQuery } from '../data/useApiQuery';
import { useDebouncedValue } from '../data/useDebouncedValue';
import { fillMessage } from '../messages';
import { offerPageMessages } from '../messages/offer';
import { LineNumberInput } from './LineNumberInput';
import type { OfferWriter } from './useOfferWriter';

const m = offerPageMessages.addLine;
const TYPING_PAUSE_MS = 200;
/** Suggestions shown under the field (the server's best-ranked). */
const SUGGESTIONS = 8;

/**
 * The one "add line" field of an offer, focused on open: type a symbol or a name and pick from
 * the server's few matches (focus then goes to the new line's quantity, Enter there comes back
 * here), or type (or scan) an exact symbol and press Enter, which adds the product at once, or
 * 1 more to its line when it is already there; the field clears at once and keeps focus. Scans
 * that come faster than the server answers wait their turn in the offer's writer.
 */
export const AddLineField = memo(function AddLineField({ writer }: { writer: OfferWriter }) {
  const { client } = useSalesdesk();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(0);
  const [picked, setPicked] = useState<OfferItem | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const matches = useApiQuery('productList', { query: { search, limit: SUGGESTIONS } }, { enabled: search.length > 1 });
  // The server ranks the best first; when it has more, say how many, so the person types more.
  const shown = matches.data?.items.length ?? 0;
  const total = matches.data?.total ?? 0;
  const more =
    search.length > 1 && total > shown ? fillMessage(m.more, { shown, total: formatNumber(total, 0) }) : null;

  async function addProduct(product: Pick<ProductListItem, 'id' | 'index_name'>, scanned: boolean) {
    setMessage(null);
    setBusy((n) => n + 1);
    try {
      const { line, increased } = await writer.addProduct(product);
      setMessage({
        text: increased
          ? fillMessage(m.increased, {
              name: product.index_name,
              quantity: formatQuantity(line?.quantity ?? 0, line?.unit ?? ''),
            })
          : fillMessage(m.added, { name: product.index_name }),
        error: false,
      });
      // A product chosen by hand gets its quantity next; a scan stays in this field.
      if (!scanned && line) setPicked(line);
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    } finally {
      setBusy((n) => n - 1);
    }
  }

  /** Enter on an exact symbol (what a scanner types): add without choosing from the list. */
  async function addExact(code: string) {
    setBusy((n) => n + 1);
    try {
      const found = await client.call('productList', { query: { search: code, limit: SUGGESTIONS } });
      // A scanner types the EAN; people type the symbol. Either, exactly, adds at once.
      const ean = gtin13FromCode(code);
      const exact = found.items.find(
        (p) => (ean !== null && p.ean === ean) || p.symbol.toLowerCase() === code.toLowerCase(),
      );
      if (exact) await addProduct(exact, true);
      else setMessage({ text: fillMessage(m.notFound, { code }), error: true });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    } finally {
      setBusy((n) => n - 1);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <ComboBox<ProductListItem>
        label={m.label}
        placeholder={m.placeholder}
        autoFocus
        className="max-w-xl"
        inputValue={text}
        onInputChange={setText}
        aria-describedby={more ? 'add-line-status add-line-more' : 'add-line-status'}
        footer={more ? <span id="add-line-more">{more}</span> : undefined}
        selectedKey={null}
        onSelectionChange={(key) => {
          const product = matches.data?.items.find((p) => String(p.id) === String(key));
          if (!product) return;
          setText('');
          void addProduct(product, false);
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
          void addExact(code);
        }}
        items={search.length > 1 ? (matches.data?.items ?? []) : []}
        isLoading={matches.isFetching}
        emptyText={matches.isFetching || text.trim() !== search ? m.searching : m.noMatches}
        inputRef={(element) => {
          input.current = element;
          writer.addLineInput.current = element;
        }}
      >
        {(product) => (
          <SelectItem id={String(product.id)} textValue={product.index_name}>
            <span>{product.index_name}</span>
            <span className="text-xs text-text-muted">
              {product.symbol}
              {product.ean ? ` · EAN ${product.ean}` : ''} · {product.uom} · {formatMoney(product.catalog_price)}
            </span>
          </SelectItem>
        )}
      </ComboBox>
      <div className="flex min-h-9 flex-wrap items-center gap-3">
        <p
          id="add-line-status"
          role="status"
          className={`text-sm ${message?.error ? 'text-danger' : 'text-text-muted'}`}
        >
          {busy > 0 ? m.scanning : (message?.text ?? '')}
        </p>
        {picked ? (
          <LineNumberInput
            key={picked.id}
            line={picked}
            writer={writer}
            autoFocus
            onDone={() => {
              setPicked(null);
              writer.focusAddLine();
            }}
          />
        ) : null}
      </div>
    </div>
  );
});
