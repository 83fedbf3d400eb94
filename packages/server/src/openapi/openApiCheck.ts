import { buildPath, type EndpointName, endpoints, type OpenApiDocument, type OpenApiResponse } from '@salesdesk/sdk';
import { openApiPath } from '@salesdesk/sdk/openapi';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** Where the document is registered in the validator, so `#/components/...` refs resolve. */
const DOCUMENT_ID = 'https://salesdesk.invalid/openapi.json';

/** One answer of the server checked against the document. */
export interface CheckedAnswer {
  name: EndpointName;
  status: number;
  /** Problems found; empty when the answer matches the document. */
  problems: string[];
}

/**
 * Checks answers (and request bodies) against an OpenAPI document with a JSON Schema draft
 * 2020-12 validator (ajv, formats included): the answer's status must be documented for the
 * operation (or fall under `default`), and its body must validate against that response's
 * schema. A test tool, not used by the running server.
 */
export function openApiChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (pointer: string) => {
    let fn = compiled.get(pointer);
    if (!fn) {
      fn = ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      compiled.set(pointer, fn);
    }
    return fn;
  };
  const operationOf = (name: EndpointName) => {
    const e = endpoints[name];
    const operation = document.paths[openApiPath(e.path)]?.[e.method.toLowerCase()];
    if (!operation) throw new Error(`${name}: no operation ${e.method} ${openApiPath(e.path)} in the document`);
    return operation;
  };
  const resolveResponse = (response: OpenApiResponse): OpenApiResponse => {
    if (!response.$ref) return response;
    const key = response.$ref.replace('#/components/responses/', '');
    const shared = document.components.responses?.[key];
    if (!shared) throw new Error(`Unresolved response ${response.$ref}`);
    return shared;
  };
  const errorsOf = (fn: ValidateFunction) =>
    (fn.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);

  return {
    /**
     * Checks one answer: its status is documented, its body validates and, when the answer's
     * `headers` are given, every header the document promises for that status is there.
     */
    answer(name: EndpointName, status: number, body: unknown, headers?: Headers): CheckedAnswer {
      const operation = operationOf(name);
      const documented = operation.responses[String(status)];
      const response = documented ?? (status >= 400 ? operation.responses.default : undefined);
      if (!response) return { name, status, problems: [`status ${status} is not documented`] };
      const { content, headers: promised } = resolveResponse(response) as OpenApiResponse & {
        headers?: Record<string, unknown>;
      };
      if (!content?.['application/json']) return { name, status, problems: ['response has no JSON schema'] };
      const schema = content['application/json'].schema as { $ref?: string };
      const pointer = schema.$ref;
      if (!pointer) return { name, status, problems: ['response schema is not a $ref to a component'] };
      const fn = validatorOf(pointer);
      const problems = fn(body) ? [] : errorsOf(fn);
      for (const header of Object.keys(promised ?? {})) {
        if (headers && !headers.get(header)) problems.push(`header ${header} is documented but missing`);
      }
      return { name, status, problems };
    },
    /**
     * Checks a file answer (`answers: 'file'`): the status is documented with a non-JSON body and
     * the `Content-Disposition` header the document promises is there.
     */
    fileAnswer(name: EndpointName, status: number, headers: Headers): CheckedAnswer {
      const response = operationOf(name).responses[String(status)];
      if (!response) return { name, status, problems: [`status ${status} is not documented`] };
      const { content, headers: documented } = resolveResponse(response) as {
        content?: Record<string, unknown>;
        headers?: Record<string, unknown>;
      };
      const problems: string[] = [];
      if (!content || content['application/json']) problems.push('a file answer is documented as JSON');
      for (const header of Object.keys(documented ?? {})) {
        if (!headers.get(header)) problems.push(`header ${header} is documented but missing`);
      }
      return { name, status, problems };
    },
    /** Checks a request body against the operation's request body schema. */
    requestBody(name: EndpointName, body: unknown): string[] {
      if (endpoints[name].sends === 'file') {
        const content = operationOf(name).requestBody?.content ?? {};
        return content['application/octet-stream'] && !content['application/json']
          ? []
          : ['a file body is not documented as bytes (application/octet-stream)'];
      }
      const schema = operationOf(name).requestBody?.content['application/json']?.schema as { $ref?: string };
      if (!schema?.$ref) return body === undefined ? [] : ['the operation documents no request body'];
      const fn = validatorOf(schema.$ref);
      return fn(body) ? [] : errorsOf(fn);
    },
  };
}

/** An input of an endpoint as sent on the wire. */
export interface RawInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Builds the request of an endpoint call (path filled in, query string, JSON body or a file's bytes, token). */
export function rawRequest(name: EndpointName, input: RawInput, token: string | undefined): Request {
  const e = endpoints[name];
  const url = new URL(buildPath(e.path, input.params), 'http://salesdesk.test');
  for (const [k, v] of Object.entries(input.query ?? {})) {
    for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(item));
  }
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  // A file sent as the body goes as its bytes; anything else as JSON.
  const raw = e.sends === 'file' && input.body !== undefined;
  if (input.body !== undefined) headers['content-type'] = raw ? 'application/octet-stream' : 'application/json';
  return new Request(url, {
    method: e.method,
    headers,
    body: input.body === undefined ? undefined : raw ? (input.body as BodyInit) : JSON.stringify(input.body),
  });
}
