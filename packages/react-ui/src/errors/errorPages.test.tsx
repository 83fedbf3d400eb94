import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage, NotFoundPage } from '../index';

describe('NotFoundPage', () => {
  it('says "Page not found: {path}" verbatim', () => {
    render(<NotFoundPage path="/pl/xyz" />);
    expect(screen.getByRole('heading').textContent).toBe('Page not found: /pl/xyz');
  });
});

describe('ErrorPage', () => {
  it('defaults the status message by status code', () => {
    const { unmount } = render(<ErrorPage statusCode={404} />);
    expect(screen.getByRole('heading').textContent).toBe('Page Not Found');
    unmount();
    render(<ErrorPage statusCode={502} description="Brama nie odpowiada." />);
    expect(screen.getByRole('heading').textContent).toBe('Internal Server Error');
    expect(screen.getByText('502')).toBeTruthy();
    expect(screen.getByText('Brama nie odpowiada.')).toBeTruthy();
  });

  it('shows a given status message and exposes the status', () => {
    render(<ErrorPage statusCode={403} statusMessage="Forbidden" className={(s) => `status-${s.statusCode}`} />);
    expect(screen.getByRole('heading').textContent).toBe('Forbidden');
    expect(screen.getByRole('main').getAttribute('data-status')).toBe('403');
    expect(screen.getByRole('main').className).toContain('status-403');
  });
});
