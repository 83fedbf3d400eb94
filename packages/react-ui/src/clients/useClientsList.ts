import { useListController } from '../data/useListController';

/** The clients list: search by name, NIP or client number; sorted by name unless the URL says otherwise. */
export function useClientsList() {
  return useListController({ endpoint: 'clientList', tableId: 'clients', defaults: { sort: 'name' } });
}
