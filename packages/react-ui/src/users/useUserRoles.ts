import { useApiQuery } from '../data/useApiQuery';

/** At most this many roles are asked for (the product has five). */
const ROLE_LIMIT = 100;

/**
 * The role names the server knows (`GET /api/user-role`), for the role filter and the "change
 * role" dialog: the server is the one that accepts or refuses a role, so the page offers what
 * it lists rather than a list compiled into the UI. Empty until the answer comes.
 */
export function useUserRoles(): readonly string[] {
  const roles = useApiQuery('userRole', { query: { limit: ROLE_LIMIT } }, { staleTime: 5 * 60_000 });
  return roles.data?.items.map((r) => r.role) ?? [];
}
