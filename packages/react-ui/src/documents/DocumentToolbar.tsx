import type { DocumentKind } from '@salesdesk/sdk';
import { type ReactNode, type RefObject, useState } from 'react';
import { useSalesdesk } from '../context/salesdeskContext';
import { Button } from '../controls/Button';
import { RequestedConfirmDialog } from '../dialogs/RequestedConfirmDialog';
import { useConfirmRequest } from '../dialogs/useConfirmRequest';
import { documentMessages } from '../messages/document';
import { pagePath } from '../pages/pageRegistry';
import { DocumentPdfActions } from './DocumentPdfActions';
import { type ConfirmedDocument, documentConfirmations } from './documentConfirmations';
import { useDocumentVersion } from './documentSections';
import { SendPdfDialog } from './SendPdfDialog';
import { useDocumentActions } from './useDocumentActions';

const m = documentMessages;
const LIST_PAGE = { offer: 'offers', order: 'orders' } as const;
const DOCUMENT_PAGE = { offer: 'offer', order: 'order' } as const;

/** Props of {@link DocumentToolbar}. */
export interface DocumentToolbarProps {
  kind: DocumentKind;
  document: ConfirmedDocument & { client_id: number };
  /** The caller is the document's owner (its author or an administrator): PDF, archive and delete. */
  owner: boolean;
  /** Not archived yet. */
  archivable: boolean;
  /** A draft (the only state a document may be deleted in). */
  deletable: boolean;
  /** Where focus goes after a dialog closed (the page). */
  returnFocus: RefObject<HTMLElement | null>;
  /** The kind's own actions first (status actions, confirmation). */
  children?: ReactNode;
}

/**
 * The actions of a document page, in one labelled group: the kind's own (status actions, order
 * confirmation) first, then "Wyślij PDF" (owner), the PDF's preview, download and print (anyone
 * who sees it, nothing sent), "Kopiuj" (anyone who sees it; the copy opens),
 * "Archiwizuj" (owner, not archived) and "Usuń" (owner, drafts; back to the list afterwards), each
 * lasting change after a Polish confirmation and carrying the version the page holds.
 */
export function DocumentToolbar({
  kind,
  document,
  owner,
  archivable,
  deletable,
  returnFocus,
  children,
}: DocumentToolbarProps) {
  const { navigate } = useSalesdesk();
  const actions = useDocumentActions(kind);
  const confirm = documentConfirmations(kind, actions);
  const { request, ask, close } = useConfirmRequest(returnFocus);
  const [sendingPdf, setSendingPdf] = useState(false);
  // The version the page holds when the action runs (this bar does not render for each line write).
  const version = useDocumentVersion(kind, document);
  const current = () => ({ ...document, version: version() });
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{m.kinds[kind].actions}</legend>
      {children}
      {owner ? (
        <>
          <Button size="md" onPress={() => setSendingPdf(true)}>
            {m.sendPdf.open}
          </Button>
          <SendPdfDialog kind={kind} document={document} isOpen={sendingPdf} onClose={() => setSendingPdf(false)} />
        </>
      ) : null}
      <DocumentPdfActions kind={kind} document={document} />
      <Button
        size="md"
        onPress={async () => {
          const copy = await actions.copy(current());
          if (copy !== null) navigate(pagePath(DOCUMENT_PAGE[kind], { symbol: copy }));
        }}
      >
        {m.menu.copy}
      </Button>
      {owner && archivable ? (
        <Button size="md" onPress={() => ask(confirm.archive(current()))}>
          {m.menu.archive}
        </Button>
      ) : null}
      {owner && deletable ? (
        <Button
          size="md"
          variant="danger"
          onPress={() => ask(confirm.delete(current()), () => navigate(pagePath(LIST_PAGE[kind], {})))}
        >
          {m.menu.delete}
        </Button>
      ) : null}
      <RequestedConfirmDialog request={request} onClose={close} />
    </fieldset>
  );
}
