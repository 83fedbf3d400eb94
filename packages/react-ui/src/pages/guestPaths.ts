/**
 * Paths of the guest pages (SPEC §2). The page registry takes them from here, so the login page
 * can link to "forgot password" without importing the registry and every page it loads.
 */
export const GUEST_PATHS = {
  login: '/pl/login',
  forgotPassword: '/pl/forgot-password',
  resetPassword: '/pl/reset-password',
} as const;
