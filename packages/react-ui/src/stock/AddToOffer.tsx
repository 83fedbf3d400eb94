import { isWholeUnit } from '@salesdesk/sdk';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from '../controls/Button';
import { NumberField } from '../controls/NumberField';
import { Select } from '../controls/Select';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { stockMessages } from '../messages/stock';
import { pagePath } from '../pages/pageRegistry';
import { toasts } from '../toast/toastStore';

const m = stockMessages.panel;

/** Props of {@link AddToOffer}. */
export interface AddToOfferProps {
  product: { id: number; name: string; uom: string };
}

/**
 * "Dodaj do oferty": the product into one of the user's draft offers, with a quantity (whole
 * units take whole numbers); the write carries the draft's version, so a draft changed meanwhile
 * is refused with the server's reason instead of overwritten.
 */
export function AddToOffer({ product }: AddToOfferProps) {
  const drafts = useApiQuery('offerDraftList', { query: { limit: 50, sort: '-updated_at' } });
  const add = useApiMutation('offerItemAdd');
  const [offerId, setOfferId] = useState<Key | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const items = drafts.data?.items ?? [];
  const chosen = items.find((o) => String(o.id) === String(offerId ?? items[0]?.id));
  if (drafts.data && items.length === 0) return <p className="text-sm text-text-muted">{m.noDrafts}</p>;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!chosen) return;
        setProblem(null);
        try {
          await add.mutateAsync({
            params: { id: chosen.id },
            body: { version: chosen.version, product_id: product.id, quantity },
          });
          toasts.show({
            type: 'success',
            title: fillMessage(m.added, { name: product.name, number: chosen.number }),
            action: { label: m.openOffer, href: pagePath('offer', { symbol: chosen.id }) },
          });
        } catch (error) {
          setProblem(errorMessage(error));
        }
      }}
    >
      {/* A draft's number and client run long: on a phone the choice takes the row and cuts its text. */}
      <Select
        className="min-w-0 basis-full sm:basis-auto sm:flex-1"
        label={m.offer}
        options={items.map((o) => ({ id: String(o.id), label: `${o.number} · ${o.customer_fullname}` }))}
        selectedKey={chosen ? String(chosen.id) : null}
        onSelectionChange={setOfferId}
        isDisabled={!drafts.data}
      />
      <NumberField
        label={m.quantity}
        unit={product.uom}
        value={quantity}
        minValue={isWholeUnit(product.uom) ? 1 : 0.001}
        step={isWholeUnit(product.uom) ? 1 : 0.001}
        formatOptions={{ maximumFractionDigits: isWholeUnit(product.uom) ? 0 : 3 }}
        onChange={(value) => setQuantity(Number.isFinite(value) ? value : 1)}
        className="w-40"
      />
      <Button type="submit" variant="primary" isDisabled={!chosen || add.isPending}>
        {add.isPending ? m.adding : m.add}
      </Button>
      {problem ? (
        <p role="alert" className="basis-full text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
