/**
 * Every `code` the server puts in an error answer (`{ code, message, fields? }`), by status. A
 * client branches on the code, never on the Polish message. Two 409s are told apart:
 * `stale_version` (the `version` sent is older than the document's: someone else saved first, read
 * it again and decide) and `invalid_state` (the resource's state forbids the change whatever the
 * version: a confirmed order, an archived offer, a job already running; reading again will not
 * help).
 */
export const SERVER_ERROR_CODES = [
  // 400
  'validation_error',
  'malformed_json',
  'bad_request',
  // 401
  'unauthorized',
  // 403
  'forbidden',
  'api_token_read_only',
  'api_token_not_allowed',
  // 404
  'not_found',
  // 409
  'stale_version',
  'invalid_state',
  'api_token_already_created',
  // 413
  'payload_too_large',
  // 422
  'idempotency_key_reused',
  // 429
  'too_many_attempts',
  'too_many_matches',
  // 500
  'internal_error',
  'contract_violation',
  // 503
  'pdf_busy',
  'match_busy',
] as const;

/** One of {@link SERVER_ERROR_CODES}: the `code` of a server error answer. */
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** The two 409 codes: the document changed meanwhile, or its state forbids the change. */
export type ConflictCode = Extract<ServerErrorCode, 'stale_version' | 'invalid_state'>;
