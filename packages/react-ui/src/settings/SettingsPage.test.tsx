import { DEFAULT_SHORTCUTS, DEFAULT_TABLE_PAGE_SIZE, TABLE_COLUMNS } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { SettingsPage } from './SettingsPage';

const backend = setupMswBackend();

async function pick(label: RegExp, option: string) {
  fireEvent.click(screen.getByRole('button', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('SettingsPage', () => {
  it('saves the zoom on the account', async () => {
    renderPage(<SettingsPage />, '/pl/dashboard/settings');
    await waitFor(() => expect(screen.getByRole('button', { name: /Powiększenie/ }).textContent).toContain('100%'));
    await pick(/Powiększenie/, '125%');
    await waitFor(() => expect(backend.state.zoom).toBe(125));
  });

  it('saves each stock filter flag as it is ticked', async () => {
    renderPage(<SettingsPage />, '/pl/dashboard/settings');
    const box = await screen.findByRole('checkbox', { name: 'Katalog: tylko dostępne' });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(backend.state.stockFilter.catalog));
    const before = backend.state.stockFilter.catalog;
    fireEvent.click(box);
    await waitFor(() => expect(backend.state.stockFilter.catalog).toBe(!before));
    expect(backend.state.stockFilter.search).toBe(true);
  });

  it('reorders, removes and adds dashboard shortcuts, each saved at once', async () => {
    renderPage(<SettingsPage />, '/pl/dashboard/settings');
    const list = await screen.findByRole('list', { name: 'Przypięte skróty' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(DEFAULT_SHORTCUTS.length));
    fireEvent.click(within(list).getByRole('button', { name: 'Przesuń niżej: Zamówienia' }));
    await waitFor(() => expect(backend.state.shortcuts.slice(0, 2)).toEqual(['clients', 'orders']));
    fireEvent.click(within(list).getByRole('button', { name: 'Usuń: Inwestycje' }));
    await waitFor(() => expect(backend.state.shortcuts).not.toContain('investments'));
    await pick(/Dodaj skrót/, 'Faktury');
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    await waitFor(() => expect(backend.state.shortcuts.at(-1)).toBe('invoices'));
  });

  it('resets every saved table layout after a confirmation', async () => {
    backend.state.tableConfigs.set('offers', { key: 'offers', tableColumns: ['number'], itemsPerPage: 50 });
    renderPage(<SettingsPage />, '/pl/dashboard/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Przywróć domyślne układy wszystkich tabel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Przywrócić domyślne układy tabel?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Przywróć' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 10_000 });
    expect(backend.state.tableConfigs.get('offers')?.itemsPerPage).toBe(DEFAULT_TABLE_PAGE_SIZE);
    expect(backend.state.tableConfigs.size).toBe(Object.keys(TABLE_COLUMNS).length);
  });
});
