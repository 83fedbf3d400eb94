import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../test/fakeSalesdesk';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { SynonymsPage, wordsOfText } from './SynonymsPage';

setupMswBackend();
const admin = { user: { ...sampleUser, user_id: 1, username: 'admin', role: 'Administrators' } };

function open() {
  renderPage(<SynonymsPage />, '/pl/dashboard/synonyms', admin);
}

async function groupWith(word: string): Promise<HTMLElement | undefined> {
  const list = await screen.findByRole('list', { name: 'Grupy synonimów' });
  return [...list.querySelectorAll('li')].find((li) => (li.textContent ?? '').includes(word));
}

describe('SynonymsPage', () => {
  it('lists the seeded groups and adds a group; a word another group holds is refused on the field in Polish', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Grupy synonimów' });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(10);
    expect(await groupWith('przewód')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Słowa grupy' });
    fireEvent.change(field, { target: { value: 'tuleja, nypel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj grupę' }));
    expect(await screen.findByText('Dodano grupę: tuleja, nypel.')).toBeTruthy();
    expect(await groupWith('nypel')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');

    fireEvent.change(field, { target: { value: 'Przewód, linka' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj grupę' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Słowo „Przewód” jest już w innej grupie \(kabel, kable, kabla, przewód\)/)).toBeTruthy();
    // The words stay to correct, focus on them.
    expect((field as HTMLInputElement).value).toBe('Przewód, linka');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('changes a group in place and deletes one after a confirmation, focus kept', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Zmień grupę: gniazdo, gniazdko' }));
    const field = await screen.findByRole('textbox', { name: 'Słowa grupy: gniazdo, gniazdko' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'gniazdo, gniazdko, kontakt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano grupę: gniazdo, gniazdko, kontakt.')).toBeTruthy();
    const edit = await screen.findByRole('button', { name: 'Zmień grupę: gniazdo, gniazdko, kontakt' });
    await waitFor(() => expect(document.activeElement).toBe(edit));

    fireEvent.click(screen.getByRole('button', { name: 'Usuń grupę: fuga, spoina' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięto grupę: fuga, spoina.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Usuń grupę: fuga, spoina' })).toBeNull());
  });

  it('lists the learned matches and forgets one', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Zapamiętane dopasowania' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('kabel ydy');
    expect(rows[0]?.textContent).toContain('każdy klient');
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Zapomnij dopasowanie „kabel ydy”' }));
    expect(await screen.findByText('Zapomniano dopasowanie „kabel ydy”.')).toBeTruthy();
    expect(await screen.findByText('Nie ma zapamiętanych dopasowań.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Szukaj w zapamiętanych' }));
  });

  it('splits the typed words at commas, semicolons and line breaks', () => {
    expect(wordsOfText(' kabel, przewód;linka\n\n ,')).toEqual(['kabel', 'przewód', 'linka']);
  });
});
