import { ROLES, type RoleName } from '../domain/access';

/**
 * What a person reads for each role. The role keys stay as SPEC §6 names them (`Administrators`
 * is stored, sent and imported as is); every screen shows this name instead.
 */
export const roleLabels: Record<RoleName, string> = {
  Administrators: 'Administrator',
  Zarząd: 'Zarząd',
  'Dyrektor Regionu': 'Dyrektor Regionu',
  'Dyrektor Oddziału': 'Dyrektor Oddziału',
  Handlowiec: 'Handlowiec',
};

/** The Polish name of a role key; a key this version does not know is shown as sent. */
export function roleLabel(role: string): string {
  return (ROLES as readonly string[]).includes(role) ? roleLabels[role as RoleName] : role;
}
