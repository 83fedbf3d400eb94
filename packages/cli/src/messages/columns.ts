import { type ListResource, listColumnLabel, listValueLabels } from '@salesdesk/sdk';

// The Polish column names and value labels are the sdk's (`listColumnLabels`), the same words
// the app's tables and the browser's exports use; this maps the CLI's resources onto them.

/** The sdk's list of each CLI resource (a document's lines share one list of names). */
const LISTS: Record<string, ListResource> = {
  offers: 'offers',
  orders: 'orders',
  invoices: 'invoices',
  stock: 'stock',
  clients: 'clients',
  'offer-lines': 'lines',
  'order-lines': 'lines',
};

/** The sdk list a CLI resource's columns are named in. */
export function listOf(resource: string): ListResource {
  const list = LISTS[resource];
  if (!list) throw new Error(`No column names for ${resource}`);
  return list;
}

/** The Polish name of a column of a resource (the key itself when there is none). */
export function columnLabel(resource: string, key: string): string {
  return listColumnLabel(listOf(resource), key);
}

/** Polish names of a resource's coded values, per column (`status` → `draft` → `Szkic`). */
export function valueLabelsOf(resource: string): Readonly<Record<string, Readonly<Record<string, string>>>> {
  return listValueLabels[listOf(resource)];
}
