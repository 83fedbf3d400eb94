import { ApiError, type SalesdeskError } from '@salesdesk/sdk';
import type { ReactNode } from 'react';
import { AppLink } from '../context/AppLink';
import { Button } from '../controls/Button';
import { errorMessage } from '../data/errorMessage';

/** One fact of a record's page: a label over its value (inside a {@link FactList}). */
export function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-full' : undefined}>
      <dt className="text-xs text-text-muted">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** A card of facts with a heading (the client's data, an invoice's dates). */
export function FactList({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-surface p-4">
      <h2 id={id} className="mb-3 font-semibold">
        {title}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** Texts of {@link DetailLoadState}. */
export interface DetailLoadMessages {
  loading: string;
  loadError: string;
  notFound: string;
  retry: string;
  back: string;
}

/**
 * What a record's page shows until its record is in: loading, or why it cannot be read — a
 * record that does not exist says so with the way back to its list; other failures offer a retry.
 */
export function DetailLoadState({
  error,
  messages,
  backHref,
  onRetry,
}: {
  error: SalesdeskError | null;
  messages: DetailLoadMessages;
  backHref: string;
  onRetry(): void;
}) {
  if (!error) {
    return (
      <p role="status" className="text-text-muted">
        {messages.loading}
      </p>
    );
  }
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="font-medium text-danger">{missing ? messages.notFound : messages.loadError}</p>
      {missing ? null : <p className="text-sm text-text-muted">{errorMessage(error)}</p>}
      <div className="flex flex-wrap gap-2">
        {missing ? null : <Button onPress={onRetry}>{messages.retry}</Button>}
        <AppLink
          href={backHref}
          className="rounded-sm underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          {messages.back}
        </AppLink>
      </div>
    </div>
  );
}
