import type { SqlCondition } from '../http/sqlList';

/** The filters offer and order lists share (alias `o` for the document table). */
export interface DocumentListFilters {
  status?: string | undefined;
  client_id?: number | undefined;
  creator_id?: number | undefined;
  archived?: 'true' | 'false' | undefined;
  created_from?: string | undefined;
  created_to?: string | undefined;
}

/**
 * SQL conditions of the shared list filters: archived or not (default not), status, client,
 * creator, and the creation date range (whole days, `created_to` inclusive).
 */
export function documentListConditions(query: DocumentListFilters): SqlCondition[] {
  const filters: SqlCondition[] = [{ sql: 'o.archived = ?', params: [query.archived === 'true' ? 1 : 0] }];
  if (query.status) filters.push({ sql: 'o.status = ?', params: [query.status] });
  if (query.client_id) filters.push({ sql: 'o.client_id = ?', params: [query.client_id] });
  if (query.creator_id) filters.push({ sql: 'o.creator_id = ?', params: [query.creator_id] });
  if (query.created_from) filters.push({ sql: 'o.created_at >= ?', params: [query.created_from] });
  if (query.created_to) filters.push({ sql: 'substr(o.created_at, 1, 10) <= ?', params: [query.created_to] });
  return filters;
}
