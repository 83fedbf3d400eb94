import { failWith } from '@salesdesk/fixtures/msw';
import { ROLES, roleLabel } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../test/fakeSalesdesk';
import { bodyRows, listPageContract } from '../test/listPageContract';
import { setupMswBackend, TEST_API } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { UsersPage } from './UsersPage';

// These tests page through the fixtures five rows at a time: this user chose 5 a page.
const backend = setupMswBackend({ listPageSize: 5 });

/** The signed-in user of a test. */
const signedIn = (username: string, role: string, user_id: number, company_code = '3W') => ({
  user: { ...sampleUser, username, role, user_id, company_code },
});
/** An administrator who is not in the list, so every row is someone else. */
const asAdmin = signedIn('admin.testowy', 'Administrators', 999_999);

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
    renderPage(<UsersPage />, '/pl/dashboard/users?is_active=true', asAdmin);
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
    renderPage(<UsersPage />, '/pl/dashboard/users', asAdmin);
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

  it('never shows a role key raw: rows, the role filter and the role dialog read the Polish name', async () => {
    // The keys that differ from what a person reads (`Administrators`); none may reach the page.
    const raw = ROLES.filter((role) => roleLabel(role) !== role);
    expect(raw).toContain('Administrators');
    renderPage(<UsersPage />, '/pl/dashboard/users?role=Administrators', asAdmin);
    await waitFor(() => expect(bodyRows('Użytkownicy').length).toBeGreaterThan(0));
    const row = bodyRows('Użytkownicy')[0] as HTMLElement;
    expect(within(row).getByText('Administrator')).toBeTruthy();
    const filter = screen
      .getAllByRole('button', { name: /Rola/ })
      .find((b) => b.getAttribute('aria-haspopup') === 'listbox') as HTMLElement;
    expect(filter.textContent).toContain('Administrator');
    fireEvent.click(filter);
    const filterOptions = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(filterOptions.some((text) => text?.endsWith('Administrator'))).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
    const user = firstUser();
    fireEvent.click(screen.getByRole('button', { name: `Akcje użytkownika ${user.name}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Zmień rolę' }));
    const dialog = await screen.findByRole('dialog', { name: `Rola użytkownika ${user.name}` });
    expect(within(dialog).getByRole('button', { name: /Rola/ }).textContent).toContain('Administrator');
    fireEvent.click(within(dialog).getByRole('button', { name: /Rola/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options.some((text) => text?.endsWith('Administrator'))).toBe(true);
    for (const key of raw) expect(document.body.textContent).not.toContain(key);
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
    renderPage(<UsersPage />, '/pl/dashboard/users', asAdmin);
    await waitFor(() => expect(bodyRows('Użytkownicy')).toHaveLength(5));
    const user = firstUser();
    fireEvent.click(screen.getByRole('button', { name: `Akcje użytkownika ${user.name}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Zmień rolę' }));
    const dialog = await screen.findByRole('dialog', { name: `Rola użytkownika ${user.name}` });
    fireEvent.click(within(dialog).getByRole('button', { name: /Rola/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Handlowiec', 'Zarząd']);
  });

  it('does not offer a branch director what the server refuses: shown disabled, with the reason', async () => {
    const director = backend.state.users.find((u) => u.role === 'Dyrektor Oddziału' && u.company_code === '3W');
    const admin = backend.state.users.find((u) => u.role === 'Administrators');
    if (!director || !admin) throw new Error('the mock backend has a branch director and an administrator');
    renderPage(
      <UsersPage />,
      `/pl/dashboard/users?search=${encodeURIComponent(admin.email)}`,
      signedIn(director.username, director.role, director.id),
    );
    await waitFor(() => expect(bodyRows('Użytkownicy')).toHaveLength(1));
    const trigger = screen.getByRole('button', { name: `Akcje użytkownika ${admin.name}` });
    // Screen readers hear the reasons on the trigger.
    const reason = 'Administratorami może zarządzać tylko administrator.';
    const described = document.getElementById(trigger.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(`Zmień rolę, Zmień magazyn domyślny, Dezaktywuj: ${reason}`);
    // Nothing is offered: the button opens the reason, not a menu of actions.
    fireEvent.click(trigger);
    const note = await screen.findByRole('dialog', { name: `Akcje użytkownika ${admin.name}` });
    expect(note.textContent).toContain(reason);
    expect(screen.queryByRole('menuitem')).toBeNull();
  });

  it('lists what is refused on one’s own row beside what is allowed', async () => {
    const director = backend.state.users.find((u) => u.role === 'Dyrektor Oddziału' && u.company_code === '3W');
    if (!director) throw new Error('the mock backend has a branch director');
    renderPage(
      <UsersPage />,
      `/pl/dashboard/users?search=${encodeURIComponent(director.email)}`,
      signedIn(director.username, director.role, director.id),
    );
    await waitFor(() => expect(bodyRows('Użytkownicy')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: `Akcje użytkownika ${director.name}` }));
    const role = await screen.findByRole('menuitem', { name: /^Zmień rolę/ });
    expect(role.getAttribute('aria-disabled')).toBe('true');
    expect(role.textContent).toContain('Nie możesz zmienić własnej roli.');
    const warehouse = screen.getByRole('menuitem', { name: 'Zmień magazyn domyślny' });
    expect(warehouse.getAttribute('aria-disabled')).toBeNull();
    if (director.is_active) {
      const deactivate = screen.getByRole('menuitem', { name: /^Dezaktywuj/ });
      expect(deactivate.textContent).toContain('Nie możesz dezaktywować własnego konta.');
    }
  });

  it('offers a director only the roles up to his own, and never his own role', async () => {
    const director = backend.state.users.find((u) => u.role === 'Dyrektor Regionu' && u.company_code === '3W');
    const seller = backend.state.users.find((u) => u.role === 'Handlowiec' && u.company_code === '3W');
    if (!director || !seller) throw new Error('the mock backend has a regional director and a seller');
    renderPage(
      <UsersPage />,
      `/pl/dashboard/users?search=${encodeURIComponent(seller.email)}`,
      signedIn(director.username, director.role, director.id),
    );
    await waitFor(() => expect(bodyRows('Użytkownicy')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: `Akcje użytkownika ${seller.name}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Zmień rolę' }));
    const dialog = await screen.findByRole('dialog', { name: `Rola użytkownika ${seller.name}` });
    fireEvent.click(within(dialog).getByRole('button', { name: /Rola/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent?.replace('✓', '').trim());
    // In the server's order (/api/user-role), filtered to what he may grant.
    expect([...options].sort()).toEqual(['Dyrektor Oddziału', 'Dyrektor Regionu', 'Handlowiec']);
  });
});
