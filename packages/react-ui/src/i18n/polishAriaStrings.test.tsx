import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ClientPicker } from '../clients/ClientPicker';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { optionCountAnnouncement, polishAriaStrings } from './polishAriaStrings';

const backend = setupMswBackend();

/** What react-aria's live announcer has said so far on this page. */
const announced = () => document.querySelector('[data-live-announcer]')?.textContent ?? '';

function Picker() {
  const [value, setValue] = useState<number | null>(null);
  return <ClientPicker label="Klient" value={value} onChange={(c) => setValue(c?.id ?? null)} />;
}

describe('react-aria in Polish', () => {
  it('says each number of options in its Polish form', () => {
    expect(optionCountAnnouncement(0)).toBe('Brak dostępnych opcji.');
    expect(optionCountAnnouncement(1)).toBe('Dostępna 1 opcja.');
    expect(optionCountAnnouncement(2)).toBe('Dostępne 2 opcje.');
    expect(optionCountAnnouncement(4)).toBe('Dostępne 4 opcje.');
    expect(optionCountAnnouncement(5)).toBe('Dostępnych 5 opcji.');
    expect(optionCountAnnouncement(12)).toBe('Dostępnych 12 opcji.');
    expect(optionCountAnnouncement(22)).toBe('Dostępne 22 opcje.');
  });

  it('keeps react-aria’s Polish of every other package and string', () => {
    const strings = polishAriaStrings();
    expect(strings['@react-aria/searchfield']?.['Clear search']).toBe('Wyczyść zawartość wyszukiwania');
    expect(Object.keys(strings)).toContain('react-aria-components');
    expect(Object.keys(strings['@react-aria/combobox'] ?? {})).toEqual(
      expect.arrayContaining(['buttonLabel', 'countAnnouncement', 'focusAnnouncement', 'listboxLabel']),
    );
  });

  it('announces the client picker’s matches as "Dostępna 1 opcja.", not "dostępna/dostępne(-nych)"', async () => {
    const client = backend.state.clients[0];
    if (!client) throw new Error('no client');
    renderPage(<Picker />, '/pl/dashboard');
    const field = screen.getByRole('combobox', { name: 'Klient' });
    field.focus();
    fireEvent.change(field, { target: { value: client.name } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1), { timeout: 5000 });
    await waitFor(() => expect(announced()).toContain('Dostępna 1 opcja.'), { timeout: 3000 });
    expect(announced()).not.toContain('(-nych)');
  });
});
