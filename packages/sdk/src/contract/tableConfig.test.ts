import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT } from './common';
import {
  DEFAULT_TABLE_PAGE_SIZE,
  DOCUMENT_LINE_COLUMNS,
  defaultTableConfig,
  TABLE_IDS,
  tableConfigBodySchema,
} from './tableConfig';

describe('table configurations of the document lines', () => {
  it('each line view has its own default columns, all of them line columns; the editor fits what a salesperson decides by', () => {
    const views = ['accepted', 'toAccept', 'branch_manager', 'regional_manager', 'board'];
    for (const table of ['offerLines', 'orderLines']) {
      expect(defaultTableConfig(table).tableColumns).toEqual([
        'name',
        'quantity',
        'client_price',
        'discount_from_catalog',
        'margin',
        'available_stock',
        'total_row_excl_tax',
      ]);
      const sets = views.map((view) => defaultTableConfig(`${table}.${view}`).tableColumns);
      expect(new Set(sets.map((set) => set.join())).size).toBe(views.length);
      for (const set of sets) for (const key of set) expect(DOCUMENT_LINE_COLUMNS).toContain(key);
    }
  });

  it('a line table of either kind shows every line on one page until the user picks fewer', () => {
    for (const key of ['offerLines', 'orderLines', 'offerLines.board', 'orderLines.toAccept'])
      expect(defaultTableConfig(key).itemsPerPage).toBe(MAX_PAGE_LIMIT);
    expect(defaultTableConfig('offers').itemsPerPage).toBe(DEFAULT_TABLE_PAGE_SIZE);
  });

  it('a list shows 20 rows a page until the user picks another size (SPEC §9 says 5: too few to work with)', () => {
    expect(DEFAULT_TABLE_PAGE_SIZE).toBe(20);
    for (const key of ['stockhouseProducts', 'productSearch', 'products', 'clients'])
      expect(defaultTableConfig(key).itemsPerPage).toBe(20);
  });

  it('the order lines and their approval views are tables a layout may be saved for', () => {
    expect(TABLE_IDS).toEqual(expect.arrayContaining(['orderLines', 'orderLines.regional_manager']));
    const saved = tableConfigBodySchema.safeParse({ key: 'orderLines', tableColumns: ['name'], itemsPerPage: 20 });
    expect(saved.success).toBe(true);
    expect(tableConfigBodySchema.safeParse({ key: 'invoiceLines', tableColumns: [], itemsPerPage: 5 }).success).toBe(
      false,
    );
  });
});
