import { createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../index';
import { createFakeSession, FakeSalesdesk } from '../test/fakeSalesdesk';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseURL: 'http://api.test', tokenStore: memoryTokenStore() });

/** A session whose login goes through the real sdk client to the msw server. */
function renderLogin() {
  const fake = createFakeSession({
    user: null,
    login: async (username, password) => {
      await client.call('login', { body: { username, password } });
    },
  });
  render(
    <FakeSalesdesk session={fake.session}>
      <LoginPage target="/pl/dashboard/offers" />
    </FakeSalesdesk>,
  );
  return fake;
}

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Nazwa użytkownika'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: password } });
}

describe('LoginPage', () => {
  it('has Polish labels and a submit button', () => {
    renderLogin();
    expect(screen.getByLabelText('Nazwa użytkownika')).toBeTruthy();
    expect(screen.getByLabelText('Hasło').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
  });

  it('asks for both fields before calling the server', async () => {
    const fake = renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Podaj nazwę użytkownika.')).toBeTruthy();
    expect(screen.getByText('Podaj hasło.')).toBeTruthy();
    expect(fake.calls).toEqual([]);
  });

  it('focuses the first invalid field: the password when only it is missing', async () => {
    const fake = renderLogin();
    fill('handlowiec', '');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Podaj hasło.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Hasło')));
    expect(screen.queryByText('Podaj nazwę użytkownika.')).toBeNull();
    expect(fake.calls).toEqual([]);
  });

  it('puts a server 400 on its field and focuses it, even when the browser found nothing wrong', async () => {
    server.use(
      http.post('http://api.test/api/account/login', () =>
        HttpResponse.json(
          {
            code: 'validation_error',
            message: 'Nieprawidłowe dane. Popraw zaznaczone pola.',
            fields: { password: ['Hasło zawiera niedozwolone znaki.'] },
          },
          { status: 400 },
        ),
      ),
    );
    renderLogin();
    fill('handlowiec', 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Hasło zawiera niedozwolone znaki.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Hasło')));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the Polish 401 message of the server and stays on the form', async () => {
    server.use(
      http.post('http://api.test/api/account/login', () =>
        HttpResponse.json(
          { code: 'unauthorized', message: 'Nieprawidłowa nazwa użytkownika lub hasło.' },
          { status: 401 },
        ),
      ),
    );
    const fake = renderLogin();
    fill('handlowiec', 'zle-haslo');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nieprawidłowa nazwa użytkownika lub hasło.');
    expect(fake.$session.get().loggedIn).toBe(false);
    expect(fake.calls).toEqual(['login:handlowiec:/pl/dashboard/offers']);
  });

  it('shows server field errors under their fields', async () => {
    server.use(
      http.post('http://api.test/api/account/login', () =>
        HttpResponse.json(
          {
            code: 'validation_error',
            message: 'Nieprawidłowe dane. Popraw zaznaczone pola.',
            fields: { username: ['Nazwa użytkownika jest za długa.'] },
          },
          { status: 400 },
        ),
      ),
    );
    renderLogin();
    fill('x'.repeat(120), 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Nazwa użytkownika jest za długa.')).toBeTruthy();
    expect(screen.getByLabelText('Nazwa użytkownika').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables the button while the login runs and logs in on success', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.post('http://api.test/api/account/login', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ token: 'a.b.c', company_code: '3W' });
      }),
    );
    const fake = renderLogin();
    fill('handlowiec', 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    const busy = await screen.findByRole('button', { name: 'Logowanie…' });
    expect(busy.hasAttribute('disabled') || busy.getAttribute('aria-disabled') === 'true').toBe(true);
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer?.());
    await waitFor(() => expect(fake.$session.get().loggedIn).toBe(true));
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
  });
  it('checks a field again as it is typed in after a failed submit', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Podaj nazwę użytkownika.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nazwa użytkownika')));
    fireEvent.change(screen.getByLabelText('Nazwa użytkownika'), { target: { value: 'handlowiec' } });
    expect(screen.queryByText('Podaj nazwę użytkownika.')).toBeNull();
    expect(screen.getByLabelText('Nazwa użytkownika').getAttribute('aria-invalid')).toBeNull();
    // The other field keeps its error until it is filled in.
    expect(screen.getByText('Podaj hasło.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nazwa użytkownika'), { target: { value: '' } });
    expect(screen.getByText('Podaj nazwę użytkownika.')).toBeTruthy();
  });

  it('shows the throttle message of a 429 above the button and keeps what was typed', async () => {
    server.use(
      http.post('http://api.test/api/account/login', () =>
        HttpResponse.json(
          { code: 'too_many_requests', message: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 30 s.' },
          { status: 429 },
        ),
      ),
    );
    renderLogin();
    fill('handlowiec', 'zle-haslo');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 30 s.',
    );
    expect((screen.getByLabelText('Nazwa użytkownika') as HTMLInputElement).value).toBe('handlowiec');
    expect(screen.getByRole('button', { name: 'Zaloguj się' }).hasAttribute('disabled')).toBe(false);
  });

  it('says in Polish that the server cannot be reached when the network fails', async () => {
    server.use(http.post('http://api.test/api/account/login', () => HttpResponse.error()));
    renderLogin();
    fill('handlowiec', 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Brak połączenia z serwerem.');
  });
});

describe('LoginPage after a logout the user did not ask for', () => {
  function renderWith(reason: string | null, target: string | null = null) {
    const fake = createFakeSession({ user: null });
    render(
      <FakeSalesdesk session={fake.session}>
        <LoginPage target={target} reason={reason} />
      </FakeSalesdesk>,
    );
    return fake;
  }

  it.each([
    ['expired', 'Sesja wygasła. Zaloguj się ponownie, aby kontynuować.'],
    ['userTimer', 'Wylogowano po okresie bezczynności. Zaloguj się ponownie, aby kontynuować.'],
    ['revoked', 'Sesja została zakończona przez administratora lub po zmianie hasła. Zaloguj się ponownie.'],
    ['unauthorized', 'Sesja została zakończona. Zaloguj się ponownie, aby kontynuować.'],
    ['remote', 'Wylogowano w innej karcie przeglądarki.'],
  ])('says why (%s) in a live region that is there before its text', async (reason, text) => {
    renderWith(reason);
    const region = screen.getByRole('status');
    // First the empty region, so screen readers hear the text arrive.
    expect(region.textContent).toBe('');
    await waitFor(() => expect(region.textContent).toBe(text));
  });

  it('tells that the login brings the user back, and logs in to that page', async () => {
    const fake = renderWith('userTimer', '/pl/dashboard/offers?tab=drafts');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('wrócisz do poprzedniej strony'));
    fill('handlowiec', 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(fake.calls).toContain('login:handlowiec:/pl/dashboard/offers?tab=drafts'));
  });

  it('says nothing for a logout the user asked for, or an unknown reason', async () => {
    renderWith('whatever');
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
