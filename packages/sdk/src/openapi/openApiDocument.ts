import { z } from 'zod';
import type {
  JsonSchemaNode,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from '../contract/apiDescription';
import type { EndpointDef } from '../contract/endpoint';
import { COMPONENT_PREFIX, convertSchemas, mapRefs, refsIn, type SchemaIds } from './componentSchemas';
import { apiDescription, ERROR_RESPONSES, type ErrorResponseName, KEBAB_CASE_NOTE, TAGS, tagOf } from './openApiText';

// TYPES

/** What the document is built from besides the endpoint table. */
export interface OpenApiOptions {
  /** Schemas named as components (`namedSchemasOf(sdkExports)`); others get endpoint-derived names. */
  namedSchemas?: ReadonlyMap<z.ZodType, string>;
  /** `info.version` (the sdk's version). */
  version: string;
  /** `servers[0].url`; default `/` (the origin that served the document). */
  serverUrl?: string;
  /** The schema of an `Idempotency-Key` value, when the contract has one (else a UUID-friendly default). */
  idempotencyKeySchema?: z.ZodType;
  /** The events the server sends to registered endpoints: the document's `webhooks` section. */
  webhooks?: Readonly<Record<string, OpenApiWebhook>>;
}

/** One webhook event: what it means and the schema of its `data`. */
export interface OpenApiWebhook {
  summary: string;
  data: z.ZodType;
}

/** The Standard Webhooks headers of every delivery. */
const WEBHOOK_HEADERS: OpenApiParameter[] = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'Identyfikator zdarzenia: ten sam przy każdej próbie i ponownej wysyłce. Odbiorca pomija powtórzone.',
    schema: { type: 'string', pattern: '^msg_[A-Za-z0-9_-]+$' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'Chwila tej próby w sekundach od 1970-01-01 UTC; odbiorca odrzuca starsze niż kilka minut.',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,<base64 HMAC-SHA256 z "webhook-id.webhook-timestamp.treść">` kluczem z sekretu `whsec_…` (base64 po prefiksie); ' +
      'po zmianie sekretu przez dobę dwa podpisy rozdzielone spacją. Sprawdzany bibliotekami specyfikacji Standard Webhooks.',
    schema: { type: 'string' },
  },
];

const WEBHOOK_DESCRIPTION =
  'Wysyłane metodą POST na adres zarejestrowany przez `POST /api/webhooks`, według specyfikacji Standard Webhooks ' +
  '(https://www.standardwebhooks.com/). Co najmniej raz: bez odpowiedzi 2xx w ciągu 10 s (przekierowanie też się nie liczy) ' +
  'zdarzenie jest ponawiane z tym samym `webhook-id` przez ponad dobę; zdarzenia jednego dokumentu przychodzą po kolei.';

/**
 * An endpoint flagged `idempotent: true` in the table takes an `Idempotency-Key` header: a line
 * write or a create that a client may repeat after a lost answer without applying it twice.
 */
export function acceptsIdempotencyKey(endpoint: EndpointDef): boolean {
  return endpoint.idempotent === true;
}

// HELPERS

/** The answer of a call that `answers: 'file'`: the bytes, named by `Content-Disposition`. */
const FILE_RESPONSE: OpenApiResponse = {
  description:
    'Plik: bajty w typie z nagłówka `Content-Type` (sprawdzonym przy zapisie), nazwa w `Content-Disposition: attachment`.',
  headers: {
    'Content-Disposition': {
      description: 'attachment; filename="…"; filename*=UTF-8\'\'… (oczyszczona nazwa pliku).',
      schema: { type: 'string' },
    },
  },
  content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
};

/** Types a file sent as the request body (`sends: 'file'`) may be declared with: the bytes as they are. */
const FILE_REQUEST_TYPES = [
  'application/octet-stream',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** The request body of a `sends: 'file'` call: a file's bytes, in any of {@link FILE_REQUEST_TYPES}. */
const FILE_REQUEST_BODY = {
  required: true,
  description: 'Plik jako treść żądania (same bajty, bez JSON ani base64); opcje w parametrach zapytania.',
  content: Object.fromEntries(
    FILE_REQUEST_TYPES.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
  ),
};

/** `ETag` of a read's answer (docs/decisions/etag-cors-location.md). */
const ETAG_HEADER = {
  description:
    'Słaby znacznik wersji odpowiedzi (`W/"…"`): zmienia się, gdy zmienia się treść albo to, co widzi użytkownik. ' +
    'Odesłany w `If-None-Match` daje 304 bez treści, gdy nic się nie zmieniło.',
  schema: { type: 'string' },
};

/** `If-None-Match` of a read: the `ETag` the caller holds. */
const IF_NONE_MATCH: OpenApiParameter = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description:
    'Znacznik `ETag` z poprzedniej odpowiedzi: gdy odpowiedź się nie zmieniła, serwer odpowiada 304 bez treści.',
  schema: { type: 'string' },
};

/** The 304 of a read whose `If-None-Match` names the answer's current `ETag`. */
const NOT_MODIFIED: OpenApiResponse = {
  description: 'Bez zmian: odpowiedź ma wciąż ten sam `ETag` co w `If-None-Match`; bez treści.',
  headers: { ETag: ETAG_HEADER },
};

/** `Location` of a create's 201. */
const LOCATION_HEADER = {
  description: 'Adres utworzonego zasobu (np. `/api/offer/123`), do odczytu metodą GET.',
  schema: { type: 'string' },
};

/** What the success answer's status says. */
const SUCCESS_DESCRIPTIONS: Record<200 | 201 | 202, string> = {
  200: 'Odpowiedź w formacie JSON.',
  201: 'Utworzono: odpowiedź w formacie JSON.',
  202: 'Przyjęto do wykonania po odpowiedzi (praca trwa dalej): odpowiedź w formacie JSON.',
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const ref = (name: string) => ({ $ref: `${COMPONENT_PREFIX}${name}` });
/** `/api/offer/:id/copy` → `/api/offer/{id}/copy`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * A path or query value travels as text: an id that the schema takes as a number or as a
 * string of digits is described once, as the integer it is.
 */
function wireSchema(schema: JsonSchemaNode): JsonSchemaNode {
  const anyOf = schema.anyOf as JsonSchemaNode[] | undefined;
  if (!anyOf) return schema;
  const integer = anyOf.find((s) => s.type === 'integer');
  const digits = anyOf.find((s) => s.type === 'string' && typeof s.pattern === 'string');
  if (anyOf.length === 2 && integer && digits) {
    const { anyOf: _, ...rest } = schema;
    return { ...rest, ...integer };
  }
  return schema;
}

/** The properties of an object schema (merging the branches of `allOf`/`anyOf`, all optional then). */
function objectParts(schema: JsonSchemaNode): { properties: Record<string, JsonSchemaNode>; required: string[] } {
  if (schema.properties) {
    return {
      properties: schema.properties as Record<string, JsonSchemaNode>,
      required: (schema.required as string[] | undefined) ?? [],
    };
  }
  const branches = (schema.allOf ?? schema.anyOf) as JsonSchemaNode[] | undefined;
  const properties: Record<string, JsonSchemaNode> = {};
  for (const branch of branches ?? []) Object.assign(properties, objectParts(branch).properties);
  return { properties, required: schema.allOf ? (branches?.flatMap((b) => objectParts(b).required) ?? []) : [] };
}

function parametersOf(schema: JsonSchemaNode, where: 'path' | 'query'): OpenApiParameter[] {
  const { properties, required } = objectParts(schema);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = wireSchema(property);
    return {
      name,
      in: where,
      required: where === 'path' || required.includes(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/** The `Idempotency-Key` header parameter, its value described by the contract's schema when given. */
function idempotencyHeader(schema: z.ZodType | undefined): OpenApiParameter {
  const value = schema
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode)
    : { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' };
  const { $schema: _, ...valueSchema } = value;
  return {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Niepowtarzalny klucz zapisu nadany przez klienta (np. UUID). Powtórzenie żądania z tym samym kluczem ' +
      '(np. po zerwanym połączeniu) zwraca pierwszą odpowiedź zamiast zapisać zmianę drugi raz; ten sam klucz ' +
      'z inną treścią to 422 (`idempotency_key_reused`).',
    schema: valueSchema,
  };
}

/** Who may call it and what it takes besides the body: the operation's `description`. */
function operationDescription(endpoint: EndpointDef): string {
  const who =
    endpoint.auth === 'public'
      ? 'Publiczne: bez tokenu.'
      : endpoint.access
        ? `Wymaga tokenu i jednej z ról: ${endpoint.access.roles.join(', ')} (także zastępcy osoby z taką rolą).`
        : 'Wymaga tokenu (każdy zalogowany użytkownik).';
  const idempotent = acceptsIdempotencyKey(endpoint)
    ? ' Przyjmuje nagłówek `Idempotency-Key`: powtórzone żądanie z tym samym kluczem nie zapisuje zmiany drugi raz.'
    : '';
  const session = endpoint.sessionOnly
    ? ' Tylko w sesji zalogowanego użytkownika: osobisty token API (`sdpat_…`) dostaje 403.'
    : '';
  return `${endpoint.summary}\n\n${who}${session}${idempotent}`;
}

/** Which error answers a call can give, read from what it takes and who may call it. */
function errorResponsesOf(endpoint: EndpointDef, body: JsonSchemaNode | undefined): ErrorResponseName[] {
  const out: ErrorResponseName[] = [];
  if (endpoint.params || endpoint.query || endpoint.body) out.push('400');
  if (endpoint.auth === 'user') out.push('401', '403');
  if (endpoint.params) out.push('404');
  const bodyProps = body ? objectParts(body).properties : {};
  if ('version' in bodyProps) out.push('409');
  if (endpoint.body) out.push('413');
  if (endpoint.rateLimited) out.push('429');
  return out;
}

/** A schema with hyphenated keys says why (the invoice columns keep the spelling fixed for them). */
function describeKeys(schema: JsonSchemaNode): JsonSchemaNode {
  const keys = Object.keys(objectParts(schema).properties);
  if (!keys.some((k) => k.includes('-'))) return schema;
  return { description: KEBAB_CASE_NOTE, ...schema };
}

// DOCUMENT

/**
 * Builds the OpenAPI 3.1 document of an endpoint table: one operation per endpoint (its
 * name is the `operationId`), path and query parameters, the JSON body, the answer, every
 * error answer with the shared error shape, the bearer scheme on calls that need a token,
 * and an optional `Idempotency-Key` header on flagged writes. Schemas come from zod 4's JSON
 * Schema output; named schemas and every body and answer are components referred to by
 * `$ref`. A new endpoint of the table appears here without any change to this code.
 */
export function createOpenApiDocument(table: Record<string, EndpointDef>, options: OpenApiOptions): OpenApiDocument {
  const named = options.namedSchemas ?? new Map<z.ZodType, string>();
  const names = Object.keys(table).sort();
  const parameterSchemas = new Set<z.ZodType>();
  for (const name of names) {
    const e = table[name] as EndpointDef;
    if (e.params) parameterSchemas.add(e.params);
    if (e.query) parameterSchemas.add(e.query);
  }

  // Ids: named schemas (unless they are only parameter lists), then each endpoint's parts.
  const ids: SchemaIds = new Map();
  const used = new Set<string>();
  for (const [schema, id] of named) {
    if (parameterSchemas.has(schema)) continue;
    ids.set(schema, id);
    used.add(id);
  }
  const idFor = (schema: z.ZodType, wanted: string) => {
    const known = ids.get(schema);
    if (known) return known;
    let id = wanted;
    for (let n = 2; used.has(id); n++) id = `${wanted}${n}`;
    ids.set(schema, id);
    used.add(id);
    return id;
  };
  const parts = names.map((name) => {
    const e = table[name] as EndpointDef;
    return {
      name,
      e,
      params: e.params && idFor(e.params, `__params_${name}`),
      query: e.query && idFor(e.query, `__query_${name}`),
      // A file sent as the body is bytes on the wire: its sdk-side schema (a Blob) is not part of the document.
      body: e.body && e.sends !== 'file' ? idFor(e.body, `${pascal(name)}Body`) : undefined,
      // A file answer is bytes on the wire; its sdk-side schema (a Blob) is not part of the document.
      response: e.answers === 'file' ? '' : idFor(e.response, `${pascal(name)}Response`),
    };
  });

  const webhookData = Object.entries(options.webhooks ?? {}).map(
    ([event, w]) =>
      [
        event,
        w,
        idFor(w.data, `${pascal(event.replace(/[._](\w)/g, (_, c: string) => c.toUpperCase()))}WebhookData`),
      ] as const,
  );

  const converted = convertSchemas(ids);
  const paths: OpenApiDocument['paths'] = {};
  for (const { name, e, params, query, body, response } of parts) {
    const bodySchema = body ? converted.schema(body, 'input') : undefined;
    const parameters = [
      ...(params ? parametersOf(converted.schema(params, 'input'), 'path') : []),
      ...(query ? parametersOf(converted.schema(query, 'input'), 'query') : []),
      ...(acceptsIdempotencyKey(e) ? [idempotencyHeader(options.idempotencyKeySchema)] : []),
    ];
    // A read's JSON answer carries an ETag and may be revalidated (304); a create names its resource.
    const conditional = e.method === 'GET' && e.answers !== 'file';
    if (conditional) parameters.push(IF_NONE_MATCH);
    const successHeaders = conditional
      ? { headers: { ETag: ETAG_HEADER } }
      : e.location
        ? { headers: { Location: LOCATION_HEADER } }
        : {};
    const responses: Record<string, OpenApiResponse> = {
      [String(e.status ?? 200)]:
        e.answers === 'file'
          ? FILE_RESPONSE
          : {
              description: SUCCESS_DESCRIPTIONS[e.status ?? 200],
              ...successHeaders,
              content: { 'application/json': { schema: ref(converted.componentName(response, 'output')) } },
            },
      ...(conditional ? { '304': NOT_MODIFIED } : {}),
    };
    if (e.unavailableWhenNotReady) {
      responses['503'] = {
        description:
          'Serwer nie jest gotowy: ta sama treść co przy 200, ze `status: not_ready` i kontrolą, która nie przeszła.',
        content: { 'application/json': { schema: ref(converted.componentName(response, 'output')) } },
      };
    }
    for (const status of errorResponsesOf(e, bodySchema)) responses[status] = { $ref: ERROR_RESPONSES[status].ref };
    responses.default = { $ref: ERROR_RESPONSES.default.ref };
    const operation: OpenApiOperation = {
      operationId: name,
      summary: e.summary,
      description: operationDescription(e),
      tags: [tagOf(e.path)],
      ...(e.auth === 'public' ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(e.sends === 'file' ? { requestBody: FILE_REQUEST_BODY } : {}),
      ...(body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: ref(converted.componentName(body, 'input')) } },
            },
          }
        : {}),
      responses,
    };
    const path = openApiPath(e.path);
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation };
  }

  const webhooks: Record<string, { post: OpenApiOperation }> = {};
  for (const [event, w, dataId] of webhookData) {
    webhooks[event] = {
      post: {
        operationId: `webhook_${event.replace(/\./g, '_')}`,
        summary: w.summary,
        description: WEBHOOK_DESCRIPTION,
        tags: [tagOf('/api/webhooks')],
        security: [],
        parameters: WEBHOOK_HEADERS,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['type', 'timestamp', 'data'],
                properties: {
                  type: { type: 'string', const: event },
                  timestamp: { type: 'string', format: 'date-time', description: 'Chwila zatwierdzenia zmiany.' },
                  data: ref(converted.componentName(dataId, 'output')),
                },
              },
            },
          },
        },
        responses: {
          '2XX': {
            description: 'Przyjęte. Każda inna odpowiedź albo jej brak oznacza ponowienie tego samego zdarzenia.',
          },
        },
      },
    };
  }

  // Components: what the operations refer to, and what those refer to in turn.
  const schemas: Record<string, JsonSchemaNode> = {};
  const pending = [...refsIn(paths), ...refsIn(webhooks), 'ErrorBody'];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (schemas[next] || !converted.components[next]) continue;
    schemas[next] = describeKeys(converted.components[next] as JsonSchemaNode);
    pending.push(...refsIn(schemas[next]));
  }
  // An `XInput` whose `X` nobody uses (a body schema) is simply `X`.
  const renames = new Map<string, string>();
  for (const name of Object.keys(schemas)) {
    const base = name.replace(/Input$/, '');
    if (base !== name && !schemas[base]) renames.set(name, base);
  }
  const rename = <T>(node: T): T =>
    renames.size
      ? (mapRefs(node, (r) => {
          const target = renames.get(r.slice(COMPONENT_PREFIX.length));
          return target ? `${COMPONENT_PREFIX}${target}` : r;
        }) as T)
      : node;
  const sortedSchemas = Object.fromEntries(
    Object.entries(schemas)
      .map(([name, schema]) => [renames.get(name) ?? name, rename(schema)] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  if (!sortedSchemas.ErrorBody)
    throw new Error('The named schemas must include errorBodySchema (component ErrorBody).');

  const usedTags = new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? [])));
  return {
    openapi: '3.1.0',
    info: {
      title: 'salesdesk API',
      version: options.version,
      description: apiDescription(),
      license: { name: 'UNLICENSED', identifier: 'LicenseRef-salesdesk-proprietary' },
    },
    servers: [{ url: options.serverUrl ?? '/', description: 'Serwer, który udostępnił ten dokument.' }],
    security: [{ bearerAuth: [] }],
    tags: TAGS.filter((t) => usedTags.has(t.name)).map(({ name, description }) => ({ name, description })),
    paths: rename(paths),
    ...(webhookData.length ? { webhooks: rename(webhooks) } : {}),
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'Token sesji z `POST /api/account/login` (JWT ważny godzinę; odnawiany przez `POST /api/account/renew-token`) ' +
            'albo osobisty token API `sdpat_…` (`POST /api/api-tokens`; ważny do wybranego dnia, unieważnialny).',
        },
      },
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map((r) => [
          r.name,
          {
            description: r.description,
            ...(r.headers ? { headers: r.headers } : {}),
            content: { 'application/json': { schema: ref('ErrorBody') } },
          },
        ]),
      ),
      schemas: sortedSchemas,
    },
  };
}
