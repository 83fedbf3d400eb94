import { useListController } from '../data/useListController';

/** The settlements list: newest payments first; filters by payment method. */
export function useSettlementsList() {
  return useListController({ endpoint: 'settlementList', tableId: 'settlements', defaults: { sort: '-payment_date' } });
}
