import {
  applyOfferLineChange,
  formatMoney,
  formatQuantity,
  type OfferDetail,
  type ProductListItem,
} from '@salesdesk/sdk';
import { useEffect, useRef, useState } from 'react';
import { useSalesdesk } from '../context/SalesdeskProvider';
import { ComboBox } from '../controls/ComboBox';
import { SelectItem } from '../controls/Select';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { offerPageMessages } from '../messages/offer';

const m = offerPageMessages.addLine;
const TYPING_PAUSE_MS = 200;

/**
 * The one "add line" field of an offer, focused on open: type a symbol or a name and pick from
 * the server's few matches, or type (or scan) an exact symbol and press Enter, which adds the
 * product at once, or 1 more to its line when it is already there. The field clears at once and
 * keeps focus; scans that come faster than the server answers wait their turn in order. Each write carries the newest version the page knows
 * (the answer of the previous write), so quick scans do not trip over each other.
 */
export function AddLineField({ offer }: { offer: OfferDetail }) {
  const { client } = useSalesdesk();
  const add = useApiMutation('offerItemAdd');
  const increase = useApiMutation('offerItemQuantity');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // The newest state of the offer the page knows: the last one patched with a write's answer, or
  // a read at least as new. A read older than the last answer (a refetch that started before the
  // write) never overwrites it.
  const latest = useRef(offer);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (offer.version >= latest.current.version) latest.current = offer;
  }, [offer]);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const matches = useApiQuery('productList', { query: { search, limit: 8 } }, { enabled: search.length > 1 });
  const busy = add.isPending || increase.isPending;
  // Scans are queued, not refused: a scanner does not wait for the previous write to answer.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const enqueue = (work: () => Promise<void>) => {
    queue.current = queue.current.then(work, work);
  };

  async function addProduct(product: Pick<ProductListItem, 'id' | 'index_name'>) {
    setMessage(null);
    try {
      const { version, items } = latest.current;
      const line = items.find((l) => l.product_id === product.id);
      const next = line
        ? await increase.mutateAsync({ params: { id: line.id }, body: { version, quantity: line.quantity + 1 } })
        : await add.mutateAsync({ params: { id: offer.id }, body: { version, product_id: product.id, quantity: 1 } });
      // The answer carries only the changed line: applied to what the page knew before it. Should
      // someone else have changed the offer meanwhile, the page reads it again and the effect above
      // takes that read.
      if (next.offer.version > latest.current.version) latest.current = applyOfferLineChange(latest.current, next);
      const changed = next.items.find((l) => l.product_id === product.id);
      setMessage({
        text: line
          ? fillMessage(m.increased, {
              name: product.index_name,
              quantity: formatQuantity(changed?.quantity ?? 0, changed?.unit ?? ''),
            })
          : fillMessage(m.added, { name: product.index_name }),
        error: false,
      });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }

  /** Enter on an exact symbol (what a scanner types): add without choosing from the list. */
  async function addExact(code: string) {
    const found = await client.call('productList', { query: { search: code, limit: 8 } });
    const exact = found.items.find((p) => p.symbol.toLowerCase() === code.toLowerCase());
    if (exact) await addProduct(exact);
    else setMessage({ text: fillMessage(m.notFound, { code }), error: true });
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
        selectedKey={null}
        onSelectionChange={(key) => {
          const product = matches.data?.items.find((p) => String(p.id) === String(key));
          if (!product) return;
          setText('');
          setSearch('');
          enqueue(() => addProduct(product));
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
          setSearch('');
          enqueue(() => addExact(code));
        }}
        items={search.length > 1 ? (matches.data?.items ?? []) : []}
        isLoading={matches.isFetching}
        emptyText={matches.isFetching ? m.searching : m.noMatches}
        inputRef={input}
      >
        {(product) => (
          <SelectItem id={String(product.id)} textValue={product.index_name}>
            <span>{product.index_name}</span>
            <span className="text-xs text-text-muted">
              {product.symbol} · {product.uom} · {formatMoney(product.catalog_price)}
            </span>
          </SelectItem>
        )}
      </ComboBox>
      <p role="status" className={`min-h-5 text-sm ${message?.error ? 'text-danger' : 'text-text-muted'}`}>
        {busy ? m.scanning : (message?.text ?? '')}
      </p>
    </div>
  );
}
