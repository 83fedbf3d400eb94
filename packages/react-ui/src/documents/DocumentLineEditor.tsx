import { type ApprovalLevel, DOCUMENT_KINDS, type DocumentKind, LINE_WRITES, type WholeDocument } from '@salesdesk/sdk';
import { memo, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useListController } from '../data/useListController';
import { fillMessage } from '../messages';
import { documentMessages as m } from '../messages/document';
import { DataTable } from '../table/DataTable';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { AddLineField } from './AddLineField';
import { ApprovalPrediction } from './ApprovalPrediction';
import { DocumentTotals } from './DocumentSummary';
import { ApprovalHoldDialog, ConflictNotice, KeptEditsNotice, WriteQueueNotice } from './EditNotices';
import { LineBulkActions } from './LineBulkActions';
import { LineEditorTable } from './LineEditorTable';
import { documentLineColumns } from './lineColumns';
import { PasteListButton } from './paste/PasteListDialog';
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
  fill = false,
  actions,
}: {
  kind: DocumentKind;
  documentId: number;
  variant?: LinesVariant;
  /** Takes the height left in the editor's panel (the table scrolls inside, the panel stays put). */
  fill?: boolean;
  /** The editor's actions on many lines, beside the search and the column chooser. */
  actions?: ReactNode;
}) {
  const editable = useDocumentEditor() !== null;
  const approval = variant !== 'lines' && variant !== 'none';
  const { lines, linesParam } = DOCUMENT_KINDS[kind];
  const list = useListController({
    endpoint: lines,
    tableId: approval ? `${kind}Lines.${variant}` : `${kind}Lines`,
    // A computed key makes `{ [x: string]: number }`, which the kind's path params (one named
    // key, `linesParam`) do not accept without a cast; the kind's table names that key.
    params: { [linesParam]: documentId } as never,
    remember: false,
  });
  const title = approval
    ? fillMessage(m.lines.approvalTitle, { variant: m.lines.variants[variant as keyof typeof m.lines.variants] })
    : m.lines.title;
  const empty = m.kinds[kind].linesEmpty;
  return (
    <section
      aria-labelledby="document-lines"
      className={`flex flex-col ${fill ? 'gap-1 md:min-h-0 md:flex-1' : 'gap-2'}`}
    >
      <ListBase list={list} columns={documentLineColumns[kind]}>
        <div className="flex flex-col gap-x-4 md:flex-row md:items-end">
          <h2 id="document-lines" className="text-lg font-semibold md:pb-3">
            {title}
          </h2>
          <div className="min-w-0 flex-1">
            <ListToolbar searchLabel={m.lines.search} actions={actions} exportName={false} />
          </div>
        </div>
        {editable ? (
          <LineEditorTable label={m.lines.title} emptyMessage={empty} />
        ) : (
          <DataTable<typeof lines> label={title} emptyMessage={empty} />
        )}
        <Pagination dense={fill} />
      </ListBase>
    </section>
  );
});

/** A short note while the document is in approval: a line change withdraws it (asked before the first). */
function ApprovalNote({ kind, document }: { kind: DocumentKind; document: WholeDocument }) {
  // TypeScript cannot tie `kind` to the kind of `document` (a correlated union): the caller
  // hands the document of that kind.
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
  const panel = useRef<HTMLElement>(null);
  // One element for the editor's life: the memoised lines do not render again for each version.
  const bulk = useMemo(() => <LineBulkActions editor={editor} />, [editor]);
  // The panel grows as its lines load after the add-line field took focus: brought into view then.
  useEffect(() => {
    const element = panel.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (element.contains(element.ownerDocument.activeElement)) bringIntoView(element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <DocumentEditorProvider value={editor}>
      <section
        ref={panel}
        aria-label={m.editor}
        // Only when focus comes from outside: moving between the panel's own fields (a quantity's
        // Enter back to the add-line field) read the layout on every line entered.
        onFocus={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) bringIntoView(panel.current);
        }}
        // From md up the panel is at most one window high: the add-line field and the totals on
        // top, the lines filling the rest and scrolling inside, so they never push the field away.
        className="flex scroll-mt-2 flex-col gap-2 md:max-h-[calc(100dvh-1rem)]"
      >
        <KeptEditsNotice editor={editor} items={document.items} />
        <ConflictNotice editor={editor} />
        <WriteQueueNotice editor={editor} />
        <ApprovalNote kind={kind} document={document} />
        {/* The add-line field takes the room the totals leave (its placeholder whole at 1366 px),
            "Wklej listę" beside it on the same row; the totals of the document are shown here
            only (the page above leaves them out while the editor is open). */}
        <div className="grid shrink-0 gap-x-6 gap-y-2 rounded-lg border border-border bg-surface px-3 pt-2 lg:grid-cols-[minmax(0,1fr)_auto]">
          <div className="flex min-w-0 items-start gap-x-3">
            <div className="min-w-0 flex-1">
              <AddLineField editor={editor} />
            </div>
            <div className="shrink-0 pt-6">
              <PasteListButton editor={editor} clientId={document.client_id} />
            </div>
          </div>
          <div className="flex flex-col gap-1 pt-1 pb-2 lg:items-end">
            <DocumentTotals document={document} compact />
            <ApprovalPrediction items={document.items} editor={editor} />
          </div>
        </div>
        <DocumentLines kind={kind} documentId={document.id} fill actions={bulk} />
        <ApprovalHoldDialog editor={editor} />
      </section>
    </DocumentEditorProvider>
  );
}

/** The md-and-up media query, made once (it answers live as the window changes). */
let wideWindow: MediaQueryList | null | undefined;

/**
 * Brings the whole editor panel into the window when focus enters it (the add-line field on
 * open, a line reached by Tab) and part of it is outside, from md up where the panel fits in one
 * window: the lines, the add-line field and the totals are then all in view together.
 */
function bringIntoView(panel: HTMLElement | null) {
  wideWindow ??= window.matchMedia?.('(min-width: 768px)') ?? null;
  if (!panel || !wideWindow?.matches) return;
  const box = panel.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  // Taller than the window (below md, or a short window): never pulled about while typing.
  if (box.height > window.innerHeight) return;
  panel.scrollIntoView?.({ block: 'start' });
}
