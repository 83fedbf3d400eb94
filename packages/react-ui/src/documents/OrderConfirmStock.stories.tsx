import type { Story } from '@ladle/react';
import type { OrderStockPreview } from '@salesdesk/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { StoryProviders } from '../test/storyProviders';
import { OrderConfirmStock } from './OrderConfirmStock';

export default { title: 'Orders / OrderConfirmStock' };

/** A settled answer of `orderStockShortages`, as the dialog's query holds it. */
const answered = (data: OrderStockPreview) =>
  ({ data, isPending: false, isError: false, fetchStatus: 'idle' }) as UseQueryResult<OrderStockPreview, unknown>;

const frame =
  (preview: UseQueryResult<OrderStockPreview, unknown>): Story =>
  () => (
    <StoryProviders>
      <div className="max-w-2xl text-sm">
        <OrderConfirmStock preview={preview} />
      </div>
    </StoryProviders>
  );

/** Two products the warehouse lacks: ordered, available, missing; the choice under them. */
export const Shortages = frame(
  answered({
    warehouse_code: 'WAW',
    items: [
      {
        product_id: 1,
        name: 'Bloczek z betonu komórkowego 24x24x59 cm odmiana 400 Solbet',
        unit: 'szt.',
        quantity: 363,
        available_before: 358,
        warehouse_code: 'WAW',
      },
      {
        product_id: 2,
        name: 'Rura PP-R 20 mm',
        unit: 'm',
        quantity: 120.5,
        available_before: 0,
        warehouse_code: 'WAW',
      },
    ],
  }),
);
/** Everything is available. */
export const AllAvailable = frame(answered({ warehouse_code: 'WAW', items: [] }));
/** Still asking. */
export const Checking = frame({ isPending: true, fetchStatus: 'fetching' } as UseQueryResult<
  OrderStockPreview,
  unknown
>);
