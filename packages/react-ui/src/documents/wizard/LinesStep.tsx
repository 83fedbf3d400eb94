import { DOCUMENT_KINDS, type DocumentKind } from '@salesdesk/sdk';
import { AppLink } from '../../context/AppLink';
import { buttonClass } from '../../controls/Button';
import { useApiQuery } from '../../data/useApiQuery';
import { fillMessage } from '../../messages';
import { DocumentLineEditor } from '../DocumentLineEditor';
import { DocumentLoadState } from '../DocumentLoadState';

/**
 * Step 2 of a wizard: the document's line editor (the add-line field focused, scanner first),
 * under one line saying for whom it is, and the link that finishes on the document's page.
 */
export function LinesStep({
  kind,
  documentId,
  summary,
  finish,
}: {
  kind: DocumentKind;
  documentId: number;
  /** The sentence over the editor, with `{number}`, `{client}` and `{receiver}`. */
  summary: string;
  finish: { href: string; label: string };
}) {
  const document = useApiQuery(DOCUMENT_KINDS[kind].detail, { params: { id: documentId } });
  if (!document.data) return <DocumentLoadState kind={kind} query={document} />;
  const d = document.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        {fillMessage(summary, { number: d.number, client: d.customer_fullname, receiver: d.receiver_fullname })}
      </p>
      <DocumentLineEditor kind={kind} document={d} />
      <div className="flex flex-wrap justify-end gap-2">
        <AppLink href={finish.href} className={buttonClass('primary')}>
          {finish.label}
        </AppLink>
      </div>
    </div>
  );
}
