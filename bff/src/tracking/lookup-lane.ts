import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger as PinoInstance } from 'pino';
import {
  CommonErrors,
  Headers,
  TrackGuideSchema,
  TrackingErrors,
  errorMessage,
  type ApiError,
} from '@envios/contracts';
import {
  AppError,
  logRequestLine,
  PINO_LOGGER,
  runWithCorrelation,
  sanitizeCorrelationId,
  toApiError,
} from '@envios/platform';
import { API_SECURITY_HEADERS } from '../shared/api-security-headers';
import { LookupThrottle } from './lookup-throttle';
import { TrackingLookupCache } from './tracking-lookup-cache';

const PATH = '/api/v1/tracking';
const FIXED_HEADERS = [...API_SECURITY_HEADERS.flat(), 'content-type', 'application/json; charset=utf-8'];
/** `{"guide_number": …}` of at most 40 characters fits well within this. */
const MAX_BODY = 1024;

/**
 * POST /api/v1/tracking answered beside Fastify rather than through it: the hottest public route
 * (visitors and customers checking guides) is a body to read, a guide to validate and an answer the
 * replica usually holds (TrackingLookupCache), and the framework's per-request work cost three times
 * what answering does. The lane takes only plain JSON requests of a known small length on exactly
 * this path and answers them as the Nest route would: the same bodies, the OWASP API headers, the
 * correlation id, the per-address limit and the request log line. Everything else — and the OpenAPI
 * description — stays with the Nest controller (tracking.controller.ts).
 */
export class LookupLane {
  private cache?: TrackingLookupCache;
  private throttle?: LookupThrottle;
  private log?: PinoInstance;

  constructor(private readonly trustProxyHops: number) {}

  /** Starts taking requests, with the app's providers. */
  open(app: NestFastifyApplication): void {
    this.cache = app.get(TrackingLookupCache);
    this.throttle = app.get(LookupThrottle);
    this.log = app.get<symbol, PinoInstance>(PINO_LOGGER, { strict: false });
  }

  take = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!this.cache || req.method !== 'POST' || req.url !== PATH) return false;
    const length = Number(req.headers['content-length']);
    if (
      !(length > 0 && length <= MAX_BODY) ||
      !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')
    )
      return false;
    const started = performance.now();
    const id = sanitizeCorrelationId(req.headers[Headers.correlationId]) ?? randomUUID();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => res.destroy());
    req.on('end', () => {
      void runWithCorrelation(id, () => this.answer(req, res, Buffer.concat(chunks), id)).then((status) =>
        logRequestLine(this.log!, {
          id,
          method: 'POST',
          url: PATH,
          remoteAddress: this.clientAddress(req),
          statusCode: status,
          responseTime: performance.now() - started,
        }),
      );
    });
    return true;
  };

  private async answer(req: IncomingMessage, res: ServerResponse, body: Buffer, id: string): Promise<number> {
    try {
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        return this.error(res, id, toApiError(AppError.of(CommonErrors.malformed)));
      }
      const parsed = TrackGuideSchema.safeParse(json);
      if (!parsed.success) return this.error(res, id, toApiError(parsed.error));
      const guide = parsed.data.guide_number;
      if (this.throttle!.enabled) {
        const waitSeconds = await this.throttle!.wait(this.clientAddress(req));
        if (waitSeconds)
          return this.error(res, id, toApiError(AppError.of(CommonErrors.rateLimited)), [
            'retry-after',
            String(waitSeconds),
          ]);
      }
      const held = await this.cache!.lookup(guide);
      if (!held.found)
        return this.error(res, id, {
          statusCode: 404,
          code: TrackingErrors.guideNotFound.code,
          message: errorMessage(TrackingErrors.guideNotFound, guide),
        });
      return this.send(res, id, 200, held.body);
    } catch (err) {
      return this.error(res, id, toApiError(err));
    }
  }

  private error(res: ServerResponse, id: string, error: ApiError, extra: string[] = []): number {
    const body = Buffer.from(JSON.stringify({ ...error, correlationId: id }));
    return this.send(res, id, error.statusCode, body, extra);
  }

  private send(res: ServerResponse, id: string, status: number, body: Buffer, extra: string[] = []): number {
    // One flat header list, written at once.
    res.writeHead(status, [
      ...FIXED_HEADERS,
      Headers.correlationId,
      id,
      'content-length',
      String(body.length),
      ...extra,
    ]);
    res.end(body);
    return status;
  }

  /** The caller's address, as Fastify reads it with the same trusted proxies. */
  private clientAddress(req: IncomingMessage): string {
    const socket = req.socket.remoteAddress ?? '';
    if (!this.trustProxyHops) return socket;
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return forwarded[forwarded.length - this.trustProxyHops] ?? forwarded[0] ?? socket;
  }
}
