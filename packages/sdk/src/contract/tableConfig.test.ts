import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './common';
import { defaultTableConfig, TABLE_IDS, tableConfigBodySchema } from './tableConfig';

describe('table configurations of the document lines', () => {
  it('a line table of either kind shows every line on one page until the user picks fewer', () => {
    for (const key of ['offerLines', 'orderLines', 'offerLines.board', 'orderLines.toAccept'])
      expect(defaultTableConfig(key).itemsPerPage).toBe(MAX_PAGE_LIMIT);
    expect(defaultTableConfig('offers').itemsPerPage).toBe(DEFAULT_PAGE_LIMIT);
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
