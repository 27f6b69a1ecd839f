import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from '../src/bootstrap';
import { AllExceptionsFilter } from '../src/errors/exception.filter';
import { currentCorrelationId } from '../src/logging/correlation';
import { LoggingModule } from '../src/logging/logging.module';

@Controller('echo')
class EchoController {
  @Get()
  get() {
    return { correlationId: currentCorrelationId() };
  }

  /** What a repository call throws while MongoDB is out of reach. */
  @Get('store-down')
  storeDown() {
    throw Object.assign(new Error('Server selection timed out after 30000 ms'), {
      name: 'MongoServerSelectionError',
    });
  }

  @Get('bug')
  bug() {
    throw new TypeError("Cannot read properties of undefined (reading 'x')");
  }

  /** Reads the id after the body was parsed and after more asynchronous hops of its own. */
  @Post()
  async post(@Body() body: unknown) {
    await sleep(Math.random() * 10);
    await new Promise((resolve) => setImmediate(resolve));
    return { correlationId: currentCorrelationId(), body };
  }
}

@Module({
  imports: [LoggingModule.forRoot({ app: 'http-app-test', level: 'silent' })],
  controllers: [EchoController],
  providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
})
class EchoModule {}

describe('createHttpApp (Fastify): correlation ids and request bodies', () => {
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    app = await createHttpApp({ module: EchoModule });
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('runs the handler of a POST, after its body is read, inside the caller-supplied correlation id', async () => {
    const r = await post(JSON.stringify({ a: 1 }), { 'x-correlation-id': 'trace-0123456789' });
    expect(r.status).toBe(201);
    expect(r.headers.get('x-correlation-id')).toBe('trace-0123456789');
    expect(await r.json()).toEqual({ correlationId: 'trace-0123456789', body: { a: 1 } });
  });

  it('keeps the id when the body arrives in pieces, after the request has been waiting on the socket', async () => {
    const body = JSON.stringify({ note: 'x'.repeat(2000) });
    const answer = await new Promise<{ status: number; json: { correlationId: string; body: unknown } }>(
      (resolve, reject) => {
        const req = request(
          `${base}/echo`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-correlation-id': 'trace-slow-body-1',
            },
          },
          (res) => {
            let text = '';
            res
              .setEncoding('utf8')
              .on('data', (c: string) => (text += c))
              .on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 1000));
        setTimeout(() => req.end(body.slice(1000)), 50);
      },
    );
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ correlationId: 'trace-slow-body-1', body: JSON.parse(body) });
  });

  it('creates an id when the caller sends none or an unusable one, and uses the same one throughout', async () => {
    for (const headers of [{}, { 'x-correlation-id': 'bad id\twith spaces' }]) {
      const r = await post('{}', headers);
      const id = r.headers.get('x-correlation-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(((await r.json()) as { correlationId: string }).correlationId).toBe(id);
    }
    const g = await fetch(`${base}/echo`);
    expect(((await g.json()) as { correlationId: string }).correlationId).toBe(
      g.headers.get('x-correlation-id'),
    );
  });

  it('keeps concurrent requests in their own ids', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `trace-concurrent-${String(i).padStart(3, '0')}`);
    const seen = await Promise.all(
      ids.map(
        async (id) =>
          (await (await post(JSON.stringify({ id }), { 'x-correlation-id': id })).json()) as {
            correlationId: string;
            body: { id: string };
          },
      ),
    );
    for (const [i, s] of seen.entries()) expect(s).toEqual({ correlationId: ids[i], body: { id: ids[i] } });
  });

  it('reads a JSON content type with no body as an empty object', async () => {
    const r = await post('');
    expect(r.status).toBe(201);
    expect(((await r.json()) as { body: unknown }).body).toEqual({});
  });

  it.each([
    ['malformed JSON', '{"a":', 400, 'REQUEST.MALFORMED', 'La solicitud contiene datos inválidos.'],
    [
      'a prototype-poisoning key',
      '{"__proto__":{"admin":true}}',
      400,
      'REQUEST.MALFORMED',
      'La solicitud contiene datos inválidos.',
    ],
    [
      'a body over 100 KiB',
      JSON.stringify({ x: 'x'.repeat(101 * 1024) }),
      413,
      'REQUEST.TOO_LARGE',
      'La solicitud es demasiado grande: el máximo es 100 KB.',
    ],
  ])(
    'answers %s with the platform error body, saying what happened',
    async (_what, body, status, code, message) => {
      const r = await post(body, { 'x-correlation-id': 'trace-bad-body-1' });
      expect(r.status).toBe(status);
      expect(await r.json()).toMatchObject({
        statusCode: status,
        code,
        message,
        correlationId: 'trace-bad-body-1',
      });
    },
  );

  it('answers a body that is not JSON with 415 and says what to send', async () => {
    const r = await post('a=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(r.status).toBe(415);
    expect(await r.json()).toMatchObject({
      statusCode: 415,
      code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
      message: 'El contenido debe enviarse como JSON (application/json).',
    });
  });

  it('answers a store out of reach with 503 and Retry-After, and a bug with 500, both in the one error body', async () => {
    const down = await fetch(`${base}/echo/store-down`);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(await down.json()).toMatchObject({ statusCode: 503, code: 'SERVICE.UNAVAILABLE' });
    const bug = await fetch(`${base}/echo/bug`);
    expect(bug.status).toBe(500);
    expect(bug.headers.get('retry-after')).toBeNull();
    const body = await bug.json();
    expect(body).toMatchObject({ statusCode: 500, code: 'INTERNAL.ERROR' });
    expect(JSON.stringify(body)).not.toContain('reading');
  });

  it('answers an unknown route with ROUTE.NOT_FOUND', async () => {
    const r = await fetch(`${base}/nope`, { method: 'POST' });
    expect(r.status).toBe(404);
    expect(await r.json()).toMatchObject({ statusCode: 404, code: 'ROUTE.NOT_FOUND' });
  });
});
