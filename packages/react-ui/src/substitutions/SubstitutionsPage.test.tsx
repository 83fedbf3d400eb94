import { delayed } from '@salesdesk/fixtures/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, listPageContract } from '../test/listPageContract';
import { setupMswBackend, TEST_API } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { SubstitutionsPage } from './SubstitutionsPage';

// These tests page through the fixtures five rows at a time: this user chose 5 a page.
const backend = setupMswBackend({ listPageSize: 5 });

/** Types into a user field and picks the match named `name`. */
async function pickUser(dialog: HTMLElement, label: string, name: string) {
  const input = within(dialog).getByRole('combobox', { name: new RegExp(label) });
  // react-aria opens the suggestions for a focused field only, as a person typing has it.
  input.focus();
  fireEvent.change(input, { target: { value: name.split(' ')[1] } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }, { timeout: 3000 }));
}

describe('SubstitutionsPage', () => {
  listPageContract(backend, {
    page: <SubstitutionsPage />,
    path: '/pl/dashboard/substitutions',
    table: 'Zastępstwa',
    endpoint: 'substitutionList',
    tableId: 'substitutions',
    sortBy: { header: 'Od', field: 'date_from' },
    hideable: { header: 'Poziom uprawnień', key: 'permission_level' },
    searchLabel: 'Szukaj po nazwisku lub e-mailu',
    openPage: 2,
  });

  it('names a deputy: the contract refuses the same person twice before sending, then the new one is listed', async () => {
    const [absent, deputy] = backend.state.users.filter((u) => u.is_active && u.role !== 'Administrators');
    if (!absent || !deputy) throw new Error('fixtures need two active users');
    const before = backend.state.substitutions.length;
    renderPage(<SubstitutionsPage />, '/pl/dashboard/substitutions');
    await waitFor(() => expect(bodyRows('Zastępstwa').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj zastępstwo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe zastępstwo' });

    // Nothing chosen: both user fields say so, nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zastępstwo' }));
    expect(await within(dialog).findAllByText('Wybierz użytkownika.')).toHaveLength(2);

    await pickUser(dialog, 'Nieobecny', absent.name);
    await pickUser(dialog, 'Zastępca', absent.name);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zastępstwo' }));
    expect(await within(dialog).findByText('Zastępca musi być inną osobą niż nieobecny użytkownik.')).toBeTruthy();
    expect(backend.state.substitutions).toHaveLength(before);

    await pickUser(dialog, 'Zastępca', deputy.name);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zastępstwo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.state.substitutions).toHaveLength(before + 1);
    expect(backend.state.substitutions[0]).toMatchObject({ absent_user_id: absent.id, deputy_user_id: deputy.id });
  });

  it('keeps a chosen person while the server is still answering the search for the chosen name', async () => {
    const [absent, deputy] = backend.state.users.filter((u) => u.is_active && u.role !== 'Administrators');
    if (!absent || !deputy) throw new Error('fixtures need two active users');
    // A slow user list: the search for the full name put in by the choice is still running
    // when the field loses focus to the save button.
    backend.server.use(delayed('userList', 400, { state: backend.state, baseURL: TEST_API }));
    const searched: string[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      if (search) searched.push(search);
    });
    renderPage(<SubstitutionsPage />, '/pl/dashboard/substitutions');
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj zastępstwo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe zastępstwo' });
    await pickUser(dialog, 'Nieobecny', absent.name);
    await pickUser(dialog, 'Zastępca', deputy.name);
    const field = within(dialog).getByRole('combobox', { name: /Zastępca/ });
    // The choice's name goes out as a new search once the typing pause is over; the field
    // loses focus before its answer is back.
    await waitFor(() => expect(searched).toContain(deputy.name));
    fireEvent.blur(field);
    expect((field as HTMLInputElement).value).toBe(deputy.name);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zastępstwo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(backend.state.substitutions[0]).toMatchObject({ absent_user_id: absent.id, deputy_user_id: deputy.id });
  });

  it('ends an active substitution after the confirmation', async () => {
    const active = backend.state.substitutions.find((s) => s.status === 'active');
    if (!active) throw new Error('fixtures need an active substitution');
    renderPage(<SubstitutionsPage />, '/pl/dashboard/substitutions?status=active');
    await waitFor(() => expect(screen.getByRole('button', { name: `Akcje zastępstwa ${active.name}` })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: `Akcje zastępstwa ${active.name}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Zakończ teraz' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Zakończyć zastępstwo ${active.name}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zakończ' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(backend.state.substitutions.find((s) => s.id === active.id)?.status).toBe('finished');
  });
});
