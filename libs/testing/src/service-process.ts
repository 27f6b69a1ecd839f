import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { appEnv, eventually, REPO_ROOT, type AppName } from './stack';

/**
 * A service started by a test as its own OS process from the built dist/, with the stack's
 * environment plus overrides (another port, database or consumer group).
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
    // Only PATH from the parent: the child must get its configuration from env() alone.
    this.child = spawn(process.execPath, ['dist/main.js'], {
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
