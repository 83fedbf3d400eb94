import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../test/fakeSalesdesk';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { toasts } from '../toast/toastStore';
import { WebhooksPage } from './WebhooksPage';

setupMswBackend();
const admin = { user: { ...sampleUser, user_id: 1, username: 'admin', role: 'Administrators' } };
const ERP = 'https://erp.example.pl/salesdesk/webhooks';

function open() {
  renderPage(<WebhooksPage />, '/pl/dashboard/webhooks', admin);
}

describe('WebhooksPage', () => {
  it('lists the endpoints with their state, and a disabled one says why', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Odbiorcy webhooków' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText(ERP)).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Włączony')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Zamówienie potwierdzone')).toBeTruthy();
    expect(
      within(cards[1] as HTMLElement).getByText('Wyłączony automatycznie: wysyłki nie udawały się przez dobę'),
    ).toBeTruthy();
    // A disabled endpoint takes no test event.
    expect(
      (
        within(cards[1] as HTMLElement).getByRole('button', {
          name: 'Wyślij zdarzenie testowe do http://10.0.4.17:8080/wms/orders',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('shows the delivery log (time, state, answer) and redelivers by hand', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: `Dziennik wysyłek odbiorcy ${ERP}` }));
    const table = await screen.findByRole('table', { name: `Wysyłki do ${ERP}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Oczekuje')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('503')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Service Unavailable')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Próby: 2')).toBeTruthy();
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: /Wyślij ponownie zdarzenie msg_/ }));
    await waitFor(() => expect(within(rows[0] as HTMLElement).getByText('Dostarczono')).toBeTruthy());
    expect(within(rows[0] as HTMLElement).getByText('(wysłane ręcznie)')).toBeTruthy();
  });

  it('registers an endpoint: Polish errors first, then its secret once', async () => {
    open();
    await screen.findByRole('list', { name: 'Odbiorcy webhooków' });
    const form = screen.getByRole('form', { name: 'Dodaj odbiorcę' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Adres URL odbiorcy/ }), {
      target: { value: 'ftp://erp' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Zamówienie potwierdzone/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Dodaj odbiorcę' }));
    expect(await within(form).findByText(/pełnym adresem http:\/\/ lub https:\/\//)).toBeTruthy();
    expect(within(form).getByText('Wybierz co najmniej jedno zdarzenie.')).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: /Adres URL odbiorcy/ }), {
      target: { value: 'https://wms.example.pl/hooks' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Zamówienie zarchiwizowane/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Dodaj odbiorcę' }));
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('Sekret podpisu odbiorcy https://wms.example.pl/hooks')).toBeTruthy();
    expect((within(notice).getByRole('textbox', { name: 'Sekret podpisu' }) as HTMLInputElement).value).toMatch(
      /^whsec_/,
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Gotowe, zapisałem sekret' }));
    const list = screen.getByRole('list', { name: 'Odbiorcy webhooków' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByText('https://wms.example.pl/hooks')).toBeTruthy();
  });

  it('disables an endpoint and deletes one after a confirmation', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: `Wyłącz odbiorcę ${ERP}` }));
    expect(await screen.findByRole('button', { name: `Włącz odbiorcę ${ERP}` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń odbiorcę http://10.0.4.17:8080/wms/orders' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Usunąć odbiorcę http://10.0.4.17:8080/wms/orders?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Odbiorcy webhooków' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('rotates a secret after a confirmation and shows the new one once; sends a test event', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: `Zmień sekret odbiorcy ${ERP}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Zmienić sekret odbiorcy ${ERP}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zmień sekret' }));
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText(`Sekret podpisu odbiorcy ${ERP}`)).toBeTruthy();
    const shown = (within(notice).getByRole('textbox', { name: 'Sekret podpisu' }) as HTMLInputElement).value;
    expect(shown).toMatch(/^whsec_/);
    fireEvent.click(within(notice).getByRole('button', { name: 'Gotowe, zapisałem sekret' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Sekret podpisu' })).toBeNull());
    expect(document.body.textContent).not.toContain(shown);

    fireEvent.click(screen.getByRole('button', { name: `Wyślij zdarzenie testowe do ${ERP}` }));
    fireEvent.click(await screen.findByRole('button', { name: `Dziennik wysyłek odbiorcy ${ERP}` }));
    const table = await screen.findByRole('table', { name: `Wysyłki do ${ERP}` });
    await waitFor(() => expect(within(table).getAllByText('webhook.test').length).toBeGreaterThan(0));
  });

  it('sends the pending deliveries now: a toast says how many, the count drops, focus stays on the button', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Odbiorcy webhooków' });
    const erp = within(list).getAllByRole('listitem')[0] as HTMLElement;
    const button = within(erp).getByRole('button', { name: `Ponów zaległe teraz do ${ERP}` });
    expect(button.textContent).toBe('Ponów zaległe teraz');
    toasts.clear();
    button.focus();
    fireEvent.click(button);
    await waitFor(() =>
      expect(toasts.$toasts.get().map((t) => t.title)).toContain(
        'Zaległe wysyłki ponowione teraz: 1. Wynik w dzienniku wysyłek.',
      ),
    );
    await waitFor(() => expect(within(erp).getByText('Oczekujące wysyłki').nextElementSibling?.textContent).toBe('0'));
    expect(document.activeElement).toBe(within(erp).getByRole('button', { name: `Ponów zaległe teraz do ${ERP}` }));
    // A disabled endpoint: enabling it sends its backlog, so the button is off.
    const wms = within(list).getAllByRole('listitem')[1] as HTMLElement;
    expect(
      (within(wms).getByRole('button', { name: /Ponów zaległe teraz do http:\/\/10/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
