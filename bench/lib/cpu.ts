import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * CPU seconds each process of the running stack has used so far: every app and server with a pid
 * file under the profile's run directory, and PostgreSQL (all its processes, which have none), and
 * the machine's busy time over all cores. Two readings give what a stretch of load cost each one.
 */
export function cpuReading(): { byProcess: Record<string, number>; machineBusy: number } {
  const runDir = join(process.env.ENVIOS_DATA_DIR ?? '.local/test', 'run');
  const byProcess: Record<string, number> = {};
  for (const file of readdirSync(runDir).filter((f) => f.endsWith('.pid'))) {
    const pid = readFileSync(join(runDir, file), 'utf8').trim();
    const seconds = cpuOf(pid);
    if (seconds !== undefined) byProcess[file.replace(/^app-/, '').replace(/\.pid$/, '')] = seconds;
  }
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d)))
    if (commOf(pid) === 'postgres') postgres += cpuOf(pid) ?? 0;
  byProcess.postgres = postgres;
  // /proc/stat's first line: user nice system idle iowait irq softirq steal …
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const busy = fields.reduce((a, b) => a + b, 0) - fields[3] - fields[4];
  return { byProcess, machineBusy: busy / TICKS };
}

/** What happened between two readings, per unit of work: CPU ms by process, and the cores kept busy. */
export function cpuPer(
  before: ReturnType<typeof cpuReading>,
  after: ReturnType<typeof cpuReading>,
  units: number,
  seconds: number,
): { cpuMsPerUnit: Record<string, number>; totalCpuMsPerUnit: number; coresBusy: number } {
  const cpuMsPerUnit: Record<string, number> = {};
  for (const [name, s] of Object.entries(after.byProcess)) {
    const used = s - (before.byProcess[name] ?? s);
    if (used > 0) cpuMsPerUnit[name] = Math.round((used * 1000 * 10) / units) / 10;
  }
  const sorted = Object.fromEntries(Object.entries(cpuMsPerUnit).sort((a, b) => b[1] - a[1]));
  const busy = after.machineBusy - before.machineBusy;
  return {
    cpuMsPerUnit: sorted,
    totalCpuMsPerUnit: Math.round((busy * 1000 * 10) / units) / 10,
    coresBusy: Math.round((busy / seconds) * 100) / 100,
  };
}

function cpuOf(pid: string): number | undefined {
  try {
    // Fields after the command (which may hold spaces): utime is the 14th field, stime the 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(rest[11]) + Number(rest[12])) / TICKS;
  } catch {
    return undefined;
  }
}

function commOf(pid: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}
