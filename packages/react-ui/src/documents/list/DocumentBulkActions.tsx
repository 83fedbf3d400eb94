import type { OfferSummary, OrderSummary } from '@salesdesk/sdk';
import { useState } from 'react';
import { Button } from '../../controls/Button';
import type { ConfirmRequestState } from '../../dialogs/useConfirmRequest';
import { fillMessage } from '../../messages';
import { offersMessages } from '../../messages/offers';
import { ordersMessages } from '../../messages/orders';
import { tableMessages } from '../../messages/table';
import type { BulkSelection } from '../../table/useBulkSelection';
import type { documentConfirmations } from '../documentConfirmations';
import type { DocumentListEndpoint } from './documentLists';
import { useCreateOfferFromOrders } from './useCreateOfferFromOrders';

/** What a list page hands to its kind's action on the selected rows. */
export interface DocumentBulkActionProps {
  selection: BulkSelection<DocumentListEndpoint>;
  ask: ConfirmRequestState['ask'];
  confirm: ReturnType<typeof documentConfirmations>;
}

/** Most orders one offer can be made of (the contract's limit). */
const MAX_ORDERS_PER_OFFER = 50;

/** "Archiwizuj zaznaczone" of the offer lists, saying how far it got collecting the rows. */
export function OffersBulkArchive({ selection, ask, confirm }: DocumentBulkActionProps) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  return (
    <Button
      size="md"
      onPress={async () => {
        const offers = (await selection.resolve((done, total) => setProgress({ done, total }))) as OfferSummary[];
        setProgress(null);
        ask(confirm.archiveMany(offers), () => selection.clear());
      }}
    >
      {progress ? fillMessage(tableMessages.collecting, progress) : offersMessages.actions.archiveSelected}
    </Button>
  );
}

/** "Utwórz ofertę z zamówień" of the orders list, refused above the contract's limit. */
export function OrdersToOffer({ selection, ask }: DocumentBulkActionProps) {
  const m = ordersMessages;
  const createOffer = useCreateOfferFromOrders();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <Button
        size="md"
        onPress={async () => {
          const orders = (await selection.resolve()) as OrderSummary[];
          if (orders.length > MAX_ORDERS_PER_OFFER) {
            setProblem(fillMessage(m.actions.tooMany, { max: MAX_ORDERS_PER_OFFER }));
            return;
          }
          setProblem(null);
          ask({
            title: fillMessage(m.confirm.createOfferTitle, { count: orders.length }),
            body: m.confirm.createOfferBody,
            confirmLabel: m.confirm.createOffer,
            run: () => createOffer(orders),
          });
        }}
      >
        {m.actions.createOffer}
      </Button>
      {problem ? (
        <span role="alert" className="text-sm text-danger">
          {problem}
        </span>
      ) : null}
    </>
  );
}
