/** The admin role (SPEC §6). */
export const ADMIN_ROLE = 'Administrators';

/**
 * Every role of the product. SPEC §6 names Administrators, Dyrektor Oddziału and Dyrektor
 * Regionu; the board (Zarząd) and the seller (Handlowiec) are ours (docs/decisions.md).
 */
export const ROLES = ['Administrators', 'Zarząd', 'Dyrektor Regionu', 'Dyrektor Oddziału', 'Handlowiec'] as const;
/** A role name. */
export type RoleName = (typeof ROLES)[number];

/** Roles allowed into restricted features (SPEC §6). */
export const RESTRICTED_FEATURE_ROLES: readonly RoleName[] = [
  'Administrators',
  'Dyrektor Oddziału',
  'Dyrektor Regionu',
];

/** A rule on top of being logged in: the user's role must be one of `roles`. */
export interface PageAccessRule {
  readonly roles: readonly RoleName[];
}

/**
 * The page-access rule shared by the UI guards and the server (docs/decisions.md): imports,
 * substitutions and user administration need one of the restricted-feature roles.
 */
export const pageAccess = {
  imports: { roles: RESTRICTED_FEATURE_ROLES },
  substitutions: { roles: RESTRICTED_FEATURE_ROLES },
  userAdmin: { roles: RESTRICTED_FEATURE_ROLES },
  /** File imports write the catalogue and reference data of every user: administrators only. */
  importFiles: { roles: [ADMIN_ROLE] },
  /** Webhooks send documents of every user to other systems: administrators only. */
  webhooks: { roles: [ADMIN_ROLE] },
  /** The trade's synonym dictionary changes every search of every user: administrators only. */
  synonyms: { roles: [ADMIN_ROLE] },
} as const satisfies Record<string, PageAccessRule>;

/** A restricted page or feature. */
export type RestrictedFeature = keyof typeof pageAccess;

/** Whether a user with `role` passes `rule` (no rule: everyone logged in passes). */
export function canAccess(role: string | null | undefined, rule: PageAccessRule | undefined): boolean {
  if (!rule) return true;
  return role != null && (rule.roles as readonly string[]).includes(role);
}

/**
 * Who reads the stock of every warehouse that exists, not only the ones they sell from (their
 * available warehouses): administrators, who import the stock and check it before anybody is
 * assigned a warehouse (an empty start's administrator has none). Everyone else reads the
 * stock of their available warehouses (docs/contract.md, "Warehouse scoping").
 */
export const everyWarehouseStock: PageAccessRule = { roles: [ADMIN_ROLE] };

/** Whether a user with `role` reads the stock of every warehouse ({@link everyWarehouseStock}). */
export function readsEveryWarehouse(role: string | null | undefined): boolean {
  return canAccess(role, everyWarehouseStock);
}

/** Company code of the home company (SPEC §6, §9). */
export const HOME_COMPANY_CODE = '3W';

/** Whether a company code is the home company's (flag is3WCompany). */
export function is3WCompany(companyCode: string | null | undefined): boolean {
  return companyCode === HOME_COMPANY_CODE;
}
