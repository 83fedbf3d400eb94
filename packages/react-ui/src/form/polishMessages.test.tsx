import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AddOfferPage, LazyDashboardLayout } from '../index';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';

setupMswBackend();

const step1 = { path: '/pl/dashboard/offers/add-offer/1', params: { stepId: '1' }, search: {} } as never;

describe('zod messages in Polish', () => {
  it('"Dalej" in the offer wizard without a client says the field is required, in Polish', async () => {
    const { view } = renderPage(<AddOfferPage location={step1} />, '/pl/dashboard/offers/add-offer/1');
    const client = await screen.findByRole('combobox', { name: /Klient/ });
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(client.getAttribute('aria-invalid')).toBe('true'));
    const text = view.container.textContent ?? '';
    expect(text).toContain('Pole jest wymagane.');
    expect(text).not.toMatch(/Invalid|expected|received/);
  });

  it('a schema parsed without an error map of its own speaks Polish once the logged-in layout is there', async () => {
    renderPage(
      <Suspense fallback={null}>
        <LazyDashboardLayout>—</LazyDashboardLayout>
      </Suspense>,
      '/pl/dashboard',
    );
    await screen.findByRole('navigation', { name: 'Menu główne' });
    const parsed = z.object({ quantity: z.number(), unit: z.string() }).safeParse({ quantity: 'dużo', unit: 1 });
    expect(parsed.success).toBe(false);
    const messages = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    expect(messages.length).toBe(2);
    for (const message of messages) expect(message).not.toMatch(/Invalid|expected|received/);
  });
});
