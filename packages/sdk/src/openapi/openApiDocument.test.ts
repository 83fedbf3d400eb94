import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type EndpointDef } from '../contract/endpoint';
import { endpoints, errorBodySchema, fileAnswerSchema, idParams, listQuery, listResponse } from '../index';
import { createOpenApiDocument, namedSchemasOf, salesdeskOpenApiDocument, tagOf } from './index';

const lineSchema = z.object({ id: z.number().int(), 'net-value': z.number().int(), note: z.string().default('') });
const lineBodySchema = z.object({ version: z.number().int(), quantity: z.number() }).strict();
const lineCreateBodySchema = z.object({ line: lineSchema }).strict();
// A line write flagged the way the endpoint table flags them.
const lineSave = defineEndpoint({
  method: 'PUT',
  path: '/api/offer-item/:id',
  summary: 'Zapis pozycji.',
  auth: 'user',
  idempotent: true,
  params: idParams,
  body: lineBodySchema,
  response: lineSchema,
});
const table = {
  lineCreate: defineEndpoint({
    method: 'POST',
    path: '/api/line',
    summary: 'Nowa pozycja.',
    auth: 'user',
    body: lineCreateBodySchema,
    status: 201,
    location: '/api/line/:id',
    response: lineSchema,
  }),
  lineList: defineEndpoint({
    method: 'GET',
    path: '/api/line-list',
    summary: 'Lista.',
    auth: 'user',
    query: listQuery(['id'], { archived: z.enum(['true', 'false']).optional() }),
    response: listResponse(lineSchema),
  }),
  lineSave,
  ping: defineEndpoint({ method: 'GET', path: '/api/ping', summary: 'Ping.', auth: 'public', response: z.object({}) }),
  lineFile: defineEndpoint({
    method: 'GET',
    path: '/api/line/:id/file',
    summary: 'Plik.',
    auth: 'user',
    params: idParams,
    answers: 'file',
    response: fileAnswerSchema,
  }),
} satisfies Record<string, EndpointDef>;
const named = namedSchemasOf({ lineSchema, lineBodySchema, lineCreateBodySchema, errorBodySchema, idParams });

