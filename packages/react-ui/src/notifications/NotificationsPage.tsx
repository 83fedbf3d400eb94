import { defaultSessionStores, type Notification, type SessionStores } from '@salesdesk/sdk';
import { Button } from 'react-aria-components';
import { useSalesdesk } from '../context/SalesdeskProvider';
import { fillMessage, uiMessages } from '../messages';
import { useNotificationsList } from './useNotificationsList';

/** Props of {@link NotificationsPage}. */
export interface NotificationsPageProps {
  /** Page size (default 5, SPEC §9). */
  limit?: number;
  stores?: Pick<SessionStores, '$unreadCount' | '$lastNotification'>;
}

const m = uiMessages.notifications;
const buttonClass =
  'rounded-md border border-primary-700 px-3 py-2 text-sm font-medium text-primary-800 data-[hovered]:bg-primary-50 data-[disabled]:opacity-40 dark:text-primary-200';

/** The heading and the sentence a notification is shown with, from its type and metadata. */
export function describeNotification(notification: Pick<Notification, 'type' | 'metadata'>): {
  title: string;
  text: string;
} {
  const meta = Object.fromEntries(notification.metadata.map((entry) => [entry.key, entry.value]));
  const title = m.types[notification.type] ?? m.otherType;
  if (notification.type === 'offer_add_product_group') {
    return {
      title,
      text: fillMessage(uiMessages.toast.productGroupDescription, {
        group_name: meta.group_name ?? '',
        number: meta.number ?? '',
      }),
    };
  }
  return { title, text: meta.number ? fillMessage(m.document, { number: meta.number }) : '' };
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('pl-PL');
}

/**
 * The notifications page (SPEC §2 `/pl/dashboard/notifications`): the user's notifications,
 * newest first, in pages; unread ones can be marked read one by one, by selection, or all at
 * once. The header's unread badge follows every change.
 */
export function NotificationsPage({ limit, stores = defaultSessionStores }: NotificationsPageProps) {
  const { client } = useSalesdesk();
  const list = useNotificationsList({ client, stores, ...(limit ? { limit } : {}) });
  const unread = list.items.filter((n) => !n.read);
  const allChecked = unread.length > 0 && unread.every((n) => list.selected.has(n.id));
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-4 p-4" aria-busy={list.loading}>
      <h1 className="text-2xl font-semibold">{m.title}</h1>
      <div className="flex flex-wrap items-center gap-2">
        <label className="mr-auto flex items-center gap-2 text-sm">
          <input type="checkbox" checked={allChecked} disabled={unread.length === 0} onChange={list.toggleAll} />
          {m.selectAll}
        </label>
        <Button
          className={buttonClass}
          isDisabled={list.selected.size === 0}
          onPress={() => void list.markSelectedRead()}
        >
          {m.markSelectedRead}
        </Button>
        <Button className={buttonClass} isDisabled={list.total === 0} onPress={() => void list.markAllRead()}>
          {m.markAllRead}
        </Button>
      </div>
      {list.error ? (
        <p role="alert" className="rounded-md bg-error-50 p-3 text-error-700">
          {m.loadError}
        </p>
      ) : null}
      {list.loading && list.items.length === 0 ? <p>{m.loading}</p> : null}
      {!list.loading && list.total === 0 && !list.error ? <p>{m.empty}</p> : null}
      <ul className="flex flex-col divide-y divide-black/10 rounded-md border border-black/10 dark:divide-white/10 dark:border-white/10">
        {list.items.map((notification) => {
          const { title, text } = describeNotification(notification);
          return (
            <li
              key={notification.id}
              data-testid="notification"
              data-read={notification.read ? '' : undefined}
              className="flex items-start gap-3 p-3 data-[read]:opacity-70"
            >
              <input
                type="checkbox"
                aria-label={`${m.select}: ${title}`}
                className="mt-1"
                disabled={notification.read}
                checked={list.selected.has(notification.id)}
                onChange={() => list.toggle(notification.id)}
              />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className={notification.read ? '' : 'font-semibold'}>{title}</span>
                {text ? <span className="text-sm">{text}</span> : null}
                <span className="text-xs opacity-70">
                  {formatDate(notification.created_at)} · {notification.read ? m.read : m.unread}
                </span>
              </div>
              {notification.read ? null : (
                <Button className={buttonClass} onPress={() => void list.markRead([notification.id])}>
                  {m.markRead}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <nav className="flex items-center justify-center gap-3" aria-label={m.title}>
        <Button className={buttonClass} isDisabled={list.page <= 1} onPress={() => list.setPage(list.page - 1)}>
          {m.previous}
        </Button>
        <span className="text-sm">{fillMessage(m.page, { page: list.page, pages: list.pages })}</span>
        <Button
          className={buttonClass}
          isDisabled={list.page >= list.pages}
          onPress={() => list.setPage(list.page + 1)}
        >
          {m.next}
        </Button>
      </nav>
    </section>
  );
}
