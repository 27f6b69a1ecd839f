/**
 * Batches (issue 27), the part built so far: importing a day's file and fixing a row.
 *
 *   bash bench/run.sh batches [--rows 1000] [--rounds 5]
 *
 * 1. Import validation: a CSV and an XLSX of `--rows` rows (every one sound, 4 postal codes
 *    between them) uploaded through the BFF (multipart) until the batch comes back validated:
 *    median and slowest of `--rounds`. Target: ≤ 3 s for 1,000 rows.
 * 2. A row fixed in a batch of that size (the whole batch is validated again): median and slowest.
 */
import ExcelJS from 'exceljs';
import { BATCH_COLUMNS } from '@envios/contracts';
import { api, appUrl, createUser, signIn, saveOriginAddress } from '@envios/testing';
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
}

void main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
