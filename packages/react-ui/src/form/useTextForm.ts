import { ApiError } from '@salesdesk/sdk';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../data/errorMessage';

/** Options of {@link useTextForm}. */
export interface TextFormOptions<K extends string, S extends z.ZodType> {
  /** The fields in screen order (the first invalid one takes focus) with their starting values. */
  initialValues: Record<K, string>;
  /**
   * Loads the contract's body schema: the form refuses what the server would, in the same
   * Polish words. Loaded on the first submit, so the page's first load carries no zod.
   */
  schema: () => Promise<S>;
  /** Sends the parsed values; a rejection with the server's field errors lands on the fields. */
  onSubmit(values: z.output<S>): Promise<unknown>;
}

/** A form of text fields on a contract schema, with the server's answer mapped back onto it. */
export interface TextForm<K extends string> {
  values: Record<K, string>;
  /** The Polish error of each invalid field. */
  errors: Partial<Record<K, string>>;
  /** A message that belongs to no field (401, 409, 429, network), or null. */
  formError: string | null;
  isSubmitting: boolean;
  /** Changes a field; after the first submit the field is checked again at once. */
  setValue(name: K, value: string): void;
  /** The ref of a field's input (focused when it is the first invalid one). */
  inputRef(name: K): (input: HTMLInputElement | null) => void;
  /** The `<form onSubmit>` handler. */
  submit(event?: FormEvent | { preventDefault?: () => void }): Promise<void>;
}

/** The first Polish message of each top-level field of a failed parse. */
function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The login page's form, light enough for the first load: plain state instead of a form library
 * (the fields are a few strings), validated by the contract's zod schema loaded on the first
 * submit. Behaves like `useContractForm`: the first invalid field takes focus, a field is checked
 * again on every change after a submit, a server 400 puts its Polish messages under the fields,
 * any other failure becomes the form's message.
 */
export function useTextForm<K extends string, S extends z.ZodType>({
  initialValues,
  schema,
  onSubmit,
}: TextFormOptions<K, S>): TextForm<K> {
  const [fields] = useState(() => Object.keys(initialValues) as K[]);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<K, HTMLInputElement>());
  const refs = useRef(new Map<K, (input: HTMLInputElement | null) => void>());
  const loaded = useRef<S | null>(null);
  const submitted = useRef(false);
  const latest = useRef(values);
  latest.current = values;

  const focusFirst = useCallback(
    (invalid: Partial<Record<K, string>>) => {
      const first = fields.find((name) => invalid[name]);
      if (first) inputs.current.get(first)?.focus();
    },
    [fields],
  );

  const setValue = useCallback((name: K, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    const parse = loaded.current;
    if (!submitted.current || !parse) return;
    const result = parse.safeParse(next);
    const message = result.success ? undefined : issuesByField(result.error.issues)[name];
    setErrors((old) => ({ ...old, [name]: message }));
  }, []);

  const inputRef = useCallback((name: K) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (input) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  }, []);

  const submit = useCallback(
    async (event?: FormEvent | { preventDefault?: () => void }) => {
      event?.preventDefault?.();
      submitted.current = true;
      setFormError(null);
      setSubmitting(true);
      try {
        loaded.current ??= await schema();
        const result = loaded.current.safeParse(latest.current);
        if (!result.success) {
          const invalid = issuesByField(result.error.issues) as Partial<Record<K, string>>;
          setErrors(invalid);
          focusFirst(invalid);
          return;
        }
        setErrors({});
        try {
          await onSubmit(result.data);
        } catch (error) {
          if (!(error instanceof ApiError)) {
            setFormError(errorMessage(error));
            return;
          }
          const placed: Partial<Record<K, string>> = {};
          for (const [path, messages] of Object.entries(error.fieldErrors)) {
            const root = (path.split('.')[0] ?? path) as K;
            if (fields.includes(root) && messages[0]) placed[root] ??= messages[0];
          }
          const count = Object.keys(placed).length;
          setErrors(placed);
          focusFirst(placed);
          const everyErrorPlaced = count > 0 && count === Object.keys(error.fieldErrors).length;
          setFormError(error.status === 400 && everyErrorPlaced ? null : error.message);
        }
      } finally {
        setSubmitting(false);
      }
    },
    [schema, onSubmit, fields, focusFirst],
  );

  return { values, errors, formError, isSubmitting, setValue, inputRef, submit };
}
