import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { freePort } from './ports';
import { appEnv, eventually, REPO_ROOT, type AppName } from './stack';

/**
 * A service started by a test as its own OS process from the built dist/, with the stack's
 * environment plus overrides (another port, database or consumer group). With `diagnostics`, it is
 * the platform alone plus the test-only /internal/diagnostics module under that service's name
 * (harness/run-platform.ts; DIAGNOSTICS_CONSUMES names the topics it consumes).
 */
export class ServiceProcess {
  private child?: ChildProcess;
  output = '';
  /** Resolves when the process ends: its exit code, or the signal that ended it. */
  exit?: Promise<number | null>;
  signal?: NodeJS.Signals | null;

  constructor(
    readonly app: AppName,
    readonly overrides: Record<string, string | undefined> = {},
    readonly omit: string[] = [],
    readonly options: { diagnostics?: boolean } = {},
  ) {}

  get port(): string {
    return this.env().PORT;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  env(): Record<string, string> {
    const env: Record<string, string> = { ...appEnv(this.app) };
    for (const [k, v] of Object.entries(this.overrides)) if (v !== undefined) env[k] = v;
    for (const k of this.omit) delete env[k];
    return env;
  }

  start(): this {
    const dir =
      this.app === 'bff'
        ? join(REPO_ROOT, 'bff')
        : this.app === 'carrier-sandbox'
          ? join(REPO_ROOT, 'deploy/local/sandboxes/carriers')
          : join(REPO_ROOT, 'services', this.app);
    const entry = this.options.diagnostics
      ? [join(REPO_ROOT, 'libs/testing/dist/harness/run-platform.js'), this.app]
      : ['dist/main.js'];
    // Only PATH from the parent: the child must get its configuration from env() alone.
    this.child = spawn(process.execPath, entry, {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', ...this.env() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (d: Buffer) => (this.output += d.toString()));
    this.child.stderr!.on('data', (d: Buffer) => (this.output += d.toString()));
    this.exit = new Promise((resolve) =>
      this.child!.on('exit', (code, signal) => {
        this.signal = signal;
        resolve(code);
      }),
    );
    return this;
  }

  async ready(timeoutMs = 60_000): Promise<this> {
    const path =
      this.app === 'bff'
        ? '/api/v1/health/ready'
        : this.app === 'carrier-sandbox'
          ? '/health'
          : '/health/ready';
    await eventually(
      async () => {
        if (this.child?.exitCode !== null) throw new Error(`${this.app} exited: ${this.output.slice(-2000)}`);
        return (await fetch(this.url + path)).ok;
      },
      { timeoutMs, what: `${this.app} on ${this.url} to be ready` },
    );
    return this;
  }

  /**
   * Stops the process with a signal and waits for it to exit. Nest closes the app on SIGTERM and
   * then re-raises the signal, so a graceful stop ends with signal SIGTERM rather than code 0.
   */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 30_000): Promise<number | null> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode)
      return this.child?.exitCode ?? null;
    this.child.kill(signal);
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), timeoutMs);
    try {
      return await this.exit!;
    } finally {
      clearTimeout(timer);
    }
  }
}

type ServiceApp = Exclude<AppName, 'bff' | 'carrier-sandbox'>;

/**
 * A started service process on a port, a database, a consumer group and a Redis database of its
 * own (`redisUrl`: where a test adds jobs for its workers).
 */
export type IsolatedProcess = ServiceProcess & { database: string; redisUrl: string };

/**
 * A Redis database of the app's own for its isolated processes: on the stack's database their
 * workers would take the stack's jobs (a shipments process of its own made a paid batch's label
 * jobs find no shipment, and the batch waited). Tests that start processes of their own name
 * theirs (7, 9, 11–14).
 */
const ISOLATED_REDIS_DB: Partial<Record<ServiceApp, number>> = {
  shipments: 1,
  wallet: 2,
  tracking: 3,
  webhooks: 4,
  reports: 5,
  batches: 6,
  invoicing: 8,
};
function isolatedRedis(app: ServiceApp): { REDIS_URL?: string } {
  const shared = appEnv(app).REDIS_URL;
  return shared ? { REDIS_URL: `${shared.replace(/\/\d+$/, '')}/${ISOLATED_REDIS_DB[app] ?? 10}` } : {};
}

async function startIsolated(
  app: ServiceApp,
  extra: Record<string, string>,
  options: { diagnostics?: boolean },
): Promise<IsolatedProcess> {
  const suffix = randomUUID().slice(0, 8);
  const database = `envios_test_${app}_${suffix}`;
  const mongo = new URL(appEnv(app).MONGO_URL);
  const env: Record<string, string> = {
    PORT: String(await freePort()),
    MONGO_URL: `mongodb://${mongo.host}/${database}`,
    KAFKA_GROUP_ID: `${app}-test-${suffix}`,
    ...isolatedRedis(app),
    ...extra,
  };
  const process = new ServiceProcess(app, env, [], options).start();
  await process.ready();
  return Object.assign(process, { database, redisUrl: env.REDIS_URL ?? appEnv(app).REDIS_URL });
}

/**
 * The built service itself (its dist/main.js), on a port, a database and a consumer group of its
 * own, started and ready: a test of one service that must not disturb the stack's. `env` overrides
 * its configuration (e.g. production's webhook address rules).
 */
export function startServiceProcess(
  app: ServiceApp,
  env: Record<string, string> = {},
): Promise<IsolatedProcess> {
  return startIsolated(app, env, {});
}

/**
 * A platform-only process with diagnostics under a service's name (see harness/run-platform.ts), on
 * a port, a database and a consumer group of its own, consuming `consumes`. Started and ready.
 */
export function startPlatformProcess(
  app: ServiceApp,
  consumes: readonly string[] = [],
): Promise<IsolatedProcess> {
  return startIsolated(app, { DIAGNOSTICS_CONSUMES: consumes.join(',') }, { diagnostics: true });
}
