import { lazy } from 'react';

// Marked pure like the shell's lazy pieces (shell/lazyShell.ts): a bundle that does not use it drops it.

/** {@link UnreadBadge}, loaded on first use (the header's counter of unread notifications). */
export const LazyUnreadBadge = /* @__PURE__ */ lazy(() =>
  import('./UnreadBadge').then((m) => ({ default: m.UnreadBadge })),
);
