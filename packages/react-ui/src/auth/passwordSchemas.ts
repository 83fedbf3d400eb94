import { forgotPasswordBodySchema, newPasswordSchema } from '@salesdesk/sdk';
import { z } from 'zod';
import { passwordMessages as m } from '../messages/password';

/** The forgot-password form: the contract's body. */
export const forgotPasswordSchema = forgotPasswordBodySchema;

/**
 * The reset form: the contract's password rule, typed twice. The token comes from the link, so
 * the form holds only what the person types.
 */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], error: m.reset.mismatch });
