import { installPolishZodMessages, polishErrorMap } from '@salesdesk/sdk';

/**
 * Makes zod speak Polish for this page and returns the Polish error map. Loaded lazily (with
 * the logged-in shell and with a form's resolver), so zod's Polish locale never weighs on the
 * login route's first load.
 */
export function polishZod(): typeof polishErrorMap {
  installPolishZodMessages();
  return polishErrorMap;
}
