/**
 * Batches (issue 27): a day's file from upload to one printable file.
 *
 *   bash bench/run.sh batches [--rows 1000] [--rounds 5]
 *
 * 1. Import validation: a CSV and an XLSX of `--rows` rows (every one sound, 4 postal codes
 *    between them) uploaded through the BFF (multipart) until the batch comes back validated:
 *    median and slowest of `--rounds`. Target: ≤ 3 s for 1,000 rows.
 * 2. A row fixed in a batch of that size (the whole batch is validated again): median and slowest.
 * 3. The rule 'cheapest' applied to every row (quotes), once.
 * 4. The batch paid from the wallet (shipments made, payments of 50), then: pay → last label (and
 *    the labels' p95 by when each was first seen made, reading the batch every 250 ms), labels a
 *    second, and pay → the merged letter PDF downloaded (target ≤ 30 s for 1,000); then the
 *    merged file's own time and a manifest's. Last, the peak memory (VmHWM) of every app.
 * Tracking runs at its production poll scale here (bench/run.sh): the test profile's polls every
 * guide 200 times as often, which would spend the machine on re-polling the new guides.
 * On a stack just started, the first run is slower (JIT, consumer groups): take the second.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { BATCH_COLUMNS, type Batch } from '@envios/contracts';
import { api, appUrl, createUser, demoSession, signIn, saveOriginAddress } from '@envios/testing';
import { cpuPer, cpuReading } from './lib/cpu';
import { arg } from './lib/load';

const rows = Number(arg('rows', '1000'));
const rounds = Number(arg('rounds', '5'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const PLACES = [
  ['64000', 'Monterrey Centro', 'Monterrey'],
  ['06700', 'Roma Norte', 'Ciudad de México'],
  ['44100', 'Guadalajara Centro', 'Guadalajara'],
  ['97000', 'Mérida Centro', 'Mérida'],
];

function table(): string[][] {
  return Array.from({ length: rows }, (_, i) => {
    const [postal, colony, city] = PLACES[i % PLACES.length];
    const values: Record<string, string> = {
      order: `PED-${i + 1}`,
      origin: 'Bodega Roma',
      name: `Cliente número ${i + 1}`,
      phone: '8187654321',
      email: `cliente${i + 1}@ejemplo.mx`,
      street: 'Avenida Juárez',
      number: String(100 + i),
      colony,
      postal_code: postal,
      city,
      weight: String(1 + (i % 20) / 10),
      length: '30',
      width: '20',
      height: '15',
      content: 'Ropa',
    };
    return BATCH_COLUMNS.map((c) => values[c.key] ?? '');
  });
}

async function upload(token: string, filename: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const started = performance.now();
  const res = await fetch(`${appUrl('bff')}/api/v1/batches`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { id: string; counts: { rows: number; valid: number } };
  const ms = performance.now() - started;
  if (res.status !== 201 || body.counts.valid !== rows)
    throw new Error(`upload answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, id: body.id };
}

async function main() {
  const u = await createUser({ rol: 'client' });
  const owner = await signIn(u.email, u.password);
  await saveOriginAddress(owner.token);
  const data = table();
  const headers = BATCH_COLUMNS.map((c) => c.header);
  const csv = Buffer.from([headers, ...data].map((r) => r.join(',')).join('\n'));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Envíos');
  for (const r of [headers, ...data]) sheet.addRow(r);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

  console.log(
    `batches: ${rows} rows, ${rounds} rounds; CSV ${(csv.length / 1024).toFixed(0)} KB, XLSX ${(xlsx.length / 1024).toFixed(0)} KB`,
  );
  let last = '';
  for (const [name, file, bytes] of [
    ['CSV', 'dia.csv', csv],
    ['XLSX', 'dia.xlsx', xlsx],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const r = await upload(owner.token, file, bytes);
      times.push(r.ms);
      last = r.id;
    }
    console.log(
      `import ${name}: median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms`,
    );
  }
  const fixes: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const r = await api('PUT', `/batches/${last}/rows/${i + 1}`, {
      token: owner.token,
      body: { values: { reference: `Timbre ${i}` } },
    });
    if (r.status !== 200) throw new Error(`fix answered ${r.status}`);
    fixes.push(performance.now() - started);
  }
  console.log(
    `fix one row of ${rows}: median ${median(fixes).toFixed(0)} ms, slowest ${Math.max(...fixes).toFixed(0)} ms`,
  );
  await payAndPrint(owner, csv);
  console.log(`peak memory (VmHWM) by app: ${peakMemory()}`);
}

/** Rule, payment, every label, one merged file: the path a day's batch takes after its import. */
async function payAndPrint(owner: { id: string; token: string }, csv: Buffer) {
  const { token } = await demoSession('superadmin');
  for (let i = 0; i < 3; i++) {
    const credit = await api('POST', '/prepaid/createPrepaid', {
      token,
      body: { userId: owner.id, cantidadAbonar: 100_000 },
    });
    if (credit.status >= 300) throw new Error(`credit answered ${credit.status}`);
  }
  const { id } = await upload(owner.token, 'pagar.csv', csv);
  let started = performance.now();
  const ruled = await api<Batch>('POST', `/batches/${id}/rules`, {
    token: owner.token,
    body: { rule: 'cheapest' },
  });
  if (ruled.status !== 200 || ruled.body.totals.ready !== rows)
    throw new Error(`rule answered ${ruled.status}: ${JSON.stringify(ruled.body).slice(0, 300)}`);
  console.log(
    `rule 'cheapest' over ${rows} rows: ${(performance.now() - started).toFixed(0)} ms (${ruled.body.totals.carriers
      .map((c) => `${c.carrier} ${c.rows}`)
      .join(', ')})`,
  );

  started = performance.now();
  const cpuBefore = cpuReading();
  const paid = await api<Batch>('POST', `/batches/${id}/pay`, {
    token: owner.token,
    body: { method: 'wallet' },
  });
  if (paid.status !== 200)
    throw new Error(`pay answered ${paid.status}: ${JSON.stringify(paid.body).slice(0, 300)}`);
  const payMs = performance.now() - started;
  console.log(`pay ${rows} (made and charged): ${payMs.toFixed(0)} ms`);
  const seen = new Map<number, number>();
  for (;;) {
    const r = await api<Batch>('GET', `/batches/${id}`, { token: owner.token });
    const now = performance.now() - started;
    for (const row of r.body.rows) if (row.status === 'generated' && !seen.has(row.n)) seen.set(row.n, now);
    const p = r.body.progress!;
    if (p.waiting === 0 && p.unpaid === 0) {
      if (p.failed) console.log(`  ${p.failed} labels failed`);
      break;
    }
    if (now > 300_000) throw new Error(`labels still waiting after 5 minutes: ${JSON.stringify(p)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const times = [...seen.values()].sort((a, b) => a - b);
  const last = times[times.length - 1];
  console.log(
    `pay → labels: p95 ${times[Math.floor(times.length * 0.95) - 1].toFixed(0)} ms, last ${last.toFixed(0)} ms; ` +
      `${((times.length / (last - payMs)) * 1000).toFixed(1)} labels/s after the payment`,
  );
  const merging = performance.now();
  const pdf = await fetch(`${appUrl('bff')}/api/v1/batches/${id}/labels?format=pdf`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const bytes = Buffer.from(await pdf.arrayBuffer());
  if (pdf.status !== 200) throw new Error(`labels answered ${pdf.status}: ${bytes.toString().slice(0, 300)}`);
  const done = performance.now();
  console.log(
    `merged PDF: ${(bytes.length / 1024 / 1024).toFixed(1)} MB in ${(done - merging).toFixed(0)} ms; pay → merged file ${((done - started) / 1000).toFixed(1)} s (target ≤ 30 s)`,
  );
  const cpu = cpuPer(cpuBefore, cpuReading(), rows, (done - started) / 1000);
  console.log(
    `CPU per shipment, pay → merged file: ${cpu.totalCpuMsPerUnit} ms in all, cores busy ${cpu.coresBusy} of 2; by process (ms): ${Object.entries(
      cpu.cpuMsPerUnit,
    )
      .map(([name, ms]) => `${name} ${ms}`)
      .join(', ')}`,
  );
  const carrier = ruled.body.totals.carriers[0].carrier_code;
  const m0 = performance.now();
  const manifest = await fetch(`${appUrl('bff')}/api/v1/batches/${id}/manifest?carrier=${carrier}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  await manifest.arrayBuffer();
  console.log(`manifest ${carrier}: ${manifest.status} in ${(performance.now() - m0).toFixed(0)} ms`);
}

/** Each app's peak resident memory so far, from its pid file under the profile's run directory. */
function peakMemory(): string {
  const runDir = join(process.env.ENVIOS_DATA_DIR ?? '.local/test', 'run');
  return readdirSync(runDir)
    .filter((f) => f.startsWith('app-') && f.endsWith('.pid'))
    .map((f) => {
      const pid = readFileSync(join(runDir, f), 'utf8').trim();
      try {
        const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
        return `${f.slice(4, -4)} ${Math.round(kb / 1024)} MB`;
      } catch {
        return `${f.slice(4, -4)} ?`;
      }
    })
    .join(', ');
}

void main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
