import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Injectable,
  SetMetadata,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DeveloperErrors } from '@envios/contracts';
import { AppError, ManagedRedis } from '@envios/platform';
import type { AuthedRequest } from '../auth/auth.decorators';

const IDEMPOTENT = 'envios:idempotent';
/** How long an answer is replayed for its key. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** How long a request may hold its key unanswered (a crashed replica's hold ends by itself). */
const HOLD_MS = 60_000;
/** How long a request with a key that another request holds waits for that answer. */
const WAIT_MS = 30_000;
const POLL_MS = 25;
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * A POST of the public API answered once per Idempotency-Key (`required`: the POSTs that create
 * something or move money refuse a request without one).
 */
export const Idempotent = (options: { required: boolean }) => SetMetadata(IDEMPOTENT, options);

type Held = { state: 'held'; fingerprint: string } | { state: 'done'; fingerprint: string; body: unknown };

/**
 * Idempotency-Key for the public API, in Redis so it holds across replicas: the first request with a
 * key holds it (SET NX) and its answer is kept 24 h; a retry with the same key and body gets that
 * answer again (`Idempotent-Replayed: true`), with another body a 422; a request that arrives while
 * the first runs waits for its answer, so concurrent retries never create or charge twice. A failed
 * request lets its key go: the retry runs again. Keys are per account.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly redis: ManagedRedis,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const options = this.reflector.get<{ required: boolean } | undefined>(IDEMPOTENT, context.getHandler());
    if (!options) return next.handle();
    return from(this.run(context, next, options.required));
  }

  private async run(context: ExecutionContext, next: CallHandler, required: boolean): Promise<unknown> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const raw = req.headers['idempotency-key'];
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (key === undefined) {
      if (required) throw AppError.of(DeveloperErrors.idempotencyKeyRequired);
      return lastValueFrom(next.handle());
    }
    if (!VALID_KEY.test(key)) throw AppError.of(DeveloperErrors.idempotencyKeyInvalid);

    // A test key's keys and a live key's are apart: the same key in both modes is two operations.
    const slot = `envios:idempotency:${req.user?.id ?? 'anonymous'}:${req.user?.test ? 'test' : 'live'}:${key}`;
    const fingerprint = createHash('sha256')
      .update(
        `${req.method} ${req.routeOptions.url ?? req.url}\n${JSON.stringify(req.params)}\n${JSON.stringify(req.body ?? null)}`,
      )
      .digest('base64url');
    const deadline = Date.now() + WAIT_MS;

    for (;;) {
      const held: Held = { state: 'held', fingerprint };
      if (await this.redis.set(slot, JSON.stringify(held), 'PX', HOLD_MS, 'NX')) {
        try {
          const body = await lastValueFrom(next.handle());
          const done: Held = { state: 'done', fingerprint, body };
          await this.redis.set(slot, JSON.stringify(done), 'PX', KEEP_MS);
          return body;
        } catch (err) {
          await this.redis.del(slot);
          throw err;
        }
      }
      const current = await this.redis.get(slot);
      if (current) {
        const record = JSON.parse(current) as Held;
        if (record.fingerprint !== fingerprint) throw AppError.of(DeveloperErrors.idempotencyKeyReused);
        if (record.state === 'done') {
          const status = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler());
          if (status) reply.status(status);
          reply.header('Idempotent-Replayed', 'true');
          return record.body;
        }
      }
      // Held by a request still running (or just let go by one that failed): wait, then look again.
      if (Date.now() >= deadline) {
        reply.header('Retry-After', '1');
        throw AppError.of(DeveloperErrors.idempotencyInProgress);
      }
      await sleep(POLL_MS);
    }
  }
}
