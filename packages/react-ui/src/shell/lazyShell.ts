import { lazy } from 'react';

// Each `lazy` is marked pure, so a bundle that imports one component of the package (an
// embedder's `import { LoginPage }`) drops the ones it does not use, with their chunks.
// The shell's pieces that only a logged-in user sees, loaded when first shown, so the login
// page's first load carries neither them nor the controls they use (select, popover, modal).

/** zod's Polish messages come with the logged-in layouts: every page behind login parses in Polish. */
const polishZod = () => import('../form/zodPolish').then((m) => m.polishZod());

/** {@link DashboardLayout}, loaded on first use (render it inside `<Suspense>`). */
export const LazyDashboardLayout = /* @__PURE__ */ lazy(() =>
  Promise.all([import('../layout/DashboardLayout'), polishZod()]).then(([m]) => ({ default: m.DashboardLayout })),
);

/** {@link EmptyLayout}, loaded on first use. */
export const LazyEmptyLayout = /* @__PURE__ */ lazy(() =>
  Promise.all([import('../layout/EmptyLayout'), polishZod()]).then(([m]) => ({ default: m.EmptyLayout })),
);

/** {@link SessionWarningModal}, loaded on first use. */
export const LazySessionWarningModal = /* @__PURE__ */ lazy(() =>
  import('../session/SessionWarningModal').then((m) => ({ default: m.SessionWarningModal })),
);

/** {@link ErrorPage}, loaded when an error is first shown (render it inside `<Suspense>`). */
export const LazyErrorPage = /* @__PURE__ */ lazy(() =>
  import('../errors/ErrorPage').then((m) => ({ default: m.ErrorPage })),
);

/** {@link NotFoundPage}, loaded when first shown. */
export const LazyNotFoundPage = /* @__PURE__ */ lazy(() =>
  import('../errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/** {@link UpdatePrompt}, loaded when a newer build is first found. */
export const LazyUpdatePrompt = /* @__PURE__ */ lazy(() =>
  import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })),
);
