import { lazy } from 'react';

// The shell's pieces that only a logged-in user sees, loaded when first shown, so the login
// page's first load carries neither them nor the controls they use (select, popover, modal).

/** {@link DashboardLayout}, loaded on first use (render it inside `<Suspense>`). */
export const LazyDashboardLayout = lazy(() =>
  import('../layout/DashboardLayout').then((m) => ({ default: m.DashboardLayout })),
);

/** {@link EmptyLayout}, loaded on first use. */
export const LazyEmptyLayout = lazy(() => import('../layout/EmptyLayout').then((m) => ({ default: m.EmptyLayout })));

/** {@link SessionWarningModal}, loaded on first use. */
export const LazySessionWarningModal = lazy(() =>
  import('../session/SessionWarningModal').then((m) => ({ default: m.SessionWarningModal })),
);

/** {@link UnreadBadge}, loaded on first use. */
export const LazyUnreadBadge = lazy(() =>
  import('../notifications/UnreadBadge').then((m) => ({ default: m.UnreadBadge })),
);
