import type { DocumentKind } from '@salesdesk/sdk';
import type { ConfirmRequest } from '../dialogs/RequestedConfirmDialog';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import type { DocumentActions, DocumentRef } from './useDocumentActions';

const menu = documentMessages.menu;

/** The questions asked before a document action that cannot be undone, each with its action. */
export function documentConfirmations(kind: DocumentKind, actions: DocumentActions) {
  const t = documentMessages.kinds[kind];
  return {
    archive: (document: DocumentRef): ConfirmRequest => ({
      title: fillMessage(t.archiveTitle, { number: document.number }),
      body: t.archiveBody,
      confirmLabel: menu.confirmArchive,
      run: () => actions.archive(document),
    }),
    delete: (document: DocumentRef): ConfirmRequest => ({
      title: fillMessage(t.deleteTitle, { number: document.number }),
      body: t.deleteBody,
      confirmLabel: menu.confirmDelete,
      destructive: true,
      run: () => actions.remove(document),
    }),
    archiveMany: (documents: readonly DocumentRef[]): ConfirmRequest => ({
      title: fillMessage(t.archiveManyTitle, { count: documents.length }),
      body: t.archiveManyBody,
      confirmLabel: menu.confirmArchive,
      run: () => actions.archiveMany(documents),
    }),
  };
}
