import { describe, expect, it } from 'vitest';
import {
  availableOfferActions,
  isOfferEditable,
  nextOfferStatus,
  OFFER_ACTIONS,
  OFFER_STATUSES,
  type OfferAction,
  type OfferStatus,
  statusAfterLineChange,
} from './offerStatus';

describe('offer status machine', () => {
  it('has exactly these transitions', () => {
    const table: Record<string, OfferStatus | null> = {};
    for (const s of OFFER_STATUSES) for (const a of OFFER_ACTIONS) table[`${s}:${a}`] = nextOfferStatus(s, a, true);
    const allowed = Object.entries(table).filter(([, v]) => v !== null);
    expect(Object.fromEntries(allowed)).toEqual({
      'draft:submit': 'pending_approval',
      'draft:expire': 'expired',
      'pending_approval:approve': 'approved',
      'pending_approval:send_back': 'pending_correct',
      'pending_approval:withdraw': 'draft',
      'approved:send_to_client': 'pending_approval_client',
      'approved:expire': 'expired',
      'approved:withdraw': 'draft',
      'pending_correct:submit': 'pending_approval',
      'pending_correct:expire': 'expired',
      'pending_approval_client:accept': 'accepted',
      'pending_approval_client:reject': 'rejected',
      'pending_approval_client:expire': 'expired',
    });
  });

  it('skips approval when none is needed', () => {
    expect(nextOfferStatus('draft', 'submit', false)).toBe('approved');
    expect(nextOfferStatus('pending_correct', 'submit', false)).toBe('approved');
  });

  it('ends in final statuses', () => {
    for (const s of ['accepted', 'rejected', 'expired'] as OfferStatus[]) {
      expect(availableOfferActions(s)).toEqual([]);
      expect(isOfferEditable(s, false)).toBe(false);
    }
    expect(isOfferEditable('draft', true)).toBe(false);
    expect(isOfferEditable('approved', false)).toBe(true);
  });

  it('voids approvals when lines change', () => {
    const next = (s: OfferStatus) => statusAfterLineChange(s);
    expect(next('approved')).toBe('draft');
    expect(next('pending_approval')).toBe('draft');
    expect(next('pending_approval_client')).toBe('draft');
    expect(next('draft')).toBe('draft');
    expect(next('pending_correct')).toBe('pending_correct');
  });

  it('never reaches an unknown action', () => {
    expect(nextOfferStatus('draft', 'fly' as OfferAction, true)).toBeNull();
  });
});
