import { createLoadingBar, type SessionLike, type SessionView } from '@salesdesk/react-ui';
import { brands, createApiClient, memoryTokenStore, type UserInformation } from '@salesdesk/sdk';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { atom, cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { App, type AppServices } from './App';
import { createPages } from './pages/createPages';
import { createAppRouter, routeSourceFromRouter } from './routes';
import { createChunkReloader } from './shell/lazyPage';

const routers: ReturnType<typeof createAppRouter>[] = [];

// A router unmounts a second after its last listener leaves, touching `document`; clean it now,
// while the page still exists, instead of after the test file's environment is gone.
afterEach(() => {
  cleanup();
  cleanStores(...routers.splice(0));
});

const seller: UserInformation = {
  user_id: 2,
  firstname: 'Łukasz',
  lastname: 'Żółkiewski',
  email: 'h@example.com',
  username: 'handlowiec',
  role: 'Handlowiec',
  company: 'Firma',
  company_code: 'XX',
  default_warehouse: null,
  available_warehouses: [],
  is_acceptor: false,
};

/** Mounts the app at `path` with a session that is logged in as `user` (or logged out). */
function mount(path: string, user: UserInformation | null, extra: Partial<AppServices> = {}) {
  window.history.replaceState(null, '', path);
  const $session = atom<SessionView>({
    loggedIn: user !== null,
    loading: false,
    sessionWarning: false,
    userSessionExpiry: 0,
    companyCode: user?.company_code ?? null,
  });
  const session: SessionLike = {
    $session,
    $user: atom(user),
    login: async () => {},
    logout: async () => {
      $session.set({ ...$session.get(), loggedIn: false });
    },
  };
  const bar = createLoadingBar();
  const router = createAppRouter();
  routers.push(router);
  // Zoom reads ui-config after login; answer it so the test needs no server.
  const fetch = (async () => Response.json(100)) as typeof globalThis.fetch;
  const client = createApiClient({ baseURL: 'http://api.test', tokenStore: memoryTokenStore(), fetch });
  const pages = createPages({ bar, reloader: createChunkReloader(() => {}) });
  render(
    <App
      services={{ client, session, brand: brands.one, route: routeSourceFromRouter(router), pages, bar, ...extra }}
    />,
  );
  return { router, $session };
}

const here = () => window.location.pathname + window.location.search;

describe('App routing and guards', () => {
  it('sends a logged-out visitor of a dashboard route to login with the target', async () => {
    mount('/pl/dashboard/offers', null);
    await waitFor(() => expect(here()).toBe('/pl/login?target=%2Fpl%2Fdashboard%2Foffers'));
    expect(await screen.findByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
  });

  it('sends / to login when logged out and to the dashboard when logged in, writing the locale cookies', async () => {
    let landings = 0;
    mount('/', null, { onLanding: () => landings++ });
    await waitFor(() => expect(here()).toBe('/pl/login'));
    expect(landings).toBe(1);
    cleanup();
    mount('/pl', seller, { onLanding: () => landings++ });
    await waitFor(() => expect(here()).toBe('/pl/dashboard'));
    expect(landings).toBe(2);
    expect(await screen.findByRole('list', { name: 'Skróty' })).toBeTruthy();
  });

  it('keeps a logged-in user off the login page', async () => {
    mount('/pl/login', seller);
    await waitFor(() => expect(here()).toBe('/pl/dashboard'));
  });

  it('leaves the dashboard for login when the session ends', async () => {
    const { $session } = mount('/pl/dashboard', seller);
    expect(await screen.findByRole('list', { name: 'Skróty' })).toBeTruthy();
    act(() => $session.set({ ...$session.get(), loggedIn: false }));
    await waitFor(() => expect(here()).toBe('/pl/login?target=%2Fpl%2Fdashboard'));
  });

  it('shows the 404 page for an unknown route: in Polish, inside the dashboard when logged in, with a way back', async () => {
    mount('/pl/dashboard-nie-istnieje', seller);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Nie znaleziono strony');
    const page = heading.closest('[data-status]');
    expect(page?.getAttribute('data-status')).toBe('404');
    expect(page?.getAttribute('data-status-message')).toBe('Page not found: /pl/dashboard-nie-istnieje');
    expect(page?.textContent).toContain('/pl/dashboard-nie-istnieje');
    expect(screen.getByRole('navigation', { name: 'Menu główne' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć na pulpit' }).getAttribute('href')).toBe('/pl/dashboard');
    cleanup();
    mount('/cos/innego', null);
    await screen.findByRole('heading', { name: 'Nie znaleziono strony' });
    expect(screen.queryByRole('navigation', { name: 'Menu główne' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' }).getAttribute('href')).toBe('/pl/login');
  });

  it('refuses imports to a seller and shows the placeholder of a page without a component in the dashboard layout', async () => {
    mount('/pl/dashboard/imports', seller);
    expect(await screen.findByRole('heading', { name: 'Brak dostępu' })).toBeTruthy();
    expect(screen.getByText(/Nie masz dostępu do tej strony/)).toBeTruthy();
    expect(screen.queryByText('Forbidden')).toBeNull();
    expect(document.querySelector('[data-status="403"]')?.getAttribute('data-status-message')).toBe('Forbidden');
    cleanup();
    mount('/pl/dashboard/imports', { ...seller, role: 'Administrators' });
    expect(await screen.findByRole('heading', { name: 'Importy' })).toBeTruthy();
    expect(screen.queryByText('W przygotowaniu')).toBeNull();
  });

  it('shows the route-validation 404 for a bad step, id or offer-id, and for malformed encoding', async () => {
    for (const path of [
      '/pl/dashboard/offers/add-offer/3',
      '/pl/dashboard/offers/add-offer/2',
      '/pl/dashboard/offers/add-offer/2?offer-id=0x1',
      '/pl/dashboard/offers/add-offer/1?offer-id=abc',
      '/pl/dashboard/orders/add-order/3',
      '/pl/dashboard/orders/add-order/2',
      '/pl/dashboard/orders/add-order/1?offer-id=-4',
      '/pl/dashboard/orders/ZAM-2026-1',
      '/pl/dashboard/offers/OF-2026-1',
      '/pl/dashboard/invoices/1.0',
      '/pl/dashboard/clients/%E0%A4%A',
    ]) {
      mount(path, seller);
      const heading = await screen.findByRole('heading', { name: 'Nie znaleziono strony' });
      expect(heading.closest('[data-status]')?.getAttribute('data-status-message')).toBe(
        `Page Not Found: ${path.split('?')[0]}`,
      );
      cleanup();
    }
    // A valid step 2 is the wizard itself.
    mount('/pl/dashboard/offers/add-offer/2?offer-id=12', seller);
    expect(await screen.findByRole('heading', { name: 'Nowa oferta' })).toBeTruthy();
    cleanup();
    mount('/pl/dashboard/orders/add-order/1', seller);
    expect(await screen.findByRole('heading', { name: 'Nowe zamówienie' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do zamówień' }).getAttribute('href')).toBe('/pl/dashboard/orders');
  });

  it('titles the substitutions page "Zastępstwa" (deputies) in the navigation and the page', async () => {
    mount('/pl/dashboard/substitutions', { ...seller, role: 'Administrators' });
    expect(await screen.findByRole('heading', { name: 'Zastępstwa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zastępstwa' })).toBeTruthy();
  });

  it('matches detail and wizard routes to their pages', () => {
    const router = createAppRouter();
    routers.push(router);
    router.open('/pl/dashboard/offers/add-offer/2?offer-id=7');
    expect(router.get()).toMatchObject({ route: 'addOffer', params: { stepId: '2' }, search: { 'offer-id': '7' } });
    router.open('/pl/dashboard/offers/OF-2026-1');
    expect(router.get()).toMatchObject({ route: 'offer', params: { symbol: 'OF-2026-1' } });
    router.open('/pl/dashboard/clients/Budmax%20Sp.%20z%20o.o.');
    expect(router.get()).toMatchObject({ route: 'client', params: { clientName: 'Budmax Sp. z o.o.' } });
    router.open('/pl/dashboard/orders/add-order/1');
    expect(router.get()?.route).toBe('addOrder');
  });
});
