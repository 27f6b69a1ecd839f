import 'reflect-metadata';
import helmet from 'helmet';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHttpApp, loadConfig } from '@envios/platform';
import { AppModule } from './app.module';
import { BffConfigSchema } from './config/config';

async function main() {
  const config = loadConfig(BffConfigSchema);
  const app = (await createHttpApp(AppModule.forRoot(config))) as NestExpressApplication;
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.use(
    helmet({
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
    }),
  );
  app.enableCors({ origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false, credentials: false });
  app.setGlobalPrefix('api/v1', { exclude: ['api/docs', 'api/docs-json'] });

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Envíos MX — API')
      .setDescription('API pública del portal (BFF). Todas las rutas bajo /api/v1.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  await app.listen(config.PORT, config.HOST);
}

void main();
