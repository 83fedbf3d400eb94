import { describe, expect, it } from 'vitest';
import { approverRoles } from './approvalRoles';

describe('approverRoles', () => {
  it('names the level and every higher one, in rank order', () => {
    expect(approverRoles('branch_manager')).toBe('Dyrektor Oddziału, Dyrektor Regionu, Zarząd');
    expect(approverRoles('regional_manager')).toBe('Dyrektor Regionu, Zarząd');
    expect(approverRoles('board')).toBe('Zarząd');
    expect(approverRoles('none')).toBe('');
  });
});
