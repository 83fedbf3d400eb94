import { describe, expect, it } from 'vitest';
import {
  grantableRoles,
  roleGrantRefusal,
  roleRank,
  substitutionRefusal,
  type UserAdminActor,
  userAdminMessages,
  userAdminRefusal,
} from '../index';

const person = (id: number, role: string, companyCode = '3W'): UserAdminActor => ({ id, role, companyCode });
const admin = person(1, 'Administrators');
const board = person(5, 'Zarząd');
const region = person(4, 'Dyrektor Regionu');
const branch = person(3, 'Dyrektor Oddziału');
const seller = person(2, 'Handlowiec');
const partner = person(7, 'Handlowiec', 'PHU');
const otherAdmin = person(8, 'Administrators', 'PHU');

describe('userAdminRefusal', () => {
  it('ranks roles from the seller (0) to the administrator (4)', () => {
    expect(['Handlowiec', 'Dyrektor Oddziału', 'Dyrektor Regionu', 'Zarząd', 'Administrators'].map(roleRank)).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(roleRank('Szef')).toBe(-1);
  });

  it.each([
    // actor, target, action, expected message (null: allowed)
    [branch, board, 'role', userAdminMessages.higherRank],
    [branch, admin, 'status', userAdminMessages.adminsOnly],
    [board, seller, 'status', userAdminMessages.substitutedLevel],
    [seller, seller, 'role', userAdminMessages.substitutedLevel],
    [region, board, 'warehouse', userAdminMessages.higherRank],
    [branch, region, 'status', userAdminMessages.higherRank],
    [branch, partner, 'status', userAdminMessages.otherCompany],
    [region, partner, 'role', userAdminMessages.otherCompany],
    [branch, branch, 'role', userAdminMessages.ownRole],
    [admin, admin, 'role', userAdminMessages.ownRole],
    [branch, seller, 'status', null],
    [region, branch, 'warehouse', null],
    [branch, person(9, 'Dyrektor Oddziału'), 'status', null],
    [admin, otherAdmin, 'status', null],
    [admin, partner, 'role', null],
    [branch, branch, 'warehouse', null],
  ] as const)('%o acting on %o (%s)', (actor, target, action, message) => {
    expect(userAdminRefusal(actor, target, action)?.message ?? null).toBe(message);
  });

  it('refuses one’s own deactivation as a 400 on is_active, and allows one’s own activation', () => {
    expect(userAdminRefusal(branch, branch, 'status', { activate: false })).toEqual({
      status: 400,
      field: 'is_active',
      message: userAdminMessages.ownStatus,
    });
    expect(userAdminRefusal(branch, branch, 'status', { activate: true })).toBeNull();
  });

  it('grants roles up to one’s own level only', () => {
    expect(grantableRoles(branch)).toEqual(['Dyrektor Oddziału', 'Handlowiec']);
    expect(grantableRoles(admin)).toHaveLength(5);
    expect(roleGrantRefusal(region, 'Zarząd')?.message).toBe(userAdminMessages.roleAboveOwn);
    expect(roleGrantRefusal(region, 'Dyrektor Regionu')).toBeNull();
  });

  it('substitutions: both people under the rank rule, never oneself as someone’s deputy', () => {
    expect(substitutionRefusal(branch, seller, branch)?.message).toBe(userAdminMessages.selfDeputy);
    expect(substitutionRefusal(admin, board, admin)?.message).toBe(userAdminMessages.selfDeputy);
    expect(substitutionRefusal(branch, branch, seller)).toBeNull();
    expect(substitutionRefusal(branch, seller, board)?.message).toBe(userAdminMessages.higherRank);
    expect(substitutionRefusal(branch, board, seller)?.message).toBe(userAdminMessages.higherRank);
    expect(substitutionRefusal(branch, partner, seller)?.message).toBe(userAdminMessages.otherCompany);
    expect(substitutionRefusal(seller, seller, branch)?.message).toBe(userAdminMessages.substitutedLevel);
  });
});
