import type { Notification, SessionStores } from '@salesdesk/sdk';
import { Button } from '../controls/Button';
import { errorMessage } from '../data/errorMessage';
import { fillMessage } from '../messages';
import { notificationMessages } from '../messages/notifications';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { BulkActionsBar } from '../table/BulkActionsBar';
import { DataTable } from '../table/DataTable';
import { FilterSelect } from '../table/FilterSelect';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { useBulkSelection } from '../table/useBulkSelection';
import { notificationColumns } from './notificationColumns';
import { useNotificationsList } from './useNotificationsList';

/** Props of {@link NotificationsPage}. */
export interface NotificationsPageProps extends Partial<PageProps> {
  /** Stores whose `$unreadCount` follows the mark-read answers (default: the sdk's). */
  stores?: Pick<SessionStores, '$unreadCount'>;
}

const m = notificationMessages;

const rowKey = (n: Notification) => n.id;

/** A notification about an offer opens the offer. */
function notificationHref(notification: Notification): string | undefined {
  const offerId = notification.metadata.find((entry) => entry.key === 'offer_id')?.value;
  return offerId && /^[1-9][0-9]*$/.test(offerId) ? pagePath('offer', { symbol: offerId }) : undefined;
}

/**
 * The notifications page (SPEC §2 `/pl/dashboard/notifications`): the user's notifications,
 * newest first, paged, filtered by read state; unread ones are marked read one by one, by
 * selection (also every matching one), or all at once. The header's unread badge follows.
 */
export function NotificationsPage({ stores }: NotificationsPageProps) {
  const notifications = useNotificationsList(stores ? { stores } : {});
  const { list } = notifications;
  const selection = useBulkSelection(list, rowKey);
  return (
    <section className="flex flex-col gap-2">
      <header className="flex flex-wrap items-center gap-3 pb-2">
        <h1 className="mr-auto text-2xl font-semibold">{m.title}</h1>
        <Button
          size="md"
          isDisabled={list.total === 0 || notifications.isMarking}
          onPress={() => void notifications.markAllRead()}
        >
          {m.markAllRead}
        </Button>
      </header>
      <ListBase list={list} columns={notificationColumns} selection={selection}>
        <ListToolbar
          searchLabel={m.search}
          filters={
            <FilterSelect
              name="read"
              label={m.filterRead}
              options={[
                { value: '', label: m.filterAll },
                { value: 'false', label: m.unread },
                { value: 'true', label: m.read },
              ]}
            />
          }
        />
        {notifications.markError ? (
          <p role="alert" className="rounded-md bg-danger-subtle p-2 text-sm text-danger">
            {fillMessage(m.markError, { message: errorMessage(notifications.markError) })}
          </p>
        ) : null}
        <BulkActionsBar>
          <Button
            size="md"
            isDisabled={notifications.isMarking}
            onPress={async () => {
              const rows = await selection.resolve();
              await notifications.markRead(rows.filter((n) => !n.read).map((n) => n.id));
              selection.clear();
            }}
          >
            {notifications.isMarking ? m.marking : m.markSelectedRead}
          </Button>
        </BulkActionsBar>
        <DataTable<'notificationList'>
          label={m.title}
          emptyMessage={m.empty}
          rowHref={notificationHref}
          rowActions={(n) =>
            n.read ? null : (
              <Button
                size="md"
                aria-label={`${m.markRead}: ${notificationColumns[0]?.cell(n) as string}`}
                onPress={() => void notifications.markRead([n.id])}
              >
                {m.markRead}
              </Button>
            )
          }
        />
        <Pagination />
      </ListBase>
    </section>
  );
}
