import { lazy } from 'react';

// The shell's pieces that only a logged-in user sees, loaded when first shown, so the login
// page's first load carries neither them nor the controls they use (select, popover, modal).

/** zod's Polish messages come with the logged-in layouts: every page behind login parses in Polish. */
const polishZod = () => import('../form/zodPolish').then((m) => m.polishZod());

/** {@link DashboardLayout}, loaded on first use (render it inside `<Suspense>`). */
export const LazyDashboardLayout = lazy(() =>
  Promise.all([import('../layout/DashboardLayout'), polishZod()]).then(([m]) => ({ default: m.DashboardLayout })),
);

/** {@link EmptyLayout}, loaded on first use. */
export const LazyEmptyLayout = lazy(() =>
  Promise.all([import('../layout/EmptyLayout'), polishZod()]).then(([m]) => ({ default: m.EmptyLayout })),
);

/** {@link SessionWarningModal}, loaded on first use. */
export const LazySessionWarningModal = lazy(() =>
  import('../session/SessionWarningModal').then((m) => ({ default: m.SessionWarningModal })),
);

/** {@link UnreadBadge}, loaded on first use. */
export const LazyUnreadBadge = lazy(() =>
  import('../notifications/UnreadBadge').then((m) => ({ default: m.UnreadBadge })),
);

/** {@link ErrorPage}, loaded when an error is first shown (render it inside `<Suspense>`). */
export const LazyErrorPage = lazy(() => import('../errors/ErrorPage').then((m) => ({ default: m.ErrorPage })));

/** {@link NotFoundPage}, loaded when first shown. */
export const LazyNotFoundPage = lazy(() => import('../errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** {@link UpdatePrompt}, loaded when a newer build is first found. */
export const LazyUpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));
