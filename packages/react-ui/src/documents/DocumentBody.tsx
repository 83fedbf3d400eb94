import type { DocumentKind, WholeDocument } from '@salesdesk/sdk';
import type { ReactNode } from 'react';
import { DocumentLineEditor, DocumentLines, type LinesVariant } from './DocumentLineEditor';
import { DocumentFacts, DocumentTotals } from './DocumentSummary';

/**
 * A document's facts beside its totals, then its lines: the editor while it may be edited, else
 * the read-only lines as `variant` shows them. The totals stand once: in the editor's bar while it
 * is open, in their card otherwise.
 */
export function DocumentBody({
  kind,
  document,
  editable,
  factsLabel,
  facts,
  variant,
}: {
  kind: DocumentKind;
  document: WholeDocument;
  editable: boolean;
  factsLabel: string;
  facts: ReactNode;
  variant: LinesVariant;
}) {
  return (
    <>
      <div className={`grid gap-4 ${editable ? '' : 'lg:grid-cols-[2fr_1fr]'}`}>
        <DocumentFacts label={factsLabel}>{facts}</DocumentFacts>
        {editable ? null : <DocumentTotals document={document} />}
      </div>
      {editable ? (
        <DocumentLineEditor kind={kind} document={document} />
      ) : (
        <DocumentLines kind={kind} documentId={document.id} variant={variant} />
      )}
    </>
  );
}
