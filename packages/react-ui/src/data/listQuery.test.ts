import { describe, expect, it } from 'vitest';
import { moveKey } from '../table/ColumnChooser';
import { arrangeColumns, textColumn } from '../table/columns';
import { parseListQuery, sortableFields } from './listQuery';
import { localSearchMemory, searchMemoryKey } from './rememberedSearch';

describe('parseListQuery', () => {
  it('reads page, limit, sort, search and filters with the endpoint schema', () => {
    const { query, given } = parseListQuery('offerList', {
      page: '3',
      limit: '20',
      sort: '-margin',
      search: 'rura',
      status: 'draft',
      tab: 'all',
    });
    expect(query).toEqual({ page: 3, limit: 20, sort: '-margin', search: 'rura', status: 'draft' });
    expect([...given].sort()).toEqual(['limit', 'page', 'search', 'sort', 'status']);
  });

  it('drops what the schema refuses, falling back to the page default, never throwing', () => {
    const { query, given } = parseListQuery(
      'offerList',
      { page: 'abc', limit: '100000', sort: 'hacked', status: 'nope', created_from: '2026-13-40' },
      { sort: '-updated_at' },
    );
    expect(query).toEqual({ page: 1, limit: 5, sort: '-updated_at' });
    expect(given.size).toBe(0);
  });

  it('knows the sortable fields from the sort enum', () => {
    expect(sortableFields('clientList')).toEqual(['external_id', 'name', 'nip', 'address']);
  });
});

describe('columns and the chooser', () => {
  type Row = { a: string; b: string; c: string };
  const columns = [textColumn<Row>('a', 'A'), textColumn<Row>('b', 'B'), textColumn<Row>('c', 'C')];

  it('shows the saved columns in their order, never a brand-hidden one; nothing saved shows all', () => {
    expect(arrangeColumns(columns, ['c', 'a'], []).map((c) => c.key)).toEqual(['c', 'a']);
    expect(arrangeColumns(columns, ['c', 'a', 'gone'], ['c']).map((c) => c.key)).toEqual(['a']);
    expect(arrangeColumns(columns, [], ['b']).map((c) => c.key)).toEqual(['a', 'c']);
  });

  it('moves a key up or down, staying put at the edges', () => {
    expect(moveKey(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveKey(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveKey(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
  });
});

describe('remembered list queries', () => {
  it('are kept per user and list, and survive bad storage content', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const memory = localSearchMemory(storage);
    memory.write(searchMemoryKey(2, 'offers'), { tab: 'all', status: 'draft' });
    expect(memory.read(searchMemoryKey(2, 'offers'))).toEqual({ tab: 'all', status: 'draft' });
    expect(memory.read(searchMemoryKey(3, 'offers'))).toBeNull();
    store.set(searchMemoryKey(2, 'clients'), '{not json');
    expect(memory.read(searchMemoryKey(2, 'clients'))).toBeNull();
    store.set(searchMemoryKey(2, 'orders'), '{"page":2,"search":"x"}');
    expect(memory.read(searchMemoryKey(2, 'orders'))).toEqual({ search: 'x' });
  });
});
