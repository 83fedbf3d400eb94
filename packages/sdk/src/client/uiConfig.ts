import { DEFAULT_STOCK_FILTER, DEFAULT_ZOOM, type StockFilter } from '../contract/accountBasics';
import { ContractError } from '../errors';
import { messages } from '../messages/pl';
import type { ApiClient } from './apiClient';

/** Reads the user's zoom (SPEC §3; default 100). */
export async function readZoom(client: ApiClient): Promise<number> {
  const value = await client.call('getUiConfig', { query: { key: 'userZoomConfig' } });
  return typeof value === 'number' ? value : Number(value) || DEFAULT_ZOOM;
}

/** Reads the user's stock filter flags; the server sends them as a JSON string (SPEC §7). */
export async function readStockFilter(client: ApiClient): Promise<StockFilter> {
  const value = await client.call('getUiConfig', { query: { key: 'userStockFilterConfig' } });
  if (typeof value !== 'string') return DEFAULT_STOCK_FILTER;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch (cause) {
    throw new ContractError('GET /api/ui-config', messages.errors.contract, { _: ['JSON'] }, cause);
  }
  // The schema (and zod) load with the call that needed them, not with the page.
  const { stockFilterSchema } = await import('../contract/account');
  const parsed = stockFilterSchema.safeParse(json);
  if (!parsed.success)
    throw new ContractError('GET /api/ui-config', messages.errors.contract, { _: [parsed.error.message] });
  return parsed.data;
}
