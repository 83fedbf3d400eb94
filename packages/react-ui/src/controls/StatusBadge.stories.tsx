import type { Story } from '@ladle/react';
import { OFFER_STATUSES, ORDER_STATUSES } from '@salesdesk/sdk';
import { StatusBadge } from './StatusBadge';

export default { title: 'Controls / StatusBadge' };

/** Every offer and order status with its Polish label and tone. */
export const All: Story = () => (
  <div className="flex flex-col gap-3 p-4">
    <div className="flex flex-wrap gap-2">
      {OFFER_STATUSES.map((status) => (
        <StatusBadge key={status} kind="offer" status={status} />
      ))}
    </div>
    <div className="flex flex-wrap gap-2">
      {ORDER_STATUSES.map((status) => (
        <StatusBadge key={status} kind="order" status={status} />
      ))}
    </div>
  </div>
);
