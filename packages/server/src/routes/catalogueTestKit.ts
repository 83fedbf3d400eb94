import { ApiError } from '@salesdesk/sdk';
import { expect } from 'vitest';

/** Awaits a call expected to fail with `status`; returns the error for further checks. */
export async function expectApiError(promise: Promise<unknown>, status: number): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  return error as ApiError;
}

/** Polish field errors of a 400, keyed by field. */
export function fieldErrorsOf(error: ApiError): Record<string, string[]> {
  return (error.fieldErrors ?? {}) as Record<string, string[]>;
}
