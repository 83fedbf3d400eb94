import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { clientMessages } from '../messages/clients';

const m = clientMessages.card;
const linkClass =
  'inline-flex min-h-8 items-center rounded-sm underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-focus';

/** A phone number as a `tel:` target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The client's contact people (SPEC §3: name, phone, mail, annotation): each a card with the
 * phone as a `tel:` link (a tap calls from a phone, a softphone on a desk) and the mail as a
 * `mailto:` link, the annotation beneath.
 */
export function ClientContacts({ clientId }: { clientId: number }) {
  const contacts = useApiQuery('clientContacts', { params: { id: clientId }, query: { limit: 50 } });
  return (
    <section aria-labelledby="client-contacts" className="rounded-lg border border-border bg-surface p-4">
      <h2 id="client-contacts" className="mb-3 font-semibold">
        {m.contacts}
      </h2>
      {contacts.error ? (
        <p role="alert" className="text-sm text-danger">
          {m.contactsError}
        </p>
      ) : !contacts.data ? (
        <p role="status" className="text-sm text-text-muted">
          …
        </p>
      ) : contacts.data.items.length === 0 ? (
        <p className="text-sm text-text-muted">{m.contactsEmpty}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-1">
          {contacts.data.items.map((c) => (
            <li key={c.id} className="flex flex-col gap-0.5 rounded-md bg-surface-sunken p-3 text-sm">
              <span className="font-medium">{c.name}</span>
              {c.phone ? (
                <a
                  href={telHref(c.phone)}
                  aria-label={fillMessage(m.call, { name: c.name, phone: c.phone })}
                  className={`${linkClass} tabular-nums`}
                >
                  {c.phone}
                </a>
              ) : null}
              {c.mail ? (
                <a
                  href={`mailto:${c.mail}`}
                  aria-label={fillMessage(m.write, { name: c.name, mail: c.mail })}
                  className={`${linkClass} break-all`}
                >
                  {c.mail}
                </a>
              ) : null}
              {c.annotation ? <span className="text-text-muted">{c.annotation}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
