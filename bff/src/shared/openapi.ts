import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;

/** Documents a request body in OpenAPI from the same zod schema that validates it. */
export const ApiZodBody = (schema: z.ZodType) => ApiBody({ schema: jsonSchema(schema, 'input') });

/** Documents query parameters from a zod object schema. */
export const ApiZodQuery = (schema: z.ZodObject) =>
  applyDecorators(
    ...Object.entries((jsonSchema(schema, 'input').properties ?? {}) as Record<string, object>).map(
      ([name, property]) => ApiQuery({ name, required: false, schema: property }),
    ),
  );

/** Documents the success answer from the zod schema of the answer (usually the internal route's `response`). */
export const ApiZodResponse = (schema: z.ZodType, status = 200) =>
  ApiResponse({ status, schema: jsonSchema(schema, 'output') });
