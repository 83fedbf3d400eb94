import { describe, expect, it } from 'vitest';
import { nextOrderStatus, type OrderAction } from './orderStatus';

describe('nextOrderStatus', () => {
  it('confirms a draft', () => {
    expect(nextOrderStatus('draft', 'confirm')).toBe('confirmed');
  });

  it('has no transition out of confirmed, nor for an unknown action', () => {
    expect(nextOrderStatus('confirmed', 'confirm')).toBeNull();
    expect(nextOrderStatus('draft', 'toString' as OrderAction)).toBeNull();
  });
});
