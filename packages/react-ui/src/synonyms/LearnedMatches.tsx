import { formatNumber } from '@salesdesk/sdk';
import { useRef, useState } from 'react';
import { Button } from '../controls/Button';
import { SearchField } from '../controls/SearchField';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { useApiQuery } from '../data/useApiQuery';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { fillMessage } from '../messages';
import { synonymPageMessages as m } from '../messages/synonyms';

/**
 * The matches the paste dialog learned, latest first, with a search and "Zapomnij" on each (focus
 * then goes to the search: the row is gone).
 */
export function LearnedMatches() {
  const [search, setSearch] = useState('');
  const list = useApiQuery('learnedMatchList', { query: { limit: 50, ...(search.trim() ? { search } : {}) } });
  const forget = useApiMutation('learnedMatchDelete');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  return (
    <section ref={section} aria-labelledby="learned-title" className="flex flex-col gap-3">
      <h2 id="learned-title" className="text-lg font-semibold">
        {m.learnedTitle}
      </h2>
      <p className="max-w-3xl text-sm text-text-muted">{m.learnedIntro}</p>
      <SearchField label={m.learnedSearch} value={search} onChange={setSearch} className="max-w-md" />
      <p role="status" className="text-sm">
        {note}
      </p>
      <FormErrorAlert message={problem} />
      {!list.data ? (
        <p aria-busy="true" className="text-sm text-text-muted">
          …
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-text-muted">{m.learnedEmpty}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-border">
          <table aria-label={m.learnedLabel} className="w-full border-collapse text-sm">
            <thead className="bg-surface-raised text-left text-xs text-text-muted">
              <tr>
                <th scope="col" className="px-2 py-1 font-medium">
                  {m.colText}
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  {m.colProduct}
                </th>
                <th scope="col" className="hidden px-2 py-1 font-medium md:table-cell">
                  {m.colClient}
                </th>
                <th scope="col" className="hidden px-2 py-1 text-right font-medium md:table-cell">
                  {m.colUses}
                </th>
                <th scope="col" className="hidden px-2 py-1 font-medium lg:table-cell">
                  {m.colLearnedBy}
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  <span className="sr-only">{m.colActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((l) => (
                <tr key={l.id} className="border-t border-border align-top">
                  <td className="px-2 py-2 break-words">{l.text}</td>
                  <td className="px-2 py-2">
                    <span className="block">{l.product.index_name}</span>
                    <span className="text-xs text-text-muted">{l.product.symbol}</span>
                  </td>
                  <td className="hidden px-2 py-2 md:table-cell">{l.client?.name ?? m.anyClient}</td>
                  <td className="hidden px-2 py-2 text-right tabular-nums md:table-cell">{formatNumber(l.uses)}</td>
                  <td className="hidden px-2 py-2 lg:table-cell">{l.learned_by}</td>
                  <td className="px-2 py-2 text-right">
                    <Button
                      size="md"
                      aria-label={fillMessage(m.forgetLabel, { text: l.text })}
                      onPress={async () => {
                        setProblem(null);
                        try {
                          await forget.mutateAsync({ params: { id: l.id } });
                          setNote(fillMessage(m.forgotten, { text: l.text }));
                          section.current?.querySelector<HTMLElement>('input')?.focus();
                        } catch (error) {
                          setProblem(errorMessage(error));
                        }
                      }}
                    >
                      {m.forget}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
