// Loaded on the first submit of the login form, so the login page's first load carries no zod.
export { loginBodySchema } from '@salesdesk/sdk';
