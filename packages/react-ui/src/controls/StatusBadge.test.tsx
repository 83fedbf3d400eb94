import { OFFER_STATUSES } from '@salesdesk/sdk';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('names every offer status in Polish and gives it a tone', () => {
    render(
      <>
        {OFFER_STATUSES.map((status) => (
          <StatusBadge key={status} kind="offer" status={status} />
        ))}
        <StatusBadge kind="order" status="confirmed" />
      </>,
    );
    expect(screen.getByText('Oczekuje na akceptację').getAttribute('data-tone')).toBe('warning');
    expect(screen.getByText('Do poprawy').getAttribute('data-tone')).toBe('danger');
    expect(screen.getByText('Przyjęta przez klienta').getAttribute('data-tone')).toBe('success');
    expect(screen.getByText('Potwierdzone').getAttribute('data-tone')).toBe('success');
    expect(document.querySelectorAll('[data-tone]')).toHaveLength(OFFER_STATUSES.length + 1);
  });
});
