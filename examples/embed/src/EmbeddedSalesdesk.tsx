import { useStore } from '@nanostores/react';
import {
  InvoicesPage,
  LoginPage,
  matchPage,
  memoryRouteSource,
  SalesdeskProvider,
  type SessionLike,
  UnreadBadge,
} from '@salesdesk/react-ui';
import { createBrowserSession, getBrand } from '@salesdesk/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// One session for the whole host: the sdk's engine (cookie token, renewal, idle countdown),
// its API client and its stores. react-ui takes the same sdk, nanostores and TanStack Query the
// host installed (peer dependencies), so there is one of each.
const browser = createBrowserSession({ baseURL: '', navigate: () => {} });
browser.engine.start();
const session: SessionLike = {
  login: (username, password, target) => browser.engine.login(username, password, target),
  logout: () => browser.engine.logout(),
  $session: browser.engine.stores.$session,
  $user: browser.engine.stores.$user,
};
const route = memoryRouteSource('/pl/dashboard/invoices', matchPage);
const loadUnread = () => browser.client.call('notificationUnreadCounter').then((r) => r.count);
const brand = getBrand('one');

function Embedded({ title }: { title: string }) {
  const { loggedIn } = useStore(session.$session);
  return (
    <SalesdeskProvider client={browser.client} session={session} brand={brand} route={route}>
      <header style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 16 }}>
        <strong>{title}</strong>
        {loggedIn ? (
          // One component: the unread counter, loaded from the server once.
          <UnreadBadge stores={browser.engine.stores} loadCount={loadUnread} />
        ) : null}
      </header>
      {/* One page: the login form, then the invoices list of the logged-in user. */}
      <main style={{ padding: 16 }}>{loggedIn ? <InvoicesPage /> : <LoginPage />}</main>
    </SalesdeskProvider>
  );
}

/** Renders the embedded salesdesk into `#root`. */
export function mountHost(title: string): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <Embedded title={title} />
    </StrictMode>,
  );
}
