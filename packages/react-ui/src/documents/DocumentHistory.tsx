import { type DocumentKind, formatDateTime } from '@salesdesk/sdk';
import { memo } from 'react';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';

const m = documentMessages.history;

/** The history read of each kind. */
const HISTORY = { offer: 'offerHistory', order: 'orderHistory' } as const;

/** What happened to the document, newest first: who, when (for whom, when a deputy acted), what. */
export const DocumentHistory = memo(function DocumentHistory({
  kind,
  documentId,
}: {
  kind: DocumentKind;
  documentId: number;
}) {
  const history = useApiQuery(HISTORY[kind], { params: { id: documentId }, query: { limit: 20 } });
  if (!history.data?.items.length) return null;
  return (
    <section aria-labelledby="document-history" className="flex flex-col gap-2">
      <h2 id="document-history" className="text-lg font-semibold">
        {m.title}
      </h2>
      <ol className="flex flex-col gap-1 text-sm">
        {history.data.items.map((h) => (
          <li key={`${h.created_at}|${h.event}|${h.description}`} className="border-t border-border py-1">
            <span className="text-text-muted">{formatDateTime(h.created_at)}</span> · {h.user.fullname}
            {h.on_behalf_of ? ` (${fillMessage(m.onBehalf, { name: h.on_behalf_of.fullname })})` : ''} · {h.description}
          </li>
        ))}
      </ol>
    </section>
  );
});
