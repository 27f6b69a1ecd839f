import { Controller, Get, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from '../src/bootstrap';
import { LoggingModule } from '../src/logging/logging.module';

@Controller('hello')
class HelloController {
  @Get()
  hello() {
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
});
