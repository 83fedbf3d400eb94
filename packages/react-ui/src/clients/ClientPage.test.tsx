import { SPECIAL_CLIENTS } from '@salesdesk/fixtures';
import { brands, DEFAULT_TABLE_PAGE_SIZE } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../test/fakeSalesdesk';
import { bodyRows, headers } from '../test/listPageContract';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { clientHref } from './ClientLink';
import { ClientPage } from './ClientPage';

const backend = setupMswBackend();

const clientOf = (id: number) => {
  const client = backend.state.clients.find((c) => c.id === id);
  if (!client) throw new Error(`no client ${id} in the fixtures`);
  return client;
};

describe('ClientPage', () => {
  it('shows the client with its NIP written out, terms, credit in use and overdue', async () => {
    const client = clientOf(4);
    renderPage(<ClientPage />, clientHref(client));
    expect(await screen.findByRole('heading', { level: 1, name: client.name })).toBeTruthy();
    expect(
      screen.getByText(
        `${client.nip.slice(0, 3)}-${client.nip.slice(3, 6)}-${client.nip.slice(6, 8)}-${client.nip.slice(8)}`,
      ),
    ).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Warunki i kredyt' });
    const meter = within(terms).getByRole('meter', { name: 'Wykorzystanie limitu' });
    expect(meter.getAttribute('aria-valuetext')).toMatch(/ z 500\u00a0000,00\u00a0zł$/);
    expect(terms.textContent).toContain('zamówienia niezafakturowane');
    expect(screen.queryByRole('region', { name: /Sprzedaż zablokowana/ })).toBeNull();
  });

  it('marks a NIP whose check digit is wrong in words', async () => {
    const client = clientOf(5);
    client.nip = `${client.nip.slice(0, 9)}${(Number(client.nip[9]) + 1) % 10}`;
    renderPage(<ClientPage />, clientHref(client));
    expect(await screen.findByText(/nieprawidłowa suma kontrolna/)).toBeTruthy();
  });

  it('lists contact people with the phone as a tel: link and the mail as a mailto: link', async () => {
    const client = clientOf(3);
    const contact = backend.state.contacts.find((c) => c.client_id === client.id);
    if (!contact) throw new Error('no contact of client 3');
    renderPage(<ClientPage />, clientHref(client));
    const contacts = await screen.findByRole('region', { name: 'Osoby kontaktowe' });
    const call = await within(contacts).findByRole('link', { name: `Zadzwoń: ${contact.name}, ${contact.phone}` });
    expect(call.getAttribute('href')).toBe(`tel:${contact.phone.replace(/[^\d+]/g, '')}`);
    const write = within(contacts).getByRole('link', { name: `Napisz: ${contact.name}, ${contact.mail}` });
    expect(write.getAttribute('href')).toBe(`mailto:${contact.mail}`);
  });

  it('says a blocked client is blocked, why, and whom to write to with the client and the reasons filled in', async () => {
    const client = clientOf(SPECIAL_CLIENTS.blocked);
    renderPage(<ClientPage />, clientHref(client));
    const notice = await screen.findByRole('region', { name: /Sprzedaż zablokowana/ });
    expect(notice.textContent).toContain('Nowych zamówień tego klienta nie można tworzyć ani potwierdzać');
    expect(notice.textContent).toContain('przekroczony limit kredytowy');
    expect(notice.textContent).toContain('faktury po terminie ponad 14');
    expect(notice.textContent).toContain('Oferty można przygotowywać');
    const mail = within(notice).getByRole('link', { name: brands.one.blockedSalesMailbox });
    const href = new URL(mail.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(brands.one.blockedSalesMailbox);
    expect(href.searchParams.get('subject')).toBe(`Blokada sprzedaży: ${client.name} (${client.external_id})`);
    expect(href.searchParams.get('body')).toContain('przekroczony limit kredytowy');
    expect(href.searchParams.get('body')).toContain(clientHref(client));
  });

  it('offers a blocked client no order: the offer comes first and the settlements mailbox takes the order’s place', async () => {
    const client = clientOf(SPECIAL_CLIENTS.blocked);
    renderPage(<ClientPage />, clientHref(client));
    const offer = await screen.findByRole('link', { name: 'Przygotuj ofertę' });
    expect(offer.getAttribute('href')).toBe(`/pl/dashboard/offers/add-offer/1?client-id=${client.id}`);
    expect(offer.className).toContain('bg-primary');
    expect(screen.queryByRole('link', { name: /Utwórz zamówienie/ })).toBeNull();
    const write = screen.getByRole('link', { name: 'Napisz do rozrachunków' });
    const href = new URL(write.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(brands.one.blockedSalesMailbox);
    expect(href.searchParams.get('subject')).toBe(`Blokada sprzedaży: ${client.name} (${client.external_id})`);
    const notice = screen.getByRole('region', { name: /Sprzedaż zablokowana/ });
    expect(notice.textContent).toContain('Nowych zamówień tego klienta nie można tworzyć ani potwierdzać');
  });

  it('lets a reader who may release the block create the order “mimo blokady”, and says what that means', async () => {
    const client = clientOf(SPECIAL_CLIENTS.blocked);
    renderPage(<ClientPage />, clientHref(client), { user: { ...sampleUser, role: 'Dyrektor Regionu' } });
    const order = await screen.findByRole('link', { name: 'Utwórz zamówienie mimo blokady' });
    expect(order.getAttribute('href')).toBe(`/pl/dashboard/orders/add-order/1?client-id=${client.id}`);
    expect(screen.queryByRole('link', { name: 'Napisz do rozrachunków' })).toBeNull();
    const notice = screen.getByRole('region', { name: /Sprzedaż zablokowana/ });
    expect(notice.textContent).toContain('Możesz utworzyć zamówienie mimo blokady');
  });

  it('opens from the id alone and puts the client’s name in the address, keeping the tab', async () => {
    const client = clientOf(SPECIAL_CLIENTS.awkwardName);
    const { route } = renderPage(<ClientPage />, `/pl/dashboard/clients/${client.id}?tab=invoices`);
    expect(await screen.findByRole('heading', { level: 1, name: client.name })).toBeTruthy();
    await waitFor(() =>
      expect(route.history).toEqual([
        `/pl/dashboard/clients/11-hurtownia-elektryczna-zarowka-wojcik-syn-oddzial-swietochlowice?tab=invoices`,
      ]),
    );
  });

  it('says so when the client does not exist', async () => {
    renderPage(<ClientPage />, '/pl/dashboard/clients/999999-nikt');
    expect(await screen.findByText('Nie ma takiego klienta. Mógł zostać usunięty z kartoteki.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do listy klientów' }).getAttribute('href')).toBe(
      '/pl/dashboard/clients',
    );
  });

  it('starts the offer and order wizards with the client filled in', async () => {
    const client = clientOf(7);
    renderPage(<ClientPage />, clientHref(client));
    const offer = await screen.findByRole('link', { name: 'Przygotuj ofertę' });
    expect(offer.getAttribute('href')).toBe(`/pl/dashboard/offers/add-offer/1?client-id=${client.id}`);
    expect(screen.getByRole('link', { name: 'Utwórz zamówienie' }).getAttribute('href')).toBe(
      `/pl/dashboard/orders/add-order/1?client-id=${client.id}`,
    );
  });

  it('shows the active offers first, then each tab from the URL with its own columns and saved layout', async () => {
    const client = clientOf(2);
    const active = backend.state.offers.filter(
      (o) => o.client_id === client.id && !['accepted', 'rejected', 'expired'].includes(o.status),
    );
    const { route } = renderPage(<ClientPage />, clientHref(client));
    await waitFor(() =>
      expect(bodyRows('Aktywne oferty')).toHaveLength(Math.min(DEFAULT_TABLE_PAGE_SIZE, active.length)),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Zamówienia' }));
    await waitFor(() => expect(route.history.at(-1)).toBe(`${clientHref(client)}?tab=orders`));
    await waitFor(() => expect(bodyRows('Zamówienia').length).toBeGreaterThan(0));
    expect(headers('Zamówienia')).toContain('Ostatnia zmiana');

    fireEvent.click(screen.getByRole('tab', { name: 'Faktury' }));
    await waitFor(() => expect(bodyRows('Faktury').length).toBeGreaterThan(0));
    expect(headers('Faktury')).toEqual([
      'Numer',
      'Data wystawienia',
      'Data wysyłki',
      'Termin płatności',
      'Netto',
      'Brutto',
      'Status',
      'Do zapłaty',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Kolumny' }));
    const chooser = await screen.findByRole('dialog', { name: 'Kolumny tabeli' });
    fireEvent.click(within(chooser).getByRole('row', { name: 'Data wysyłki' }));
    await waitFor(() => expect(headers('Faktury')).not.toContain('Data wysyłki'));
    // The invoices tab keeps its own layout; the orders tab's is untouched.
    await waitFor(() =>
      expect(backend.state.tableConfigs.get('clientInvoices')?.tableColumns).not.toContain('shipping-date'),
    );
    expect(backend.state.tableConfigs.has('clientOrders')).toBe(false);
  });

  it('marks an overdue invoice with its days past due, and each invoice opens its page', async () => {
    const client = clientOf(SPECIAL_CLIENTS.blocked);
    renderPage(<ClientPage />, `${clientHref(client)}?tab=invoices&status=overdue`);
    await waitFor(() => expect(bodyRows('Faktury').length).toBeGreaterThan(0));
    const [first] = bodyRows('Faktury');
    expect(first?.textContent).toMatch(/Przeterminowana · \d+\u00a0dni po terminie/);
    const invoice = backend.state.invoices.find((i) => first?.textContent?.includes(i['number-invoices']));
    expect(first?.getAttribute('data-href')).toBe(`/pl/dashboard/invoices/${invoice?.id}`);
  });

  it('lists the client’s settlements only, without a "clear filters" for its own client', async () => {
    const client = clientOf(9);
    renderPage(<ClientPage />, `${clientHref(client)}?tab=settlements`);
    const own = backend.state.settlements.filter((s) => s.client_id === client.id);
    await waitFor(() => expect(bodyRows('Rozrachunki')).toHaveLength(Math.min(DEFAULT_TABLE_PAGE_SIZE, own.length)));
    for (const row of bodyRows('Rozrachunki')) {
      expect(own.some((s) => row.textContent?.includes(s.invoice_number))).toBe(true);
    }
    backend.state.settlements = backend.state.settlements.filter((s) => s.client_id !== client.id);
    renderPage(<ClientPage />, `${clientHref(client)}?tab=settlements&sort=amount`);
    expect(await screen.findByText('Klient nie ma rozrachunków.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wyczyść filtry' })).toBeNull();
  });
});
