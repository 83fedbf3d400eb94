import { defaultSessionStores, MAX_PAGE_LIMIT, type SessionStores } from '@salesdesk/sdk';
import { useApiMutation } from '../data/useApiMutation';
import { type ListController, useListController } from '../data/useListController';

/** Options of {@link useNotificationsList}. */
export interface NotificationsListOptions {
  /** `$unreadCount` follows every mark-read answer (the header's badge). */
  stores?: Pick<SessionStores, '$unreadCount'>;
}

/** The notifications list and its mark-read actions. */
export interface NotificationsList {
  list: ListController<'notificationList'>;
  markRead(ids: readonly number[]): Promise<void>;
  markAllRead(): Promise<void>;
  /** A mark-read call is running. */
  isMarking: boolean;
  markError: unknown;
}

/**
 * Logic of the notifications page (SPEC §2, §4): the user's notifications, newest first, in
 * pages kept in the URL; marking some or all read, whose unread count goes straight into
 * `$unreadCount`. A pushed notification refreshes the list through the live-socket binding.
 */
export function useNotificationsList({
  stores = defaultSessionStores,
}: NotificationsListOptions = {}): NotificationsList {
  const list = useListController({
    endpoint: 'notificationList',
    tableId: 'notifications',
    defaults: { sort: '-created_at' },
  });
  const onSuccess = ({ count }: { count: number }) => stores.$unreadCount.set(count);
  const readList = useApiMutation('notificationReadList', { onSuccess });
  const readAll = useApiMutation('notificationReadAll', { onSuccess });
  return {
    list,
    markRead: async (ids) => {
      // The call takes 200 ids at a time ("all matching" can be more).
      for (let at = 0; at < ids.length; at += MAX_PAGE_LIMIT) {
        await readList.mutateAsync({ body: { ids: ids.slice(at, at + MAX_PAGE_LIMIT) } });
      }
    },
    markAllRead: async () => {
      await readAll.mutateAsync({});
    },
    isMarking: readList.isPending || readAll.isPending,
    markError: readList.error ?? readAll.error,
  };
}
