import { failWith } from '@salesdesk/fixtures/msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswBackend, TEST_API } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const backend = setupMswBackend();

describe('ForgotPasswordPage', () => {
  it('checks the e-mail before sending, then says the same thing whether or not the account exists', async () => {
    const sent: unknown[] = [];
    backend.server.use(
      http.post(`${TEST_API}/api/account/forgot-password`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    renderPage(<ForgotPasswordPage />, '/pl/forgot-password');
    const email = screen.getByLabelText('Adres e-mail');
    fireEvent.change(email, { target: { value: 'nie-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('Podaj poprawny adres e-mail.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(email, { target: { value: 'ktos@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Jeśli konto z adresem ktos@example.com istnieje',
    );
    expect(sent).toEqual([{ email: 'ktos@example.com' }]);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    backend.server.use(
      failWith(
        'forgotPassword',
        429,
        { code: 'too_many_requests', message: 'Za dużo prób. Spróbuj później.' },
        TEST_API,
      ),
    );
    renderPage(<ForgotPasswordPage />, '/pl/forgot-password');
    fireEvent.change(screen.getByLabelText('Adres e-mail'), { target: { value: 'ktos@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Za dużo prób. Spróbuj później.');
    expect((screen.getByLabelText('Adres e-mail') as HTMLInputElement).value).toBe('ktos@example.com');
  });
});

describe('ResetPasswordPage', () => {
  function fill(password: string, repeat: string) {
    fireEvent.change(screen.getByLabelText('Nowe hasło'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Powtórz nowe hasło'), { target: { value: repeat } });
    fireEvent.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
  }

  it('needs the password twice by the server’s rules, sends it with the link’s token, then leads to login', async () => {
    const sent: unknown[] = [];
    backend.server.use(
      http.post(`${TEST_API}/api/account/reset-password`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    renderPage(
      <ResetPasswordPage location={{ path: '/pl/reset-password', search: { token: 'abc' } } as never} />,
      '/pl/reset-password?token=abc',
    );
    fill('krótkie', 'krótkie');
    expect(await screen.findByText('Hasło musi mieć co najmniej 8 znaków.')).toBeTruthy();
    fill('NoweHaslo123', 'NoweHaslo124');
    expect(await screen.findByText('Hasła nie są takie same.')).toBeTruthy();
    expect(sent).toEqual([]);
    fill('NoweHaslo123', 'NoweHaslo123');
    expect((await screen.findByRole('status')).textContent).toBe('Możesz się teraz zalogować nowym hasłem.');
    expect(sent).toEqual([{ token: 'abc', password: 'NoweHaslo123' }]);
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' }).getAttribute('href')).toBe('/pl/login');
  });

  it('says so when the link expired or was used', async () => {
    backend.server.use(
      failWith(
        'resetPassword',
        400,
        {
          code: 'validation_error',
          message: 'Link do zmiany hasła wygasł lub został już użyty.',
          fields: { token: ['Link wygasł.'] },
        },
        TEST_API,
      ),
    );
    renderPage(
      <ResetPasswordPage location={{ path: '/pl/reset-password', search: { id: 'old' } } as never} />,
      '/pl/reset-password?id=old',
    );
    fill('NoweHaslo123', 'NoweHaslo123');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Link do zmiany hasła wygasł lub został już użyty.'),
    );
  });
});
