import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import {
  AggregateHealthSchema,
  LivenessSchema,
  ReadinessSchema,
  SERVICES,
  type AggregateHealth,
} from '@envios/contracts';
import { APP_CONFIG, RedisHealth } from '@envios/platform';
import { Public } from '../auth/auth.decorators';
import { serviceUrls, type BffConfig } from '../config/config';
import { ApiZodResponse } from '../shared/openapi';

/** The one thing these routes set on the reply themselves: 503 when not ready. */
type StatusReply = { status(code: number): unknown };

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: BffConfig,
    private readonly redis: RedisHealth,
  ) {}

  /** Liveness of the BFF process itself, with the Node.js runtime it runs on. */
  @SkipThrottle()
  @Get('live')
  @ApiZodResponse(LivenessSchema)
  live() {
    return { status: 'ok', node: process.version };
  }

  /** Readiness of the BFF: its own dependency (Redis, for rate limits and sessions). */
  @SkipThrottle()
  @Get('ready')
  @ApiZodResponse(ReadinessSchema)
  @ApiZodResponse(ReadinessSchema, 503)
  async ready(@Res({ passthrough: true }) res: StatusReply) {
    const redis = await this.redis.check();
    res.status(redis.redis.status === 'up' ? 200 : 503);
    return { status: redis.redis.status === 'up' ? 'ok' : 'error', ...redis };
  }

  @Get()
  @ApiZodResponse(AggregateHealthSchema)
  @ApiZodResponse(AggregateHealthSchema, 503)
  @ApiOperation({ summary: 'Estado del BFF y de cada servicio (503 si alguno no está listo)' })
  async aggregate(@Res({ passthrough: true }) res: StatusReply) {
    const urls = serviceUrls(this.config);
    const [redis, ...services] = await Promise.all([
      this.redis.check(),
      ...SERVICES.map(async (name) => {
        try {
          const r = await fetch(new URL('/health/ready', urls[name]), { signal: AbortSignal.timeout(3000) });
          const body = (await r.json().catch(() => ({}))) as { details?: Record<string, unknown> };
          return [name, { status: r.ok ? 'up' : 'down', details: body.details ?? {} }] as const;
        } catch (err) {
          return [name, { status: 'down', details: { message: String((err as Error).message) } }] as const;
        }
      }),
    ]);
    const body: AggregateHealth = {
      status: 'ok',
      bff: { status: redis.redis.status === 'up' ? 'up' : 'down', details: redis },
      services: Object.fromEntries(services),
    };
    const allUp = body.bff.status === 'up' && Object.values(body.services).every((s) => s.status === 'up');
    body.status = allUp ? 'ok' : 'degraded';
    res.status(allUp ? 200 : 503);
    return body;
  }
}
