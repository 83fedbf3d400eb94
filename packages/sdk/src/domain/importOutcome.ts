import type { ImportReport } from '../contract/imports';
import { importMessages } from '../messages/imports';
import { formatMessage } from '../messages/pl';

/** The counts of an import's report. */
export type ImportCounts = Pick<ImportReport, 'created' | 'updated' | 'unchanged' | 'deactivated' | 'rejected'>;

/** The report of a file refused before any row counted: nothing created, changed or rejected. */
export function emptyImportReport(warnings: string[] = []): ImportReport {
  return {
    applied: false,
    created: 0,
    updated: 0,
    unchanged: 0,
    deactivated: 0,
    rejected: 0,
    columns: [],
    errors: [],
    warnings,
    changes: [],
    created_keys: [],
    deactivated_keys: [],
  };
}

/**
 * The Polish sentence of a run that was not refused: what a dry run would do, what an import did,
 * or, for an import that changed nothing (the same file again), that nothing changed. The server
 * and the mock backend both say it this way.
 */
export function importOutcomeMessage(counts: ImportCounts, dryRun: boolean): string {
  const values = {
    created: counts.created,
    updated: counts.updated,
    unchanged: counts.unchanged,
    deactivated: counts.deactivated,
    rejected: counts.rejected,
  };
  if (dryRun) return formatMessage(importMessages.summary.dryRun, values);
  const nothing = counts.created + counts.updated + counts.deactivated + counts.rejected === 0;
  return formatMessage(nothing ? importMessages.summary.nothingChanged : importMessages.summary.applied, values);
}
