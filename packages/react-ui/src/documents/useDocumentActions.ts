import type { DocumentKind } from '@salesdesk/sdk';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import { pagePath } from '../pages/pageRegistry';
import { toasts } from '../toast/toastStore';

/** What the actions need of a document: its id, number and the version the page or list showed. */
export interface DocumentRef {
  id: number;
  number: string;
  version: number;
}

/** Copy, archive and delete of one kind of document, from a list or its page. */
export interface DocumentActions {
  /** Copies the document (a new draft of the copier's); resolves with the copy's id, or null when refused (toast). */
  copy(document: DocumentRef): Promise<number | null>;
  archive(document: DocumentRef): Promise<void>;
  remove(document: DocumentRef): Promise<void>;
  /** Archives each document; resolves with the numbers that failed (and why), after one summary toast. */
  archiveMany(documents: readonly DocumentRef[], onProgress?: (done: number) => void): Promise<string[]>;
}

const WRITES = {
  offer: { copy: 'offerCopy', archive: 'offerArchive', remove: 'offerDelete', page: 'offer' },
  order: { copy: 'orderCopy', archive: 'orderArchive', remove: 'orderDelete', page: 'order' },
} as const;

/**
 * Copy, archive and delete of offers or orders, shared by the lists and the document pages. Each
 * write sends the version shown, so a document changed meanwhile by someone else is refused (409)
 * rather than overwritten; reads refresh through the writes' invalidations; each outcome is
 * announced by a toast (a copy's with a link to it).
 */
export function useDocumentActions(kind: DocumentKind): DocumentActions {
  const w = WRITES[kind];
  const t = documentMessages.kinds[kind];
  const copy = useApiMutation(w.copy);
  const archive = useApiMutation(w.archive);
  const remove = useApiMutation(w.remove);
  return {
    async copy(document) {
      let created: { id: number; number: string };
      try {
        created = await copy.mutateAsync({ params: { id: document.id } });
      } catch (error) {
        toasts.show({
          type: 'error',
          title: fillMessage(t.copyFailed, { number: document.number, message: errorMessage(error) }),
        });
        return null;
      }
      toasts.show({
        type: 'success',
        title: fillMessage(t.copied, { number: created.number }),
        action: { label: documentMessages.menu.open, href: pagePath(w.page, { symbol: created.id }) },
      });
      return created.id;
    },
    async archive(document) {
      await archive.mutateAsync({ params: { id: document.id }, body: { version: document.version } });
      toasts.show({ type: 'success', title: fillMessage(t.archived, { number: document.number }) });
    },
    async remove(document) {
      await remove.mutateAsync({ params: { id: document.id }, body: { version: document.version } });
      toasts.show({ type: 'success', title: fillMessage(t.deleted, { number: document.number }) });
    },
    async archiveMany(documents, onProgress) {
      const failed: string[] = [];
      for (const [i, document] of documents.entries()) {
        try {
          await archive.mutateAsync({ params: { id: document.id }, body: { version: document.version } });
        } catch (error) {
          failed.push(`${document.number} (${errorMessage(error)})`);
        }
        onProgress?.(i + 1);
      }
      const done = documents.length - failed.length;
      if (done > 0) toasts.show({ type: 'success', title: fillMessage(t.archivedMany, { count: done }) });
      if (failed.length > 0)
        toasts.show({ type: 'error', title: fillMessage(t.failedSome, { numbers: failed.join(', ') }) });
      return failed;
    },
  };
}
