import { useEffect, useRef } from 'react';
import { Button } from '../controls/Button';
import { fillMessage } from '../messages';
import { webhookPageMessages as m } from '../messages/webhooks';
import { toasts } from '../toast/toastStore';

/** A signing secret just made (a new endpoint or a rotation): shown once, focused, copyable. */
export function SecretNotice({ url, secret, onDone }: { url: string; secret: string; onDone(): void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  async function copy() {
    await navigator.clipboard?.writeText(secret);
    toasts.show({ type: 'success', title: m.copied });
  }
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      className="flex flex-col gap-2 rounded-md border border-primary-600 bg-surface-raised p-3 outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      <p className="font-semibold">{fillMessage(m.secretTitle, { url })}</p>
      <p className="text-sm">{m.secretHint}</p>
      <label className="flex flex-col gap-1 text-sm">
        <span>{m.secretLabel}</span>
        <input
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded border border-border bg-surface-sunken p-2 font-mono text-sm text-text"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button size="md" onPress={() => void copy()}>
          {m.copy}
        </Button>
        <Button size="md" variant="primary" onPress={onDone}>
          {m.done}
        </Button>
      </div>
    </div>
  );
}
