// Storage shared by offers and orders, by concern: the kinds and their tables (documentTables.ts),
// prepared statements (statementCache.ts), prices of lines (pricing.ts), the stored lines
// (documentLines.ts), totals (documentSums.ts), history (documentHistory.ts) and numbers
// (documentNumbering.ts). This module re-exports them under the names the rest of the server
// imports.

export { addHistory, person } from './documentHistory';
export {
  documentOfLine,
  ensureLineLimit,
  insertLines,
  LINE_COLUMNS,
  type LineRow,
  lineById,
  lineOut,
  linesOf,
  massDiscount,
  removeLines,
  renumber,
  saveLine,
} from './documentLines';
export { documentNumber } from './documentNumbering';
export {
  addLineDelta,
  type DocSums,
  type LineSums,
  type LinesChanged,
  NOTHING_CHANGED,
  noDelta,
  recomputeTotals,
  type StoredSums,
  type SumsDelta,
  storeSums,
  sumLines,
  sumsAfter,
  sumsAfterWrite,
} from './documentSums';
export { bumpVersion, clientName, type DocKind, nowIso, STALE_VERSION, TABLES } from './documentTables';
export {
  approvalThreshold,
  changedLine,
  checkQuantity,
  computeLine,
  fmt,
  lineFromProduct,
  type ProductRow,
  priceFor,
  productById,
} from './pricing';
export { type CachedStatement, cached, cachedRow, type RowReader } from './statementCache';
