import type { SynonymGroup } from '@salesdesk/sdk';
import { ApiError, formatDateTime } from '@salesdesk/sdk';
import { useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../controls/Button';
import { TextField } from '../controls/TextField';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { useApiQuery } from '../data/useApiQuery';
import { RequestedConfirmDialog } from '../dialogs/RequestedConfirmDialog';
import { useConfirmRequest } from '../dialogs/useConfirmRequest';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { ManagedListHeader, ManagedListRegion } from '../layout/ManagedList';
import { fillMessage } from '../messages';
import { synonymPageMessages as m } from '../messages/synonyms';
import type { PageProps } from '../pages/pageRegistry';
import { LearnedMatches } from './LearnedMatches';

/** The words typed in one field, split at commas, semicolons and line breaks. */
export function wordsOfText(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((w) => w.trim())
    .filter(Boolean);
}

/** The server's field errors of a group's words (the list's and each word's), as one sentence. */
function wordsProblem(error: unknown): { field?: string; form?: string } {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
    const all = Object.entries(error.fieldErrors)
      .filter(([field]) => field === 'words' || field.startsWith('words.'))
      .flatMap(([, list]) => list);
    if (all.length) return { field: [...new Set(all)].join(' ') };
  }
  return { form: errorMessage(error) };
}

/** The words of a group in one field: a new group's, or a group being changed. */
function WordsForm({
  initial,
  label,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  initial: string;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  onSubmit(words: string[]): Promise<void>;
  onCancel?(): void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<{ field?: string; form?: string }>({});
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Form
      aria-label={label}
      validationBehavior="aria"
      className="flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        setProblem({});
        try {
          await onSubmit(wordsOfText(text));
          setText(initial);
        } catch (error) {
          setProblem(wordsProblem(error));
          input.current?.focus();
        } finally {
          setPending(false);
        }
      }}
    >
      <div className="flex flex-wrap items-start gap-2">
        <TextField
          label={label}
          description={m.wordsHint}
          value={text}
          onChange={setText}
          errorMessage={problem.field}
          inputRef={input}
          isRequired
          autoFocus={autoFocus}
          className="min-w-64 flex-1"
        />
        <div className="flex gap-2 sm:pt-6">
          <Button type="submit" variant="primary" isDisabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
          {onCancel ? <Button onPress={onCancel}>{m.cancel}</Button> : null}
        </div>
      </div>
      <FormErrorAlert message={problem.form ?? null} />
    </Form>
  );
}

/** One group as a row: its words, when it changed, change (in place) and delete. */
function GroupRow({
  group,
  ask,
  onDone,
}: {
  group: SynonymGroup;
  ask: ReturnType<typeof useConfirmRequest>['ask'];
  onDone(text: string): void;
}) {
  const update = useApiMutation('synonymUpdate');
  const remove = useApiMutation('synonymDelete');
  const [editing, setEditing] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  // After a change or a cancel, focus goes back to the row's "Zmień".
  const focusEdit = () => requestAnimationFrame(() => row.current?.querySelector<HTMLElement>('[data-edit]')?.focus());
  const words = group.words.join(', ');
  if (editing)
    return (
      <li ref={row} className="rounded-md border border-border bg-surface p-3">
        <WordsForm
          initial={words}
          label={fillMessage(m.wordsOf, { words })}
          submitLabel={m.save}
          pendingLabel={m.saving}
          autoFocus
          onSubmit={async (next) => {
            const saved = await update.mutateAsync({ params: { id: group.id }, body: { words: next } });
            setEditing(false);
            onDone(fillMessage(m.saved, { words: saved.words.join(', ') }));
            focusEdit();
          }}
          onCancel={() => {
            setEditing(false);
            focusEdit();
          }}
        />
      </li>
    );
  return (
    <li
      ref={row}
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-surface px-3 py-2"
    >
      <div className="flex min-w-0 flex-wrap items-center gap-1.5">
        {group.words.map((word) => (
          <span key={word} className="rounded-full border border-border-strong px-2 py-0.5 text-sm">
            {word}
          </span>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <span className="hidden text-xs text-text-muted sm:inline">{formatDateTime(group.updated_at)}</span>
        <Button data-edit size="md" aria-label={fillMessage(m.editLabel, { words })} onPress={() => setEditing(true)}>
          {m.edit}
        </Button>
        <Button
          size="md"
          variant="danger"
          aria-label={fillMessage(m.removeLabel, { words })}
          onPress={() =>
            ask({
              title: fillMessage(m.removeTitle, { words }),
              body: m.removeBody,
              confirmLabel: m.remove,
              destructive: true,
              run: async () => {
                await remove.mutateAsync({ params: { id: group.id } });
                onDone(fillMessage(m.removed, { words }));
              },
            })
          }
        >
          {m.remove}
        </Button>
      </div>
    </li>
  );
}

/**
 * Synonimy branżowe (`/pl/dashboard/synonyms`, administrators): the trade's synonym dictionary
 * the product search and the paste matcher read — add a group, change its words in place, delete
 * it — and the matches the paste dialog learned, to forget a wrong one. docs/offers.md.
 */
export function SynonymsPage(_: Partial<PageProps>) {
  const list = useApiQuery('synonymList', {});
  const create = useApiMutation('synonymCreate');
  const [note, setNote] = useState('');
  const region = useRef<HTMLDivElement>(null);
  const { request, ask, close } = useConfirmRequest(region);
  return (
    <div className="flex flex-col gap-4">
      <ManagedListHeader title={m.title} intro={m.intro} />
      <section aria-label={m.create} className="rounded-lg border border-border bg-surface p-4">
        <WordsForm
          initial=""
          label={m.words}
          submitLabel={m.create}
          pendingLabel={m.creating}
          onSubmit={async (words) => {
            const created = await create.mutateAsync({ body: { words } });
            setNote(fillMessage(m.created, { words: created.words.join(', ') }));
          }}
        />
      </section>
      <p role="status" className="text-sm">
        {note}
      </p>
      <ManagedListRegion query={list} loadError={m.loadError} empty={m.empty} regionRef={region}>
        {(items) => (
          <>
            <h2 className="mb-2 text-lg font-semibold">{fillMessage(m.count, { count: items.length })}</h2>
            <ul aria-label={m.listLabel} className="flex flex-col gap-2">
              {items.map((group) => (
                <GroupRow key={group.id} group={group} ask={ask} onDone={setNote} />
              ))}
            </ul>
          </>
        )}
      </ManagedListRegion>
      <LearnedMatches />
      <RequestedConfirmDialog request={request} onClose={close} />
    </div>
  );
}
