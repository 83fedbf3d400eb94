import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { polishZod } from './zodPolish';

/**
 * zod's resolver for react-hook-form with zod's messages in Polish. Loaded on a form's first
 * validation (with zod's Polish locale), never with the page's first load.
 */
export function polishZodResolver(schema: z.ZodType<FieldValues, FieldValues>): Resolver<FieldValues> {
  // @hookform/resolvers' overloads are written per zod major and do not accept zod 4's generic ZodType.
  return zodResolver(schema as never, { error: polishZod() } as never) as unknown as Resolver<FieldValues>;
}
