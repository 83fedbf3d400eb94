import { failWith } from '@salesdesk/fixtures/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { bodyRows, listPageContract } from '../test/listPageContract';
import { setupMswBackend, TEST_API } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { UsersPage } from './UsersPage';

const backend = setupMswBackend();

/** The first row's user, by the name the row is announced with. */
function firstUser() {
  const name = within(bodyRows('Użytkownicy')[0] as HTMLElement).getByRole('rowheader').textContent ?? '';
  const user = backend.state.users.find((u) => u.name === name);
  if (!user) throw new Error(`no user ${name}`);
  return user;
}

describe('UsersPage', () => {
  listPageContract(backend, {
    page: <UsersPage />,
    path: '/pl/dashboard/users',
    table: 'Użytkownicy',
    endpoint: 'userList',
    tableId: 'users',
    sortBy: { header: 'E-mail', field: 'email' },
    hideable: { header: 'Magazyn domyślny', key: 'default_warehouse' },
    searchLabel: 'Szukaj po imieniu, nazwisku, e-mailu lub loginie',
  });

  it('deactivates a user after the confirmation, and the row says so', async () => {
    renderPage(<UsersPage />, '/pl/dashboard/users?is_active=true');
    await waitFor(() => expect(bodyRows('Użytkownicy')).toHaveLength(5));
    const user = firstUser();
    fireEvent.click(screen.getByRole('button', { name: `Akcje użytkownika ${user.name}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Dezaktywuj' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Dezaktywować konto ${user.name}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(backend.state.users.find((u) => u.id === user.id)?.is_active).toBe(false);
    // The list shows active users only: the deactivated one leaves it.
    await waitFor(() =>
      expect(bodyRows('Użytkownicy').map((r) => within(r).getByRole('rowheader').textContent)).not.toContain(user.name),
    );
  });

  it('changes the role through a dialog, and keeps the dialog with the server’s refusal', async () => {
    renderPage(<UsersPage />, '/pl/dashboard/users');
    await waitFor(() => expect(bodyRows('Użytkownicy')).toHaveLength(5));
    const user = firstUser();
    const next = user.role === 'Handlowiec' ? 'Dyrektor Oddziału' : 'Handlowiec';

    backend.server.use(
      failWith(
        'assignRole',
        403,
        { code: 'forbidden', message: 'Nie możesz nadać roli wyższej niż własna.' },
        TEST_API,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: `Akcje użytkownika ${user.name}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Zmień rolę' }));
    let dialog = await screen.findByRole('dialog', { name: `Rola użytkownika ${user.name}` });
    fireEvent.click(within(dialog).getByRole('button', { name: /Rola/ }));
    fireEvent.click(await screen.findByRole('option', { name: next }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Nie możesz nadać roli wyższej niż własna.',
    );
    expect(backend.state.users.find((u) => u.id === user.id)?.role).toBe(user.role);

    backend.server.resetHandlers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.state.users.find((u) => u.id === user.id)?.role).toBe(next);
    dialog = bodyRows('Użytkownicy')[0] as HTMLElement;
    await waitFor(() => expect(within(dialog).getByText(next)).toBeTruthy());
  });

  it('offers the roles the server lists (/api/user-role), in the filter and in the role dialog', async () => {
    backend.server.use(
      http.get(`${TEST_API}/api/user-role`, () =>
        HttpResponse.json({
          items: [
            { role: 'Handlowiec', is_admin: false, users_count: 3 },
            { role: 'Zarząd', is_admin: false, users_count: 1 },
          ],
          total: 2,
          page: 1,
          limit: 100,
        }),
      ),
    );
    renderPage(<UsersPage />, '/pl/dashboard/users');
    await waitFor(() => expect(bodyRows('Użytkownicy')).toHaveLength(5));
    const user = firstUser();
    fireEvent.click(screen.getByRole('button', { name: `Akcje użytkownika ${user.name}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Zmień rolę' }));
    const dialog = await screen.findByRole('dialog', { name: `Rola użytkownika ${user.name}` });
    fireEvent.click(within(dialog).getByRole('button', { name: /Rola/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Handlowiec', 'Zarząd']);
  });
});
