import { useStore } from '@nanostores/react';
import { defaultSessionStores, type SessionStores } from '@salesdesk/sdk';
import { useEffect } from 'react';
import { fillMessage } from '../messages';
import { notificationMessages } from '../messages/notifications';

/** Props of {@link UnreadBadge}. */
export interface UnreadBadgeProps {
  /** Where `$unreadCount` comes from (default: the page's stores, updated live by the socket). */
  stores?: Pick<SessionStores, '$unreadCount'>;
  /** Link to the notifications page. */
  href?: string;
  /**
   * Loads the count once on mount (`notificationUnreadCounter`), since the socket only pushes
   * changes; the result goes into `$unreadCount`.
   */
  loadCount?: () => Promise<number>;
  /** Called on click instead of following `href` (the router's navigation). */
  onNavigate?: (href: string) => void;
  className?: string;
}

/**
 * The header's unread-notification count: a bell link with the number from `$unreadCount`,
 * hidden number at 0. The socket's `notification.count` pushes keep it live.
 */
export function UnreadBadge({
  stores = defaultSessionStores,
  href = '/pl/dashboard/notifications',
  loadCount,
  onNavigate,
  className,
}: UnreadBadgeProps) {
  const count = useStore(stores.$unreadCount);
  useEffect(() => {
    if (!loadCount) return;
    let alive = true;
    loadCount().then(
      (n) => {
        if (alive) stores.$unreadCount.set(n);
      },
      // The socket brings the count anyway; a failed first load only leaves the old value.
      () => {},
    );
    return () => {
      alive = false;
    };
  }, [loadCount, stores]);
  const label = fillMessage(notificationMessages.badge, { count });
  return (
    <a
      href={href}
      aria-label={label}
      title={label}
      data-testid="unread-badge"
      data-count={count}
      className={
        className ??
        'relative inline-flex h-10 w-10 items-center justify-center rounded-full outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus'
      }
      onClick={(event) => {
        if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {count > 0 && (
        <span
          data-testid="unread-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-danger-strong px-1 text-center text-xs leading-5 font-semibold text-on-primary"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}
