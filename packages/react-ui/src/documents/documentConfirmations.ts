import { type ApprovalLevel, type DocumentKind, offerMessages as sdkOfferMessages } from '@salesdesk/sdk';
import type { ConfirmRequest } from '../dialogs/RequestedConfirmDialog';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import type { DocumentActions, DocumentRef } from './useDocumentActions';

const menu = documentMessages.menu;

/**
 * What a confirmation names: the document, and when known its client, status and the level that
 * must accept it (a pending offer's archive says whose list it leaves).
 */
export type ConfirmedDocument = DocumentRef & {
  customer_fullname?: string;
  status?: string;
  required_approval_level?: ApprovalLevel;
};

/** "OF/1, OF/2, OF/3 i 4 innych": the numbers a bulk action touches, at most three named. */
function numberList(documents: readonly ConfirmedDocument[]): string {
  const named = documents.slice(0, 3).map((d) => d.number);
  const rest = documents.length - named.length;
  return rest > 0 ? `${named.join(', ')} ${fillMessage(menu.andMore, { count: rest })}` : named.join(', ');
}

/**
 * The questions asked before a document action that cannot be undone, each with its action; each
 * says what will happen to this document ("Oferta OF/… dla klienta … zniknie z bieżących list"),
 * never a generic "the status changes".
 */
export function documentConfirmations(kind: DocumentKind, actions: DocumentActions) {
  const t = documentMessages.kinds[kind];
  const facts = (d: ConfirmedDocument) => ({
    number: d.number,
    client: d.customer_fullname ?? '—',
    level: d.required_approval_level ? sdkOfferMessages.approvalLevelsGenitive[d.required_approval_level] : '',
  });
  return {
    archive: (document: ConfirmedDocument): ConfirmRequest => ({
      title: fillMessage(t.archiveTitle, { number: document.number }),
      body: fillMessage(
        // Only a kind with an approval has a waiting document to say so of.
        'archiveBodyPending' in t && document.status === 'pending_approval' ? t.archiveBodyPending : t.archiveBody,
        facts(document),
      ),
      confirmLabel: menu.confirmArchive,
      run: () => actions.archive(document),
    }),
    delete: (document: ConfirmedDocument): ConfirmRequest => ({
      title: fillMessage(t.deleteTitle, { number: document.number }),
      body: fillMessage(t.deleteBody, facts(document)),
      confirmLabel: menu.confirmDelete,
      destructive: true,
      run: () => actions.remove(document),
    }),
    archiveMany: (documents: readonly ConfirmedDocument[]): ConfirmRequest => ({
      title: fillMessage(t.archiveManyTitle, { count: documents.length }),
      body: fillMessage(t.archiveManyBody, { numbers: numberList(documents) }),
      confirmLabel: menu.confirmArchive,
      run: () => actions.archiveMany(documents),
    }),
  };
}
