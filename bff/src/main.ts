import '@envios/platform/tracing';
import 'reflect-metadata';
import helmet from 'helmet';
import { RequestMethod } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { createHttpApp, listen, loadConfig } from '@envios/platform';
import { AppModule } from './app.module';
import { BffConfigSchema } from './config/config';
import { withErrorAnswers } from './shared/openapi';
import { publicApiDocument } from './v2/v2.openapi';
import { API_SECURITY_HEADERS } from './shared/api-security-headers';
import { LookupLane } from './tracking/lookup-lane';
import { serveWeb } from './web/serve-web';
import fastifyMultipart from '@fastify/multipart';
import { BATCH_UPLOAD_LIMITS } from './batches/batches.controller';

async function main() {
  const config = loadConfig(BffConfigSchema);
  const lookups = new LookupLane(config.TRUST_PROXY_HOPS);
  const app = await createHttpApp(AppModule.forRoot(config), {
    trustProxyHops: config.TRUST_PROXY_HOPS,
    lane: lookups,
    metrics: { app: 'bff', token: config.METRICS_TOKEN ?? null },
  });
  // Security headers of the web app and everything outside the API: helmet's middleware built once
  // and run on the raw response, rather than @fastify/helmet, which builds a new one (and parses the
  // CSP again) for every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // PayPal's JS SDK and its card fields load from PayPal's domains.
        'script-src': ["'self'", 'https://www.paypal.com', 'https://*.paypal.com'],
        'frame-src': ["'self'", 'https://www.paypal.com', 'https://*.paypal.com'],
        'connect-src': ["'self'", 'https://*.paypal.com'],
        'img-src': ["'self'", 'data:', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (req, reply, done) => {
      // JSON answers get OWASP's REST set: the document headers (CSP sources, COOP, CORP…) mean
      // nothing to a JSON body and made every API answer a kilobyte heavier.
      if (req.url.startsWith('/api/v1/') || req.url.startsWith('/api/v2/')) {
        for (const [name, value] of API_SECURITY_HEADERS) reply.raw.setHeader(name, value);
        return done();
      }
      securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined));
    });
  // Batch files (issue 27) arrive as multipart uploads, one file of at most 5 MB.
  await app.register(fastifyMultipart as never, { limits: BATCH_UPLOAD_LIMITS });
  lookups.open(app);
  app.enableCors({ origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false, credentials: false });
  // Label files keep the spec's own path (section 7: /api/public/{file}).
  app.setGlobalPrefix('api/v1', {
    exclude: [
      'api/docs',
      'api/docs-json',
      { path: 'api/public/:file', method: RequestMethod.GET },
      // The public API (issue 26) has its own version prefix in its controllers' paths.
      { path: 'api/v2/{*path}', method: RequestMethod.ALL },
      'api/v2/openapi.json',
    ],
  });
  if (config.WEB_DIST_DIR) await serveWeb(app, config.WEB_DIST_DIR);

  const document = withErrorAnswers(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Envíos MX — API')
        .setDescription('API pública del portal (BFF). Todas las rutas bajo /api/v1.')
        .setVersion('1')
        .addBearerAuth()
        .build(),
      { include: [AppModule] },
    ),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  const v2 = publicApiDocument(app);
  app
    .getHttpAdapter()
    .getInstance()
    .get('/api/v2/openapi.json', (_req, reply) => reply.header('cache-control', 'no-cache').send(v2));

  await listen(app, 'bff', config);
}

void main();
