/**
 * The drill's hold on the dev-profile stack: which process to SIGKILL for each target and how to bring
 * it back (the deploy/local scripts, never anything of the test profile), the second shipments API
 * replica and the label worker the drill runs itself, and the stores it reads to check invariants.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { appEnv, freePort, REPO_ROOT } from '@envios/testing';

const run = promisify(execFile);

export const PROFILE = process.env.ENVIOS_PROFILE ?? '';
const DATA_DIR = process.env.ENVIOS_DATA_DIR ?? join(REPO_ROOT, '.local', PROFILE);
const RUN_DIR = join(DATA_DIR, 'run');
const LOG_DIR = join(DATA_DIR, 'logs');

/** What each app the drill restarts needs beyond its profile (apps.sh's ENVIOS_APP_OVERRIDES). */
const APP_OVERRIDES: Record<string, string> = {
  // The drill calls from one address, as the benchmarks do.
  bff: 'RATE_LIMITS=off',
  // The BFF's shipments replica serves HTTP and consumes events; the labels are the worker's.
  shipments: 'SERVICE_ROLE=api',
};

/** Runs a deploy/local script of the dev profile (async: the payment stream goes on meanwhile). */
async function local(script: string, ...args: string[]): Promise<void> {
  const app = args[1];
  await run('bash', [join(REPO_ROOT, 'deploy/local', script), ...args], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ENVIOS_PROFILE: PROFILE,
      LOG_LEVEL: 'warn',
      ENVIOS_APP_OVERRIDES: (app && APP_OVERRIDES[app]) || '',
    },
    maxBuffer: 16 * 1024 * 1024,
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== '' && state !== 'Z' && state !== 'X';
}

function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** SIGKILL to a process, its process group (start_bg runs each under setsid) and its children. */
async function sigkill(pid: number): Promise<void> {
  const all = [pid, ...childrenOf(pid)];
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // not a group leader
  }
  for (const p of all) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 15_000;
  while (all.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

const pidFile = (name: string) => join(RUN_DIR, `${name}.pid`);
const readPid = (file: string) => Number(readFileSync(file, 'utf8').split('\n')[0].trim());

/** A process the drill started itself (the second API replica, the label worker). */
export class DrillProcess {
  pid = 0;
  port = '';
  constructor(
    readonly name: string,
    readonly app: 'shipments',
    readonly overrides: Record<string, string>,
  ) {}

  async start(): Promise<void> {
    this.port ||= String(await freePort());
    const env = { ...appEnv(this.app), ...this.overrides, PORT: this.port };
    const log = openSync(join(LOG_DIR, `${this.name}.log`), 'a');
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', '--max-semi-space-size=32', 'dist/main.js'],
      {
        cwd: join(REPO_ROOT, 'services', this.app),
        env: { PATH: process.env.PATH ?? '', ...env },
        detached: true,
        stdio: ['ignore', log, log],
      },
    );
    child.unref();
    this.pid = child.pid!;
    writeFileSync(pidFile(this.name), String(this.pid));
  }

  async ready(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!alive(this.pid)) throw new Error(`${this.name} exited (see ${LOG_DIR}/${this.name}.log)`);
      const ok = await fetch(`http://127.0.0.1:${this.port}/health/live`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${this.name} did not answer in ${timeoutMs} ms`);
  }

  async kill(): Promise<void> {
    await sigkill(this.pid);
  }

  async stop(): Promise<void> {
    if (!this.pid || !alive(this.pid)) return;
    process.kill(this.pid, 'SIGTERM');
    const deadline = Date.now() + 20_000;
    while (alive(this.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (alive(this.pid)) await sigkill(this.pid);
  }
}

/** One thing the drill kills: how, and how it is brought back. */
export interface Target {
  name: string;
  kill(): Promise<void>;
  restart(): Promise<void>;
}

/** An app of deploy/local/apps.sh, by its pid file; restarted by apps.sh (which waits for it). */
export function appTarget(name: string, app: string): Target {
  return {
    name,
    kill: async () => sigkill(readPid(pidFile(`app-${app}`))),
    restart: () => local('apps.sh', 'start', app),
  };
}

/** A server of deploy/local (kafka, ferretdb, redis), by its pid file; restarted by its script. */
export function serverTarget(name: string, server: 'kafka' | 'ferretdb' | 'redis'): Target {
  return {
    name,
    kill: async () => sigkill(readPid(pidFile(server))),
    restart: () => local(`${server}.sh`, 'start'),
  };
}

/** PostgreSQL under FerretDB: its postmaster and every backend, as a crash of the server would. */
export function postgresTarget(): Target {
  return {
    name: 'PostgreSQL (FerretDB storage)',
    kill: async () => sigkill(readPid(join(DATA_DIR, 'postgres', 'postmaster.pid'))),
    restart: () => local('postgres.sh', 'start'),
  };
}

export function drillProcessTarget(name: string, p: DrillProcess): Target {
  return {
    name,
    kill: () => p.kill(),
    restart: async () => {
      await p.start();
      await p.ready();
    },
  };
}
