import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiResponse, type OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiErrorSchema, MAX_BODY_KIB } from '@envios/contracts';

type Target = 'openapi-3.0' | 'draft-2020-12';

/**
 * A schema object from a zod schema, as the request (input) or the answer (output) reads: OpenAPI
 * 3.0's dialect for the web's document (/api/v1), JSON Schema 2020-12 — OpenAPI 3.1's — for the
 * public API's (/api/v2).
 */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output', target: Target = 'openapi-3.0') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target,
  }) as Record<string, unknown>;
  return rest;
};

/** The documenting decorators of a document's dialect. */
function zodDocs(target: Target) {
  return {
    /** Documents a request body in OpenAPI from the same zod schema that validates it. */
    body: (schema: z.ZodType) => ApiBody({ schema: jsonSchema(schema, 'input', target) }),
    /** Documents query parameters from a zod object schema. */
    query: (schema: z.ZodObject) =>
      applyDecorators(
        ...Object.entries(
          (jsonSchema(schema, 'input', target).properties ?? {}) as Record<string, object>,
        ).map(([name, property]) => ApiQuery({ name, required: false, schema: property })),
      ),
    /** Documents the success answer from the zod schema of the answer (usually the internal route's `response`). */
    response: (schema: z.ZodType, status = 200) =>
      ApiResponse({ status, schema: jsonSchema(schema, 'output', target) }),
  };
}

const v1 = zodDocs('openapi-3.0');
export const ApiZodBody = v1.body;
export const ApiZodQuery = v1.query;
export const ApiZodResponse = v1.response;

/** The same for the public API's document (OpenAPI 3.1), with an example where one is given. */
const v2 = zodDocs('draft-2020-12');
/** A schema with its example (`examples`, JSON Schema 2020-12), checked against it by v2.examples.spec.ts. */
const withExample = (example: { value: unknown } | undefined) =>
  example ? { examples: [example.value] } : {};
export const ApiV2Body = (schema: z.ZodType, example?: { value: unknown }) =>
  ApiBody({ schema: { ...jsonSchema(schema, 'input', 'draft-2020-12'), ...withExample(example) } });
export const ApiV2Query = v2.query;
export const ApiV2Response = (schema: z.ZodType, status = 200, example?: { value: unknown }) =>
  ApiResponse({
    status,
    schema: { ...jsonSchema(schema, 'output', 'draft-2020-12'), ...withExample(example) },
  });

/** The error answers every operation documents, each with the one error body (ApiErrorSchema). */
const ERROR_ANSWERS: Record<number, string> = {
  400: 'Datos inválidos: `message` dice el primero en español y `details` cada campo.',
  401: 'Sin sesión, o la sesión venció.',
  403: 'El rol no puede hacer esto.',
  404: 'No existe, o no es de quien lo pide.',
  409: 'Choca con lo que ya existe (un duplicado).',
  410: 'Ya no está disponible (un enlace vencido o ya usado).',
  413: `La solicitud pasa de ${MAX_BODY_KIB} KB.`,
  415: 'El cuerpo no es JSON (application/json).',
  422: 'Se entiende, pero no se puede hacer así (p. ej. una Idempotency-Key usada con otro cuerpo).',
  429: 'Demasiadas solicitudes: esperar lo que dice el mensaje.',
};

type Operation = { responses?: Record<string, unknown> };

/**
 * Adds the error answers (400, 401, 403, 404, 409, 410, 413, 415, 422, 429) to every operation of the
 * document, all with the platform's error body from libs/contracts, so that clients and the API
 * fuzzer know every status an operation can answer and what it looks like.
 */
export function withErrorAnswers(document: OpenAPIObject, target: Target = 'openapi-3.0'): OpenAPIObject {
  const schemas = { ...document.components?.schemas, ApiError: jsonSchema(ApiErrorSchema, 'output', target) };
  const error = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } };
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => {
          if (typeof operation !== 'object' || operation === null || !('responses' in operation))
            return [method, operation];
          const responses = { ...(operation as Operation).responses };
          for (const [status, description] of Object.entries(ERROR_ANSWERS))
            responses[status] ??= { description, ...error };
          return [method, { ...operation, responses }];
        }),
      ),
    ]),
  );
  return { ...document, components: { ...document.components, schemas }, paths } as OpenAPIObject;
}
