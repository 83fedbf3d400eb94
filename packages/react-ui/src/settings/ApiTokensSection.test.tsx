import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { SettingsPage } from './SettingsPage';

// The settings page's personal API tokens on the msw backend (as the salesperson).

const backend = setupMswBackend();

async function tokenList() {
  return screen.findByRole('list', { name: 'Twoje tokeny API' });
}

describe('API tokens on the settings page', () => {
  it('lists the user’s tokens with scope, start, last use and status; no administration section for a salesperson', async () => {
    renderPage(<SettingsPage />, '/pl/dashboard/settings');
    const list = await tokenList();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('.font-semibold')?.textContent)).toEqual([
      'Eksport nocny',
      'Import cenników',
    ]);
    expect(items[0]?.textContent).toContain('Aktywny');
    expect(items[0]?.textContent).toContain('sdpat_Nc4q…');
    expect(items[1]?.textContent).toContain('Wygasł');
    // An expired token has nothing to revoke.
    expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Tokeny API wszystkich użytkowników' })).toBeNull();
  });

  it('makes a token, shows its secret once with the focus on it, then lists it', async () => {
    renderPage(<SettingsPage />, '/pl/dashboard/settings');
    await tokenList();
    fireEvent.change(screen.getByRole('textbox', { name: /Nazwa tokenu/ }), { target: { value: 'Raport tygodniowy' } });
    fireEvent.click(screen.getByRole('button', { name: /Zakres$/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pełny (także zmiany)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz token' }));

    const title = await screen.findByText('Token „Raport tygodniowy” utworzony');
    const notice = title.closest('[role="status"]') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(notice));
    const secret = (within(notice).getByLabelText('Nowy token API') as HTMLInputElement).value;
    expect(secret.startsWith('sdpat_')).toBe(true);
    expect(notice.textContent).toContain('nie pokażemy go ponownie');
    expect(backend.state.apiTokens[0]).toMatchObject({ name: 'Raport tygodniowy', scope: 'full', status: 'active' });

    fireEvent.click(within(notice).getByRole('button', { name: 'Gotowe, skopiowałem' }));
    await waitFor(() => expect(screen.queryByLabelText('Nowy token API')).toBeNull());
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Twoje tokeny API' })).getAllByRole('listitem')).toHaveLength(3),
    );
    // The secret is nowhere on the page any more.
    expect(document.body.textContent).not.toContain(secret);
  });

  it('says in Polish what is wrong with the form, and the server’s refusal of a taken name', async () => {
    renderPage(<SettingsPage />, '/pl/dashboard/settings');
    await tokenList();
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz token' }));
    expect(await screen.findByText('Podaj nazwę tokenu.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Nazwa tokenu/ }), { target: { value: 'Eksport nocny' } });
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz token' }));
    expect(await screen.findByText('Masz już aktywny token o tej nazwie.')).toBeTruthy();
    expect(backend.state.apiTokens.filter((t) => t.name === 'Eksport nocny')).toHaveLength(1);
  });

  it('revokes a token after a confirmation', async () => {
    renderPage(<SettingsPage />, '/pl/dashboard/settings');
    await tokenList();
    fireEvent.click(screen.getByRole('button', { name: 'Unieważnij token Eksport nocny' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unieważnić token „Eksport nocny”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unieważnij' }));
    await waitFor(() => expect(backend.state.apiTokens.find((t) => t.id === 901)?.status).toBe('revoked'));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Twoje tokeny API' }).textContent).toContain('Unieważniony'),
    );
  });
});
