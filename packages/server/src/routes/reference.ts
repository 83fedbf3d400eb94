import type { Handlers } from '../http/contractRouter';
import { clientHandlers } from './clients';
import { importHandlers } from './imports';
import { invoiceHandlers } from './invoices';
import { notificationHandlers } from './notifications';
import { preferenceHandlers } from './preferences';
import { setupHandlers } from './setup';
import { substitutionHandlers } from './substitutions';
import { userHandlers } from './users';

/** Every handler of the reference-data area outside the catalogue (issue 3). */
export const referenceHandlers: Handlers = {
  ...clientHandlers,
  ...invoiceHandlers,
  ...userHandlers,
  ...substitutionHandlers,
  ...importHandlers,
  ...notificationHandlers,
  ...preferenceHandlers,
  ...setupHandlers,
};
