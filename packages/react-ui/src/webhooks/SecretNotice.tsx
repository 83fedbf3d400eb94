import { SecretOnceNotice } from '../controls/SecretOnceNotice';
import { fillMessage } from '../messages';
import { webhookPageMessages as m } from '../messages/webhooks';

/** A signing secret just made (a new endpoint or a rotation): shown once, focused, copyable. */
export function SecretNotice({ url, secret, onDone }: { url: string; secret: string; onDone(): void }) {
  const texts = {
    title: fillMessage(m.secretTitle, { url }),
    hint: m.secretHint,
    label: m.secretLabel,
    copy: m.copy,
    copied: m.copied,
    done: m.done,
  };
  return <SecretOnceNotice secret={secret} texts={texts} onDone={onDone} />;
}
