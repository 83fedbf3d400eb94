import type { Supplier } from '@salesdesk/sdk';
import type { Handlers } from '../http/contractRouter';
import { runList } from '../http/sqlList';
import { equals, prefixCondition } from './catalogueSql';

/** Supplier handlers. */
export const supplierHandlers: Handlers = {
  supplierList: ({ query, ctx }) =>
    runList(
      ctx.db,
      {
        from: 'suppliers s',
        select: 's.id, s.name, s.nip, s.city, s.address, s.email, s.phone, s.delivery_days',
        sortColumns: { id: 's.id', name: 's.name', nip: 's.nip', city: 's.city', delivery_days: 's.delivery_days' },
        defaultSort: 'name',
        tieBreaker: 's.id',
        // Start of the name (NOCASE index) or of the NIP (digits, dashes ignored).
        search: (term) => {
          const name = prefixCondition('s.name', term);
          const nip = prefixCondition('s.nip', term.replace(/[\s-]/g, ''));
          return { sql: `(${name.sql}) OR (${nip.sql})`, params: [...name.params, ...nip.params] };
        },
        map: (row: Supplier) => row,
      },
      query,
      equals('s.city', query.city),
    ),
};
