import { ApiError } from '@salesdesk/sdk';
import { useCallback, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../data/errorMessage';

/** Options of {@link useContractForm}. */
export interface ContractFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  /**
   * The contract's body schema: the form validates exactly what the server will. A loader
   * (`() => import(...)`) keeps the schema, zod and the resolver out of the page's first load;
   * they come on the first validation.
   */
  schema: S | (() => Promise<S>);
  defaultValues: DefaultValues<z.input<S>>;
  /** Sends the parsed values; a rejection with the server's field errors lands on the fields. */
  onSubmit(values: z.output<S>): Promise<unknown>;
}

/** A form on a contract schema, with the server's answer mapped back onto it. */
export interface ContractForm<S extends z.ZodType<FieldValues, FieldValues>> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** The `<form onSubmit>` handler. */
  submit: (event?: { preventDefault?: () => void }) => Promise<void>;
  /** A message that belongs to no field (401, 409, 429, network), or null. */
  formError: string | null;
  isSubmitting: boolean;
}

/**
 * Puts a failed call's Polish field errors (a 400's `fields`, keyed by dotted path) on the
 * form's fields and focuses the first of them. Returns the message for the whole form: the
 * server's message unless every error found its field, then null.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const fields = Object.keys(form.getValues());
  const placed: string[] = [];
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const root = path.split('.')[0] ?? path;
    if (!fields.includes(root) || !messages[0]) continue;
    form.setError(path as Path<T>, { type: 'server', message: messages[0] });
    placed.push(path);
  }
  if (placed[0]) form.setFocus(placed[0] as Path<T>);
  const everyErrorPlaced = placed.length > 0 && placed.length === Object.keys(error.fieldErrors).length;
  return error.status === 400 && everyErrorPlaced ? null : error.message;
}

/**
 * A react-hook-form form validated by the contract's zod schema (so the browser refuses what
 * the server would, in the same Polish words), whose submit maps a server 400 back onto the
 * fields and focuses the first invalid one; client-side errors focus it too.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
}: ContractFormOptions<S>): ContractForm<S> {
  const [resolver] = useState(() => lazyZodResolver(schema));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // react-hook-form's Resolver is typed over the form's input and output, the lazy resolver over any values.
    resolver: resolver as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const submit = useCallback(
    (event?: { preventDefault?: () => void }) => {
      event?.preventDefault?.();
      setFormError(null);
      return form.handleSubmit(async (values) => {
        try {
          await onSubmit(values);
        } catch (error) {
          // The form of this schema's values, handed to the helper that works on any form's fields.
          setFormError(applyServerErrors(form as never, error));
        }
      })();
    },
    [form, onSubmit],
  );
  return { form, submit, formError, isSubmitting: form.formState.isSubmitting };
}

/**
 * A resolver that loads zod's resolver (and the schema, when given as a loader) on first use;
 * zod's messages in Polish ("Pole jest wymagane.", not "Invalid input: expected number…").
 */
function lazyZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S | (() => Promise<S>),
): Resolver<FieldValues> {
  let ready: Promise<Resolver<FieldValues>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([
      import('./polishZodResolver'),
      typeof schema === 'function' ? (schema as () => Promise<S>)() : Promise.resolve(schema),
    ]).then(([{ polishZodResolver }, loaded]) => polishZodResolver(loaded));
    return (await ready)(values, context, options);
  };
}