describe('createOpenApiDocument', () => {
  const doc = createOpenApiDocument(table, { namedSchemas: named, version: '9.9.9' });

  it('has one operation per endpoint, its path in OpenAPI form, parameters from the schemas', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/line',
      '/api/line-list',
      '/api/line/{id}/file',
      '/api/offer-item/{id}',
      '/api/ping',
    ]);
    const save = doc.paths['/api/offer-item/{id}']?.put;
    expect(save?.operationId).toBe('lineSave');
    expect(save?.parameters?.[0]).toMatchObject({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'integer' },
    });
    const list = doc.paths['/api/line-list']?.get;
    expect(list?.parameters?.map((p) => `${p.in}:${p.name}:${p.required}`)).toEqual([
      'query:page:false',
      'query:limit:false',
      'query:sort:false',
      'query:search:false',
      'query:archived:false',
      'header:If-None-Match:false',
    ]);
    // A read's answer carries its ETag and may be revalidated to 304.
    expect(list?.responses['200']).toMatchObject({ headers: { ETag: { schema: { type: 'string' } } } });
    expect(list?.responses['304']).toMatchObject({ headers: { ETag: { schema: { type: 'string' } } } });
    expect(save?.responses['304']).toBeUndefined();
    // A create answers 201 with the new resource's Location.
    const create = doc.paths['/api/line']?.post;
    expect(create?.responses['201']).toMatchObject({ headers: { Location: { schema: { type: 'string' } } } });
    expect(create?.responses['200']).toBeUndefined();
  });

  it('names schemas as components and refers to them, with an input twin only where the two sides differ', () => {
    const schemas = doc.components.schemas;
    expect(Object.keys(schemas).sort()).toEqual([
      'ErrorBody',
      'Line',
      'LineBody',
      'LineCreateBody',
      'LineInput',
      'LineListResponse',
      'PingResponse',
    ]);
    // The body's line is the input side (the defaulted `note` may be left out); the body itself
    // only exists as input, so it keeps its plain name.
    expect(JSON.stringify(schemas.LineCreateBody)).toContain('"$ref":"#/components/schemas/LineInput"');
    expect(schemas.Line?.required).toEqual(['id', 'net-value', 'note']);
    expect(schemas.LineInput?.required).toEqual(['id', 'net-value']);
    expect(JSON.stringify(schemas.LineListResponse)).toContain('"$ref":"#/components/schemas/Line"');
    const save = doc.paths['/api/offer-item/{id}']?.put;
    expect(save?.requestBody?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/LineBody' });
    expect(save?.responses['200']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Line',
    });
  });

  it('documents the errors a call can give, the bearer scheme, and public calls without it', () => {
    const save = doc.paths['/api/offer-item/{id}']?.put;
    expect(Object.keys(save?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '409', '413', 'default']);
    expect(doc.paths['/api/ping']?.get?.security).toEqual([]);
    expect(doc.paths['/api/ping']?.get?.responses).not.toHaveProperty('401');
    expect((doc.components as { securitySchemes?: unknown }).securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
    });
  });

  it('adds the Idempotency-Key header to endpoints flagged for it, and only to them', () => {
    const header = (op: { parameters?: { in: string; name: string; schema?: unknown }[] } | undefined) =>
      op?.parameters?.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    expect(header(doc.paths['/api/offer-item/{id}']?.put)).toMatchObject({
      required: false,
      schema: { type: 'string' },
    });
    expect(header(doc.paths['/api/line-list']?.get)).toBeUndefined();
    const keyed = createOpenApiDocument(table, {
      namedSchemas: named,
      version: '1',
      idempotencyKeySchema: z.string().max(10),
    });
    expect(header(keyed.paths['/api/offer-item/{id}']?.put)?.schema).toEqual({ type: 'string', maxLength: 10 });
  });

  it('documents the throttled calls’ 429 with Retry-After, the creates’ Idempotency-Key, the outbox attachment', () => {
    const real = salesdeskOpenApiDocument();
    const login = real.paths['/api/account/login']?.post?.responses;
    expect(login?.['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(real.paths['/api/account/forgot-password']?.post?.responses).toHaveProperty('429');
    expect(real.paths['/api/offer/create']?.post?.responses).not.toHaveProperty('429');
    expect(real.components.responses?.TooManyRequests).toMatchObject({
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    const keyed = (op: { parameters?: { in: string; name: string }[] } | undefined) =>
      op?.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    for (const path of ['/api/offer/create', '/api/order/{id}/copy', '/api/offer/{id}/send-pdf', '/api/api-tokens'])
      expect(keyed(real.paths[path]?.post), path).toBe(true);
    const attachment = real.paths['/api/outbox/{id}/attachment']?.get;
    expect(attachment?.operationId).toBe('outboxAttachment');
    expect(attachment?.responses['200']).toHaveProperty('headers.Content-Disposition');
  });

  it('describes a file answer as bytes with its Content-Disposition, not as the sdk-side Blob schema', () => {
    const file = doc.paths['/api/line/{id}/file']?.get?.responses['200'];
    expect(Object.keys(file?.content ?? {})).toEqual(['application/octet-stream']);
    expect(file).toHaveProperty('headers.Content-Disposition');
    expect(Object.keys(doc.components.schemas)).not.toContain('LineFileResponse');
  });

  it('says why a schema has hyphenated keys', () => {
    expect(doc.components.schemas.Line?.description).toContain('kebab-case');
    expect(doc.components.schemas.LineBody?.description).toBeUndefined();
  });

  it('groups calls by the words of their path', () => {
    expect(tagOf('/api/table-offer-list')).toBe('Oferty');
    expect(tagOf('/api/client/:clientId/order-list')).toBe('Zamówienia');
    expect(tagOf('/api/clients/:id')).toBe('Klienci');
    expect(tagOf('/api/something-new')).toBe('Inne');
  });
});

describe('salesdeskOpenApiDocument', () => {
  it('covers every endpoint of the sdk and names its exported schemas', () => {
    const doc = salesdeskOpenApiDocument();
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(endpoints).sort());
    expect(doc.components.schemas).toHaveProperty('OfferDetail');
    expect(doc.components.schemas).toHaveProperty('InvoiceListItem');
    expect(JSON.stringify(doc)).not.toContain('__params_');
  });

  it('describes a file sent as the body as bytes (CSV, XLSX, octet-stream) and a 202 answer as 202', () => {
    const doc = salesdeskOpenApiDocument();
    const start = doc.paths['/api/imports/runs']?.post;
    expect(Object.keys(start?.requestBody?.content ?? {})).toEqual([
      'application/octet-stream',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(Object.keys(start?.responses ?? {})).toContain('202');
    expect(Object.keys(start?.responses ?? {})).not.toContain('200');
    expect(start?.parameters?.map((p) => p.name)).toContain('kind');
    expect(Object.keys(doc.paths['/api/imports/runs/{id}/apply']?.post?.responses ?? {})).toContain('202');
  });
});
