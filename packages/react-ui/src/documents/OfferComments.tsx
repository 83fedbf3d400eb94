import { formatDateTime, type OfferDetail } from '@salesdesk/sdk';
import { memo, useState } from 'react';
import { Button } from '../controls/Button';
import { TextField } from '../controls/TextField';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { offerPageMessages as m } from '../messages/offer';
import { sameDocumentFields } from './documentSections';

/** The offer's comments, and a field to add one (anyone who sees the offer may). */
export const OfferComments = memo(
  function OfferComments({ offer }: { offer: OfferDetail }) {
    const add = useApiMutation('offerAddComment');
    const [text, setText] = useState('');
    const [problem, setProblem] = useState<string | null>(null);
    return (
      <section aria-labelledby="offer-comments" className="flex flex-col gap-2">
        <h2 id="offer-comments" className="text-lg font-semibold">
          {m.comments.title}
        </h2>
        {offer.comments.length === 0 ? <p className="text-sm text-text-muted">{m.comments.empty}</p> : null}
        <ul className="flex flex-col gap-2">
          {offer.comments.map((c) => (
            <li key={c.id} className="rounded-md border border-border bg-surface p-2 text-sm">
              <p className="text-xs text-text-muted">
                {c.author.fullname} · {formatDateTime(c.created_at)}
              </p>
              <p className="whitespace-pre-wrap">{c.text}</p>
            </li>
          ))}
        </ul>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!text.trim()) return;
            setProblem(null);
            try {
              await add.mutateAsync({ params: { id: offer.id }, body: { text: text.trim() } });
              setText('');
            } catch (error) {
              setProblem(errorMessage(error));
            }
          }}
        >
          <TextField label={m.comments.text} value={text} onChange={setText} className="min-w-64 flex-1" />
          <Button type="submit" isDisabled={add.isPending || !text.trim()}>
            {add.isPending ? m.comments.adding : m.comments.add}
          </Button>
          {problem ? (
            <p role="alert" className="basis-full text-sm text-danger">
              {problem}
            </p>
          ) : null}
        </form>
      </section>
    );
  },
  sameDocumentFields('offer', ['id', 'comments']),
);
