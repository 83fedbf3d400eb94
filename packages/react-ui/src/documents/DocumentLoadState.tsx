import type { DocumentKind, SalesdeskError } from '@salesdesk/sdk';
import { errorMessage } from '../data/errorMessage';
import { documentMessages } from '../messages/document';

/**
 * What a page shows while its document is not there: the server's reason it cannot be read (not
 * found, not yours), or that it is loading. Null once the document is in.
 */
export function DocumentLoadState({
  kind,
  query,
}: {
  kind: DocumentKind;
  query: { data?: unknown; error: SalesdeskError | null };
}) {
  const m = documentMessages.kinds[kind];
  if (query.error) {
    return (
      <div role="alert" className="flex flex-col gap-1">
        <p className="font-medium text-danger">{m.loadError}</p>
        <p className="text-sm text-text-muted">{errorMessage(query.error)}</p>
      </div>
    );
  }
  if (!query.data) {
    return (
      <p role="status" className="text-text-muted">
        {m.loading}
      </p>
    );
  }
  return null;
}
