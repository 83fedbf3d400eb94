import type { OfferSummary } from '@salesdesk/sdk';
import { describe, expect, it } from 'vitest';
import { documentConfirmations } from './documentConfirmations';
import { offerActionOutcome } from './offerActionOutcome';
import type { DocumentActions } from './useDocumentActions';

const offer = (over: Partial<OfferSummary> = {}) =>
  ({
    id: 12,
    number: 'OF/2026/000012',
    version: 1,
    customer_fullname: 'Budmax Sp. z o.o.',
    status: 'draft',
    required_approval_level: 'branch_manager',
    ...over,
  }) as OfferSummary;

const actions = {} as DocumentActions;

describe('document confirmations say what will happen to this document', () => {
  it('an offer status action names the offer and who accepts it', () => {
    expect(offerActionOutcome(offer(), 'submit')).toBe(
      'Oferta OF/2026/000012 trafi do akceptacji dyrektora oddziału. Do czasu decyzji nie będzie można wysłać jej klientowi.',
    );
    expect(offerActionOutcome(offer({ required_approval_level: 'board' }), 'submit')).toContain(
      'trafi do akceptacji zarządu',
    );
    expect(offerActionOutcome(offer({ required_approval_level: 'none' }), 'submit')).toBe(
      'Oferta OF/2026/000012 nie wymaga akceptacji: od razu będzie gotowa do wysłania klientowi.',
    );
    expect(offerActionOutcome(offer(), 'send_to_client')).toBe(
      'Oferta OF/2026/000012 zostanie oznaczona jako wysłana do klienta Budmax Sp. z o.o..',
    );
    for (const action of ['approve', 'send_back', 'accept', 'reject', 'expire', 'withdraw'] as const) {
      const text = offerActionOutcome(offer(), action);
      expect(text.startsWith('Oferta OF/2026/000012 ')).toBe(true);
      expect(text).not.toMatch(/\{|zgodnie z akcją/);
    }
  });

  it('archive, delete and bulk archive of offers name the offers and the client', () => {
    const confirm = documentConfirmations('offer', actions);
    expect(confirm.archive(offer()).body).toMatch(
      /^Oferta OF\/2026\/000012 dla klienta Budmax Sp\. z o\.o\. zniknie z bieżących list/,
    );
    expect(confirm.archive(offer({ status: 'pending_approval' })).body).toContain(
      'czeka na akceptację dyrektora oddziału',
    );
    expect(confirm.delete(offer()).body).toBe(
      'Szkic oferty OF/2026/000012 dla klienta Budmax Sp. z o.o. zostanie usunięty na stałe razem z pozycjami. Tej operacji nie można cofnąć.',
    );
    const five = [1, 2, 3, 4, 5].map((n) => offer({ id: n, number: `OF/2026/00000${n}` }));
    expect(confirm.archiveMany(five).body).toMatch(
      /^Oferty OF\/2026\/000001, OF\/2026\/000002, OF\/2026\/000003 i 2 innych znikną/,
    );
  });

  it('an order says its reserved goods come back and names its client', () => {
    const confirm = documentConfirmations('order', actions);
    const order = { id: 3, number: 'ZA/2026/000003', version: 2, customer_fullname: 'Budmax Sp. z o.o.' };
    expect(confirm.archive(order).body).toBe(
      'Zamówienie ZA/2026/000003 dla klienta Budmax Sp. z o.o. zniknie z bieżącej listy i nie będzie można go zmieniać; zarezerwowany towar wróci do dostępnego.',
    );
    expect(confirm.delete(order).body).toContain('Niepotwierdzone zamówienie ZA/2026/000003 dla klienta Budmax');
  });
});
