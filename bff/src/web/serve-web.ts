import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app next to the API: its files as they are (hashed assets cached), and
 * index.html for any other GET outside /api so that the browser router handles deep links. Unknown
 * API routes keep the API's JSON 404.
 */
export async function serveWeb(app: NestFastifyApplication, root: string): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) {
    // The API runs without the web (it is built separately); its routes are unaffected.
    new Logger('Web').warn(`no web build at ${root}: only the API is served`);
    return;
  }
  // wildcard: false registers a route per file of the build (fixed at startup), leaving the
  // catch-all below to the browser router. Pages are revalidated on every load (they name the
  // hashed assets of the current build); the assets themselves are cached for an hour.
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    maxAge: '1h',
    setHeaders: (reply, path) => {
      if (path.endsWith('.html')) void reply.header('cache-control', 'no-cache');
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (req, reply) => {
      const path = req.url.split('?')[0];
      // Phrased as Nest's own "no such route", so the platform's filter answers ROUTE_NOT_FOUND.
      if (path === '/api' || path.startsWith('/api/')) throw new NotFoundException(`Cannot GET ${path}`);
      return reply.sendFile('index.html');
    });
}
