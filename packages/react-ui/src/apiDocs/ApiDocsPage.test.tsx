import { failWith } from '@salesdesk/fixtures/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { ApiDocsPage } from './ApiDocsPage';

const backend = setupMswBackend();

describe('ApiDocsPage', () => {
  it('lists every call of the document grouped by area, with the conventions and a download link', async () => {
    renderPage(<ApiDocsPage />, '/pl/dashboard/api');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dokumentacja API' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /^Faktury/ })).toBeTruthy();
    expect(screen.getByText(/Wywołań: \d+/).textContent).toMatch(/Wywołań: (\d{2,})/);
    expect(screen.getByText(/Kwoty to liczby całkowite w groszach/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Pobierz dokument OpenAPI (JSON)' });
    expect(link.getAttribute('href')).toMatch(/\/api\/openapi\.json$/);
  });

  it('filters the calls by what is typed, ignoring case and Polish letters', async () => {
    renderPage(<ApiDocsPage />, '/pl/dashboard/api');
    const search = await screen.findByRole('searchbox', { name: 'Szukaj wywołania' });
    fireEvent.change(search, { target: { value: 'invoices' } });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: /^Oferty/ })).toBeNull());
    expect(screen.getByRole('button', { name: /GET\s*\/api\/invoices\/\{id\}\s/ })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nic-takiego-nie-ma' } });
    expect(await screen.findByText('Żadne wywołanie nie pasuje do wyszukiwania.')).toBeTruthy();
  });

  it('opens a call: parameters, the answer schema and its referenced schema opened in place', async () => {
    renderPage(<ApiDocsPage />, '/pl/dashboard/api');
    const trigger = await screen.findByRole('button', { name: /GET\s*\/api\/invoices\s/ });
    fireEvent.click(trigger);
    const panel = await waitFor(() => {
      const region = trigger.closest('[data-expanded]') ?? trigger.parentElement?.parentElement;
      if (!region || !within(region as HTMLElement).queryByRole('table')) throw new Error('not open');
      return region as HTMLElement;
    });
    const params = within(panel).getByRole('table', { name: 'Parametry' });
    expect(within(params).getByRole('rowheader', { name: /client_id/ })).toBeTruthy();
    expect(within(panel).getByText(/Wymaga tokenu/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Pokaż schemat InvoiceListResponse' }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Pokaż schemat InvoiceListItem' }));
    expect(await within(panel).findByText('date-of-issue')).toBeTruthy();
    expect(within(panel).getAllByText(/kebab-case/).length).toBeGreaterThan(0);
  });

  it('says so when the document cannot be read', async () => {
    backend.server.use(failWith('openApiDocument', 500, {}, 'http://api.test'));
    renderPage(<ApiDocsPage />, '/pl/dashboard/api');
    expect((await screen.findByRole('alert')).textContent).toContain('Nie udało się wczytać opisu API.');
  });
});
