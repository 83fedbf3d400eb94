import { useListController } from '../data/useListController';

/** The substitutions list: search by name or e-mail, filter by state; the latest first. */
export function useSubstitutionsList() {
  return useListController({
    endpoint: 'substitutionList',
    tableId: 'substitutions',
    defaults: { sort: '-date_from' },
  });
}
