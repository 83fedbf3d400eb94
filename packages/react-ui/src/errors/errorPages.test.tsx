import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage, NotFoundPage } from '../index';

const statusOf = () => document.querySelector('[data-status]');

describe('NotFoundPage', () => {
  it('says in Polish that the page is not there, shows the address, and keeps SPEC §8’s text for reporting', () => {
    render(<NotFoundPage path="/pl/xyz" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nie znaleziono strony');
    expect(screen.getByText('/pl/xyz').tagName).toBe('CODE');
    expect(statusOf()?.getAttribute('data-status')).toBe('404');
    expect(statusOf()?.getAttribute('data-status-message')).toBe('Page not found: /pl/xyz');
    expect(screen.getByRole('link', { name: 'Wróć na pulpit' }).getAttribute('href')).toBe('/pl/dashboard');
    expect(document.body.textContent).not.toMatch(/Page not found/i);
  });

  it('wraps a long address at any character instead of running off the screen', () => {
    const path = `/pl/${'bardzo-dluga-sciezka-'.repeat(20)}`;
    render(<NotFoundPage path={path} />);
    const code = screen.getByText(path);
    expect(code.className).toContain('break-all');
    expect(code.className).toContain('[overflow-wrap:anywhere]');
  });

  it('is a section inside a layout and offers the login page when logged out', () => {
    render(<NotFoundPage path="/x" landmark="section" loggedIn={false} invalidRoute />);
    expect(statusOf()?.getAttribute('data-status-message')).toBe('Page Not Found: /x');
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.getByRole('region', { name: 'Nie znaleziono strony' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' }).getAttribute('href')).toBe('/pl/login');
  });
});

describe('ErrorPage', () => {
  it('titles each status in Polish and keeps the SPEC status messages as data', () => {
    const cases: Array<[number, string, string]> = [
      [403, 'Brak dostępu', 'Forbidden'],
      [404, 'Nie znaleziono strony', 'Page Not Found'],
      [500, 'Coś poszło nie tak', 'Internal Server Error'],
      [502, 'Wystąpił błąd', 'Internal Server Error'],
    ];
    for (const [code, title, message] of cases) {
      const { unmount } = render(<ErrorPage statusCode={code} description="Opis." />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      expect(statusOf()?.getAttribute('data-status-message')).toBe(message);
      expect(screen.getByText('Opis.')).toBeTruthy();
      expect(document.body.textContent).not.toMatch(/Forbidden|Not Found|Server Error/);
      unmount();
    }
  });

  it('tells a refused user they have no access and how to get it', () => {
    render(<ErrorPage statusCode={403} />);
    expect(screen.getByText(/Nie masz dostępu do tej strony\. .*poproś o uprawnienia/)).toBeTruthy();
  });

  it('offers a reload when asked and takes a class name from the status', () => {
    render(<ErrorPage statusCode={500} canReload className={(s) => `status-${s.statusCode}`} />);
    expect(screen.getByRole('button', { name: 'Odśwież stronę' })).toBeTruthy();
    expect(screen.getByRole('main').className).toContain('status-500');
  });
});
