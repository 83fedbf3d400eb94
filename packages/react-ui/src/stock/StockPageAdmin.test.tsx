import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows } from '../test/listPageContract';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { StockPage } from './StockPage';

// An administrator reads the stock of every warehouse, not only the ones they sell from.
const backend = setupMswBackend({ username: 'admin' });

describe('StockPage for an administrator', () => {
  it('offers every warehouse there is, another company’s too, and shows the one chosen', async () => {
    expect(backend.state.me.available_warehouses).not.toContain('LCZ');
    const { route } = renderPage(<StockPage />, '/pl/dashboard/stock');
    await waitFor(() => expect(bodyRows('Magazyn').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: /Magazyn/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent?.replace('✓', ''));
    expect([...options].sort()).toEqual([...backend.state.warehouses].sort());
    fireEvent.click(screen.getByRole('option', { name: 'LCZ' }));
    await waitFor(() => expect(route.history.at(-1)).toBe('/pl/dashboard/stock?warehouse=LCZ'));
    expect(await screen.findByText(/Stan magazynu LCZ/)).toBeTruthy();
  });
});
