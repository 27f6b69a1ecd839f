import { Controller, Get, Logger, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from '../src/bootstrap';
import { LoggingModule } from '../src/logging/logging.module';

@Controller('hello')
class HelloController {
  private readonly logger = new Logger('Hello');

  @Get()
  hello() {
    this.logger.log('saying hello');
    return { ok: true };
  }
}

const lines: Record<string, unknown>[] = [];

@Module({
  imports: [
    LoggingModule.forRoot({
      app: 'logging-test',
      level: 'info',
      destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    }),
  ],
  controllers: [HelloController],
})
class HelloModule {}

describe('request logs', () => {
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    app = await createHttpApp({ module: HelloModule });
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('say who asked for what under the correlation id, and leave tokens and cookies out', async () => {
    lines.length = 0;
    const r = await fetch(`${base}/hello?x=1`, {
      headers: {
        authorization: 'Bearer secret-access-token',
        cookie: 'refresh=secret-refresh-cookie',
        'x-service-token': 'secret-service-token',
        'x-correlation-id': 'trace-logging-0001',
      },
    });
    expect(r.status).toBe(200);
    const completed = lines.find((l) => l.msg === 'request completed');
    expect(completed).toMatchObject({
      app: 'logging-test',
      correlationId: 'trace-logging-0001',
      req: { id: 'trace-logging-0001', method: 'GET', url: '/hello?x=1' },
      res: { statusCode: 200 },
    });
    expect(Object.keys(completed!.req as object).sort()).toEqual(['id', 'method', 'remoteAddress', 'url']);
    expect(Object.keys(completed!.res as object)).toEqual(['statusCode']);
    expect(JSON.stringify(lines)).not.toMatch(/secret-/);
  });

  it('write what the code logs through Nest under the correlation id of its request', async () => {
    lines.length = 0;
    await fetch(`${base}/hello`, { headers: { 'x-correlation-id': 'trace-logging-0002' } });
    expect(lines.find((l) => l.msg === 'saying hello')).toMatchObject({
      app: 'logging-test',
      context: 'Hello',
      correlationId: 'trace-logging-0002',
      level: 30,
    });
  });

  it('log a refused request as a warning, with its status', async () => {
    lines.length = 0;
    const r = await fetch(`${base}/nowhere`);
    expect(r.status).toBe(404);
    const completed = lines.find((l) => l.msg === 'request completed');
    expect(completed).toMatchObject({
      level: 40,
      req: { method: 'GET', url: '/nowhere' },
      res: { statusCode: 404 },
    });
    expect(completed!.correlationId).toBe(r.headers.get('x-correlation-id'));
  });
});
