import { useEffect, useRef } from 'react';
import { toasts } from '../toast/toastStore';
import { Button } from './Button';

/** The words of a {@link SecretOnceNotice}: the caller's messages module says what the secret is. */
export interface SecretOnceTexts {
  readonly title: string;
  readonly hint: string;
  readonly label: string;
  readonly copy: string;
  readonly copied: string;
  readonly done: string;
}

/**
 * A secret the server shows once (an API token, a webhook's signing secret): focused when it
 * appears so a screen reader reads it, selected on focus, copyable, then dismissed.
 */
export function SecretOnceNotice({
  secret,
  texts,
  onDone,
}: {
  secret: string;
  texts: SecretOnceTexts;
  onDone(): void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  async function copy() {
    await navigator.clipboard?.writeText(secret);
    toasts.show({ type: 'success', title: texts.copied });
  }
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      className="flex flex-col gap-2 rounded-md border border-primary-600 bg-surface-raised p-3 outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      <p className="font-semibold">{texts.title}</p>
      <p className="text-sm">{texts.hint}</p>
      <label className="flex flex-col gap-1 text-sm">
        <span>{texts.label}</span>
        <input
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded border border-border bg-surface-sunken p-2 font-mono text-sm text-text"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button size="md" onPress={() => void copy()}>
          {texts.copy}
        </Button>
        <Button size="md" variant="primary" onPress={onDone}>
          {texts.done}
        </Button>
      </div>
    </div>
  );
}
