import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { ServiceName } from '@envios/contracts';

export const REPO_ROOT = resolve(__dirname, '../../..');

/** The services (libs/contracts' SERVICES), the BFF and our provider sandboxes, as deploy/local/apps.sh names them. */
export type AppName = ServiceName | 'bff' | 'carrier-sandbox';

const envCache = new Map<string, Record<string, string>>();

function appsSh(...args: string[]): Record<string, string> {
  const key = args.join(' ');
  const cached = envCache.get(key);
  if (cached) return cached;
  const out = execFileSync('bash', [join(REPO_ROOT, 'deploy/local/apps.sh'), ...args], {
    env: { ...process.env, ENVIOS_PROFILE: process.env.ENVIOS_PROFILE ?? 'test' },
    encoding: 'utf8',
  });
  const env = Object.fromEntries(
    out
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  envCache.set(key, env);
  return env;
}

/**
 * The exact environment deploy/local/apps.sh starts an app with (test profile unless
 * ENVIOS_PROFILE says otherwise), so tests and the launcher share one source of truth.
 */
export function appEnv(app: AppName): Record<string, string> {
  return appsSh('env', app);
}

export function appUrl(app: AppName): string {
  return `http://127.0.0.1:${appEnv(app).PORT}`;
}

/** Connection details of the test infrastructure, read from the services' environment. */
export function infra() {
  const svc = appEnv('identity');
  const mongo = new URL(svc.MONGO_URL);
  return {
    mongoUrl: `mongodb://${mongo.host}`,
    kafkaBrokers: svc.KAFKA_BROKERS.split(','),
    redisUrl: svc.REDIS_URL,
    serviceToken: svc.INTERNAL_SERVICE_TOKEN,
    signingKey: svc.INTERNAL_SIGNING_KEY,
    maildevUrl: `http://127.0.0.1:${appsSh('infra-env').MAILDEV_WEB_PORT}`,
    /** FerretDB's PostgreSQL, when the local server runs on that backend (the default). */
    ferretdbPostgresUrl: svc.FERRETDB_POSTGRES_URL as string | undefined,
  };
}

/** Polls until fn returns a truthy value (returned) or the timeout passes (last error thrown). */
export async function eventually<T>(
  fn: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeoutMs = 15_000, intervalMs = 200, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value as T;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`,
      );
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
