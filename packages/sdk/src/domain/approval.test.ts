import { describe, expect, it } from 'vitest';
import {
  type ApprovalLine,
  approvalAuthority,
  approverLevel,
  canApproveLevel,
  effectiveApproverLevel,
  requiredApprovalLevel,
  DEFAULT_APPROVAL_THRESHOLD as T,
} from './approval';

// A line with margin m% at 100 zł net.
const line = (marginPct: number, extra: Partial<ApprovalLine> = {}): ApprovalLine => ({
  quantity: 1,
  client_price: 10_000,
  buy_price: 10_000 - marginPct * 100,
  tax_rate: 23,
  minimal_price: 5_000,
  ...extra,
});

describe('requiredApprovalLevel', () => {
  it('needs nothing at or above the threshold', () => {
    expect(requiredApprovalLevel([line(15)], T)).toBe('none');
    expect(requiredApprovalLevel([line(40)], T)).toBe('none');
    expect(requiredApprovalLevel([], T)).toBe('none');
  });

  it('goes up the levels with the shortfall', () => {
    expect(requiredApprovalLevel([line(14.99)], T)).toBe('branch_manager');
    expect(requiredApprovalLevel([line(10)], T)).toBe('branch_manager');
    expect(requiredApprovalLevel([line(9.99)], T)).toBe('regional_manager');
    expect(requiredApprovalLevel([line(5)], T)).toBe('regional_manager');
    expect(requiredApprovalLevel([line(4.99)], T)).toBe('board');
    expect(requiredApprovalLevel([line(-3)], T)).toBe('board');
  });

  it('needs at least the branch manager for a price below minimal', () => {
    expect(requiredApprovalLevel([line(30, { minimal_price: 10_001 })], T)).toBe('branch_manager');
    expect(requiredApprovalLevel([line(5, { minimal_price: 10_001 })], T)).toBe('regional_manager');
  });

  it('weighs the margin of the whole offer', () => {
    // 10% on one line, 20% on an equal line: 15% overall.
    expect(requiredApprovalLevel([line(10), line(20)], T)).toBe('none');
  });

  it('follows a raised threshold', () => {
    expect(requiredApprovalLevel([line(15)], { ...T, margin_threshold: 20 })).toBe('branch_manager');
  });
});

describe('who may approve', () => {
  const u = (id: number, role: string, is_acceptor = true) => ({ id, role, is_acceptor });

  it('maps roles to levels and needs is_acceptor', () => {
    expect(approverLevel(u(1, 'Administrators'))).toBe('board');
    expect(approverLevel(u(2, 'Zarząd'))).toBe('board');
    expect(approverLevel(u(3, 'Dyrektor Regionu'))).toBe('regional_manager');
    expect(approverLevel(u(4, 'Dyrektor Oddziału'))).toBe('branch_manager');
    expect(approverLevel(u(5, 'Handlowiec'))).toBe('none');
    expect(approverLevel(u(6, 'Zarząd', false))).toBe('none');
    expect(canApproveLevel(u(4, 'Dyrektor Oddziału'), 'branch_manager')).toBe(true);
    expect(canApproveLevel(u(4, 'Dyrektor Oddziału'), 'regional_manager')).toBe(false);
    expect(canApproveLevel(u(1, 'Administrators'), 'board')).toBe(true);
    expect(canApproveLevel(u(1, 'Administrators'), 'none')).toBe(false);
  });

  it('gives an approval at the approver’s own level, never below the one needed: a board member is not a branch director', () => {
    expect(approvalAuthority(u(5, 'Zarząd'), [], 'branch_manager').level).toBe('board');
    expect(approvalAuthority(u(3, 'Dyrektor Regionu'), [], 'branch_manager').level).toBe('regional_manager');
    expect(approvalAuthority(u(4, 'Dyrektor Oddziału'), [], 'branch_manager').level).toBe('branch_manager');
    // A deputy approving through a substitution approves at the absent person's level.
    expect(approvalAuthority(u(11, 'Handlowiec'), [u(3, 'Dyrektor Regionu')], 'branch_manager')).toEqual({
      allowed: true,
      onBehalfOf: 3,
      level: 'regional_manager',
    });
  });

  it('lets a deputy act on behalf of the absent user', () => {
    const deputy = u(10, 'Dyrektor Oddziału');
    const absentBoard = u(5, 'Zarząd');
    expect(approvalAuthority(deputy, [], 'board')).toEqual({ allowed: false, onBehalfOf: null, level: 'none' });
    expect(approvalAuthority(deputy, [absentBoard], 'board')).toEqual({ allowed: true, onBehalfOf: 5, level: 'board' });
    // In one's own right first.
    expect(approvalAuthority(deputy, [absentBoard], 'branch_manager')).toEqual({
      allowed: true,
      onBehalfOf: null,
      level: 'branch_manager',
    });
    expect(effectiveApproverLevel(u(11, 'Handlowiec'), [absentBoard])).toBe('board');
    expect(effectiveApproverLevel(u(11, 'Handlowiec'), [])).toBe('none');
  });
});
