import type { KindDef } from './importKinds';

/**
 * The `invoices` kind in the table of kinds: its runs do not go through the row engine (an
 * invoice is a document with lines; `importFile` hands them to `importInvoiceFile`), so this only
 * says what the shared code asks of every kind: no `full` (nothing is ever deactivated: an issued
 * invoice stays), no row columns of its own here.
 */
export const invoicesKind: KindDef = {
  kind: 'invoices',
  fields: [],
  extra: [],
  stageIndex: ['row_no'],
  target: 'invoices t',
  match: 't.number = s.number',
  keyLabel: 's.number',
  insertKeys: [],
  check: () => () => ({ errors: [], extra: {} }),
};
