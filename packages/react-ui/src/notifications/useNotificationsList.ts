import {
  type ApiClient,
  DEFAULT_PAGE_LIMIT,
  defaultSessionStores,
  type Notification,
  type SessionStores,
} from '@salesdesk/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Options of {@link useNotificationsList}. */
export interface NotificationsListOptions {
  client: ApiClient;
  /** Page size (default 5, SPEC §9). */
  limit?: number;
  /** `$unreadCount` is set from every mark-read answer; `$lastNotification` reloads the page. */
  stores?: Pick<SessionStores, '$unreadCount' | '$lastNotification'>;
}

/** State and actions of the notifications page. */
export interface NotificationsList {
  items: readonly Notification[];
  total: number;
  page: number;
  pages: number;
  loading: boolean;
  error: unknown;
  /** Ids checked for "mark selected read". */
  selected: ReadonlySet<number>;
  setPage(page: number): void;
  toggle(id: number): void;
  /** Checks every unread notification of the page, or unchecks them all when they all are. */
  toggleAll(): void;
  markRead(ids: readonly number[]): Promise<void>;
  markSelectedRead(): Promise<void>;
  markAllRead(): Promise<void>;
  reload(): void;
}

/**
 * Logic of the notifications page (SPEC §2, §4): one page of `notificationList`, newest first;
 * marking one, several or all read through `notificationReadList` / `notificationReadAll`,
 * whose unread count goes straight into `$unreadCount` (the header's badge). A pushed
 * notification reloads the page, so new ones show up without a refresh.
 */
export function useNotificationsList({
  client,
  limit = DEFAULT_PAGE_LIMIT,
  stores = defaultSessionStores,
}: NotificationsListOptions): NotificationsList {
  const [page, setPageState] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [data, setData] = useState<{ items: readonly Notification[]; total: number }>({ items: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const request = useRef(0);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` is the reload trigger.
  useEffect(() => {
    const id = ++request.current;
    setLoading(true);
    client.call('notificationList', { query: { page, limit, sort: '-created_at' } }).then(
      (result) => {
        if (id !== request.current) return;
        // A page emptied by marking or by deletion elsewhere: step back to the last page.
        const last = Math.max(1, Math.ceil(result.total / limit));
        if (page > last) {
          setPageState(last);
          return;
        }
        setData({ items: result.items, total: result.total });
        setError(null);
        setLoading(false);
      },
      (cause: unknown) => {
        if (id !== request.current) return;
        setError(cause);
        setLoading(false);
      },
    );
  }, [client, page, limit, reloads]);

  useEffect(() => stores.$lastNotification.listen(() => reload()), [stores, reload]);

  const afterMark = useCallback(
    (count: number) => {
      stores.$unreadCount.set(count);
      setSelected(new Set());
      reload();
    },
    [stores, reload],
  );

  const markRead = useCallback(
    async (ids: readonly number[]) => {
      if (ids.length === 0) return;
      try {
        const { count } = await client.call('notificationReadList', { body: { ids: [...ids] } });
        afterMark(count);
      } catch (cause) {
        setError(cause);
      }
    },
    [client, afterMark],
  );

  const markAllRead = useCallback(async () => {
    try {
      const { count } = await client.call('notificationReadAll');
      afterMark(count);
    } catch (cause) {
      setError(cause);
    }
  }, [client, afterMark]);

  const unreadIds = data.items.filter((n) => !n.read).map((n) => n.id);
  return {
    items: data.items,
    total: data.total,
    page,
    pages: Math.max(1, Math.ceil(data.total / limit)),
    loading,
    error,
    selected,
    setPage: (next) => {
      setSelected(new Set());
      setPageState(Math.max(1, next));
    },
    toggle: (id) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: () =>
      setSelected((current) =>
        unreadIds.length > 0 && unreadIds.every((id) => current.has(id)) ? new Set() : new Set(unreadIds),
      ),
    markRead,
    markSelectedRead: () => markRead([...selected]),
    markAllRead,
    reload,
  };
}
