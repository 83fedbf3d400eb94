import { z } from 'zod';
import { accountContractMessages } from '../messages/accountContract';
import { defineEndpoint } from './endpoint';

/** A JSON Schema (draft 2020-12) node as it appears in the OpenAPI document. */
export type JsonSchemaNode = { [key: string]: unknown };

const jsonSchemaNode = z.record(z.string(), z.unknown());

/** One parameter of an operation (path, query or header). */
export const openApiParameterSchema = z
  .object({
    name: z.string(),
    in: z.enum(['path', 'query', 'header']),
    required: z.boolean().optional(),
    description: z.string().optional(),
    schema: jsonSchemaNode,
  })
  .loose();
/** One parameter of an operation. */
export type OpenApiParameter = z.infer<typeof openApiParameterSchema>;

const mediaTypes = z.record(z.string(), z.object({ schema: jsonSchemaNode }).loose());

/** One response of an operation, or a `$ref` to a shared one. */
export const openApiResponseSchema = z
  .object({
    $ref: z.string().optional(),
    description: z.string().optional(),
    content: mediaTypes.optional(),
  })
  .loose();
/** One response of an operation. */
export type OpenApiResponse = z.infer<typeof openApiResponseSchema>;

/** One operation (a call of the endpoint table). */
export const openApiOperationSchema = z
  .object({
    operationId: z.string(),
    summary: z.string().optional(),
    description: z.string().optional(),
    tags: z.array(z.string()).optional(),
    security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
    parameters: z.array(openApiParameterSchema).optional(),
    requestBody: z.object({ required: z.boolean().optional(), content: mediaTypes }).loose().optional(),
    responses: z.record(z.string(), openApiResponseSchema),
  })
  .loose();
/** One operation of the OpenAPI document. */
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;

/**
 * The OpenAPI 3.1 document the server publishes at `/api/openapi.json`: parsed loosely (the
 * parts a reader shows are typed, anything else passes through), because the document
 * describes the contract rather than being part of it.
 */
export const openApiDocumentSchema = z
  .object({
    openapi: z.string().regex(/^3\.1\.\d+$/),
    info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }).loose(),
    tags: z.array(z.object({ name: z.string(), description: z.string().optional() }).loose()).optional(),
    paths: z.record(z.string(), z.record(z.string(), openApiOperationSchema)),
    components: z
      .object({
        schemas: z.record(z.string(), jsonSchemaNode),
        responses: z.record(z.string(), openApiResponseSchema).optional(),
      })
      .loose(),
  })
  .loose();
/** The OpenAPI 3.1 document of the API. */
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/** The machine-readable description of the API itself. */
export const apiDescriptionEndpoints = {
  openApiDocument: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: accountContractMessages.summaries.openApiDocument,
    auth: 'public',
    response: openApiDocumentSchema,
  }),
} as const;
