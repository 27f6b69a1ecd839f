import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { withErrorAnswers } from '../shared/openapi';
import { V2Module } from './v2.module';

/**
 * The public API's own OpenAPI document (/api/v2/openapi.json), made of V2Module's routes only; the
 * TypeScript client in libs/api-client is generated from it (`npm run api-client`).
 */
export function publicApiDocument(app: INestApplication): OpenAPIObject {
  const document = withErrorAnswers(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Envíos MX — API pública')
        .setDescription(
          [
            'Cotiza, crea y paga envíos, descarga guías y rastrea, con una clave de API (`Authorization: Bearer envmx_live_…`, creada en «API y Webhooks»).',
            'Dinero en centavos enteros con su moneda; fechas ISO 8601. Errores `{statusCode, code, message, correlationId}` con códigos estables.',
            'Cada POST acepta `Idempotency-Key` (obligatorio al crear envíos y al pagar): la misma clave y el mismo cuerpo devuelven la misma respuesta durante 24 h.',
            'Límite de solicitudes por clave, anunciado en `RateLimit-Limit`, `RateLimit-Remaining` y `RateLimit-Reset`; al pasarlo, 429 con `Retry-After`.',
          ].join('\n\n'),
        )
        .setVersion('2')
        .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'envmx_live_…' })
        .build(),
      { include: [V2Module] },
    ),
    'draft-2020-12',
  );
  // Its schemas are JSON Schema 2020-12 (type arrays for null, not `nullable`): OpenAPI 3.1.
  return { ...document, openapi: '3.1.0' };
}
