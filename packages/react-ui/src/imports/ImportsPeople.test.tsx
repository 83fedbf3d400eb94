import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../test/fakeSalesdesk';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { ImportsPage } from './ImportsPage';

// The imports page with the kinds of staff, clients, contacts and payments, on the msw mock.
const backend = setupMswBackend();
const admin = { user: { ...sampleUser, user_id: 1, username: 'admin', role: 'Administrators' } };
const SLOW = { timeout: 8000 };

function pick(name: string, text: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('ImportsPage: clients and staff', () => {
  it('checks a clients file: a wrong NIP is listed with its row and column, and the file is refused', async () => {
    renderPage(<ImportsPage />, '/pl/dashboard/imports?kind=clients', admin);
    expect(
      await screen.findByText(/Kolumny: Kod klienta, Nazwa, NIP, .*Płatnik.*Opiekun\. Kolumna kluczowa: Kod klienta\./),
    ).toBeTruthy();
    // Clients have nothing to deactivate: no full import.
    expect(screen.queryByRole('checkbox', { name: 'Pełny import (dezaktywuj pominięte)' })).toBeNull();
    const known = backend.state.clients[0];
    pick(
      'klienci.csv',
      [
        'Kod klienta;Nazwa;NIP;Płatnik',
        `${known?.external_id};${known?.name};;`,
        'NOWY-1;Nowy klient;526-104-08-28;',
        'NOWY-2;Zły NIP;526-104-08-29;NOWY-1',
      ].join('\r\n'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź (próbny import)' }));
    expect(await screen.findByRole('heading', { name: 'Plik odrzucony: klienci.csv' }, SLOW)).toBeTruthy();
    const rejected = screen.getByRole('region', { name: 'Odrzucone wiersze' });
    const rows = within(rejected).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['4', 'nip', 'Niepoprawny NIP „526-104-08-29”: NIP ma 10 cyfr, ostatnia to cyfra kontrolna.'],
    ]);
    const counts = screen.getByRole('region', { name: 'Liczby' });
    expect(counts.querySelector('[data-count="created"] dd')?.textContent).toBe('1');
    expect(counts.querySelector('[data-count="updated"] dd')?.textContent).toBe('1');
    expect(backend.state.importFileRuns[0]).toMatchObject({ kind: 'clients', dry_run: true });
  });

  it('offers the full import for staff accounts, saying that those left out are deactivated, not deleted', async () => {
    renderPage(<ImportsPage />, '/pl/dashboard/imports?kind=users', admin);
    expect(await screen.findByText(/Kolumny: Login, Imię, Nazwisko, .*Kolumna kluczowa: Login\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pełny import (dezaktywuj pominięte)' }));
    expect(
      await screen.findByText('Konta, których nie ma w pliku, zostaną dezaktywowane (nie usunięte).'),
    ).toBeTruthy();
    pick(
      'pracownicy.csv',
      ['username;firstname;lastname;email;role', 'nowy.handlowiec;Nowy;Handlowiec;n@example.pl;Handlowiec'].join(
        '\r\n',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź (próbny import)' }));
    expect(await screen.findByRole('heading', { name: 'Wynik importu próbnego: pracownicy.csv' }, SLOW)).toBeTruthy();
    expect(backend.state.importFileRuns[0]).toMatchObject({ kind: 'users', dry_run: true, full: true });
  });
});
