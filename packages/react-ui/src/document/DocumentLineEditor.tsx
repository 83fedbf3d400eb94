import { type ApprovalLevel, DOCUMENT_KINDS, type DocumentKind, LINE_WRITES, type WholeDocument } from '@salesdesk/sdk';
import { memo } from 'react';
import { useListController } from '../data/useListController';
import { fillMessage } from '../messages';
import { documentMessages as m } from '../messages/document';
import { DataTable } from '../table/DataTable';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { AddLineField } from './AddLineField';
import { ApprovalPrediction } from './ApprovalPrediction';
import { ApprovalHoldDialog, ConflictNotice, KeptEditsNotice, WriteQueueNotice } from './EditNotices';
import { LineBulkActions } from './LineBulkActions';
import { LineEditorTable } from './LineEditorTable';
import { approvalLineColumns, lineColumns } from './lineColumns';
import { DocumentEditorProvider, useDocumentEditor, useDocumentWriter } from './useDocumentWriter';

/**
 * Which lines view a reader of the document gets: the author the editor's columns; anyone else the
 * summary and approval variant (SPEC §3) — accepted once approved, otherwise to accept, per the
 * level the document needs — each variant with its own saved layout.
 */
export type LinesVariant = 'lines' | 'accepted' | 'toAccept' | ApprovalLevel;

/**
 * The lines of a document: the user's columns, searchable, paged; values typed in place when
 * editable. Memoised: the page of lines follows its own cached read (patched by line writes), so
 * a new version of the document does not render the table, its toolbar and pagination again.
 */
export const DocumentLines = memo(function DocumentLines({
  kind,
  documentId,
  variant = 'lines',
}: {
  kind: DocumentKind;
  documentId: number;
  variant?: LinesVariant;
}) {
  const editable = useDocumentEditor() !== null;
  const approval = variant !== 'lines' && variant !== 'none';
  const { lines, linesParam } = DOCUMENT_KINDS[kind];
  const list = useListController({
    endpoint: lines,
    tableId: approval ? `${kind}Lines.${variant}` : `${kind}Lines`,
    params: { [linesParam]: documentId } as never,
    remember: false,
  });
  const title = approval
    ? fillMessage(m.lines.approvalTitle, { variant: m.lines.variants[variant as keyof typeof m.lines.variants] })
    : m.lines.title;
  const empty = m.kinds[kind].linesEmpty;
  return (
    <section aria-labelledby="document-lines" className="flex flex-col gap-2">
      <h2 id="document-lines" className="text-lg font-semibold">
        {title}
      </h2>
      <ListBase list={list} columns={approval ? approvalLineColumns : lineColumns}>
        <ListToolbar searchLabel={m.lines.search} />
        {editable ? (
          <LineEditorTable label={m.lines.title} emptyMessage={empty} />
        ) : (
          <DataTable<typeof lines> label={title} emptyMessage={empty} />
        )}
        <Pagination />
      </ListBase>
    </section>
  );
});

/** A short note while the document is in approval: a line change withdraws it (asked before the first). */
function ApprovalNote({ kind, document }: { kind: DocumentKind; document: WholeDocument }) {
  if (!LINE_WRITES[kind].inApproval(document as never)) return null;
  return <p className="text-sm text-text-muted">{m.kinds[kind].approvalNote}</p>;
}

/**
 * The line editor of a document its author may change: the add-line field (focused, scanner
 * first), the writes waiting for the network, the live approval prediction, values typed in place,
 * a refused write's conflict with the choice to apply it again, the edits a lost session left
 * behind, and the question before a change withdraws the document from approval.
 */
export function DocumentLineEditor({ kind, document }: { kind: DocumentKind; document: WholeDocument }) {
  const editor = useDocumentWriter(kind, document.id);
  return (
    <DocumentEditorProvider value={editor}>
      <div className="flex flex-col gap-4">
        <KeptEditsNotice editor={editor} items={document.items} />
        <ConflictNotice editor={editor} />
        <WriteQueueNotice editor={editor} />
        <ApprovalNote kind={kind} document={document} />
        <AddLineField editor={editor} />
        <LineBulkActions editor={editor} />
        <ApprovalPrediction items={document.items} editor={editor} />
        <DocumentLines kind={kind} documentId={document.id} />
        <ApprovalHoldDialog editor={editor} />
      </div>
    </DocumentEditorProvider>
  );
}
