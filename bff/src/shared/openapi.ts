import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { z } from 'zod';

/** Documents a request body in OpenAPI from the same zod schema that validates it. */
export const ApiZodBody = (schema: z.ZodType) =>
  ApiBody({ schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as object });

/** Documents query parameters from a zod object schema. */
export const ApiZodQuery = (schema: z.ZodObject) =>
  applyDecorators(
    ...Object.entries(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }).properties ?? {}).map(
      ([name, property]) => ApiQuery({ name, required: false, schema: property as object }),
    ),
  );
