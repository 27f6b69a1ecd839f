import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eventually, freePort, infra, mongoDb, rawRequest, REPO_ROOT, ServiceProcess } from '@envios/testing';

const SERVICE_DIR = join(REPO_ROOT, 'services/quoting');
const SAMPLE_CSV = join(SERVICE_DIR, 'data/sepomex/sample.csv');
const SAMPLE_TXT = join(SERVICE_DIR, 'data/sepomex/sample-CPdescarga.txt');

interface CliResult {
  code: number;
  report?: Record<string, any>;
  stderr: string;
}

/** Codes and rows of our CSV sample (its codes are never quoted: the first 5 characters of a line). */
function csvSample() {
  const lines = readFileSync(SAMPLE_CSV, 'utf8').trim().split('\n').slice(1);
  return { rows: lines.length, codes: new Set(lines.map((l) => l.slice(0, 5))) };
}

/** The official sample's lines (ISO-8859-1, CRLF), to write variants of it. */
function txtLines(): string[] {
  return readFileSync(SAMPLE_TXT).toString('latin1').split('\r\n').filter(Boolean);
}

/** The official sample with two d_zona values flipped: a Rancho declared Urbano, Monterrey Centro declared Rural. */
function flippedZoneLines(): string[] {
  return txtLines().map((line) => {
    const f = line.split('|');
    if (f[1] === 'Sartenejo') f[13] = 'Urbano';
    if (f[1] === 'Monterrey Centro') f[13] = 'Rural';
    return f.join('|');
  });
}

describe('postal-code import (CLI and service, on a database of their own)', () => {
  const database = `envios_test_postal_${randomUUID().slice(0, 8)}`;
  const tmp = mkdtempSync(join(tmpdir(), 'sepomex-'));
  let quoting: ServiceProcess;

  const db = () => mongoDb(database);
  const stamp = async () => (await db()).collection('postal_code_imports').findOne({ _id: 'sepomex' as any });
  const stored = async () => {
    const current = await stamp();
    return (await db())
      .collection<{ _id: string; [k: string]: any }>(current!.catalogCollection)
      .find()
      .toArray();
  };
  const lookup = (code: string) =>
    rawRequest(quoting.url, 'GET', `/internal/postal-codes/${code}`, {
      headers: { 'x-service-token': infra().serviceToken },
    });

  /** Runs the importer CLI with the quoting process's own environment. */
  async function runImport(...args: string[]): Promise<CliResult> {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ['dist/cli/import-postal-codes.js', ...args],
        {
          cwd: SERVICE_DIR,
          env: { PATH: process.env.PATH ?? '', ...quoting.env(), LOG_LEVEL: 'silent' },
        },
      );
      return { code: 0, report: JSON.parse(stdout.trim().split('\n').pop()!), stderr };
    } catch (err) {
      const { code, stderr } = err as { code: number; stderr: string };
      return { code, stderr };
    }
  }

  function writeVariant(name: string, lines: string[]): string {
    const path = join(tmp, name);
    writeFileSync(path, Buffer.from(lines.join('\r\n') + '\r\n', 'latin1'));
    return path;
  }

  beforeAll(async () => {
    const base = new URL(new ServiceProcess('quoting').env().MONGO_URL);
    quoting = new ServiceProcess('quoting', {
      PORT: String(await freePort()),
      MONGO_URL: `mongodb://${base.host}/${database}`,
      KAFKA_GROUP_ID: `quoting-postal-${randomUUID().slice(0, 8)}`,
      POSTAL_REFRESH_MS: '2000',
    }).start();
    await quoting.ready(90_000);
  }, 120_000);

  afterAll(async () => {
    await quoting?.stop();
    await (await db()).dropDatabase();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('imports the bundled sample when the service starts on an empty database', async () => {
    const sample = csvSample();
    expect(await stamp()).toMatchObject({
      fileName: 'sample.csv',
      format: 'csv',
      rows: sample.rows,
      duplicateRows: 0,
      codes: sample.codes.size,
      settlements: sample.rows,
      inserted: sample.codes.size,
      finishedAt: expect.any(Date),
      fileHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const docs = await stored();
    expect(docs).toHaveLength(sample.codes.size);
    expect(docs.find((d) => d._id === '06700')).toEqual({
      _id: '06700',
      state: 'Ciudad de México',
      stateShort: 'CDMX',
      municipality: 'Cuauhtémoc',
      city: 'Ciudad de México',
      settlements: [{ name: 'Roma Norte', type: 'Colonia', isRemote: false }],
      isRemote: false,
    });
    expect((await lookup('06700')).body.data[0]).toMatchObject({
      postal_code: '06700',
      place_name: 'Roma Norte',
    });
  });

  it('changes nothing when the same file is imported again, even when forced', async () => {
    const before = await stamp();
    const again = await runImport(SAMPLE_CSV);
    expect(again.code).toBe(0);
    expect(again.report).toMatchObject({ skipped: true, catalogCollection: before!.catalogCollection });
    expect(await stamp()).toEqual(before);

    const forced = await runImport(SAMPLE_CSV, '--force');
    expect(forced.report).toMatchObject({
      skipped: false,
      catalogCollection: before!.catalogCollection,
      inserted: 0,
      updated: 0,
      removed: 0,
      unchanged: csvSample().codes.size,
    });
  });

  it("imports Correos de México's CPdescarga.txt, decoding ISO-8859-1, and drops the codes it lacks", async () => {
    const result = await runImport(SAMPLE_TXT);
    expect(result.code).toBe(0);
    const codes = new Set(
      txtLines()
        .slice(2)
        .map((l) => l.slice(0, 5)),
    );
    expect(result.report).toMatchObject({
      skipped: false,
      format: 'cpdescarga',
      rows: txtLines().length - 2,
      codes: codes.size,
      inserted: 0,
      removed: csvSample().codes.size - codes.size,
    });
    const docs = await stored();
    expect(docs.map((d) => d._id).sort()).toEqual([...codes].sort());
    const byCode = new Map(docs.map((d) => [d._id, d]));
    expect(byCode.get('01000')).toMatchObject({
      municipality: 'Álvaro Obregón',
      settlements: [{ name: 'San Ángel' }],
    });
    expect(byCode.get('02519')!.settlements[0].name).toBe('El Jagüey');
    expect(byCode.get('39210')).toMatchObject({
      municipality: 'Ñuu Savi',
      state: 'Guerrero',
      stateShort: 'GRO',
      city: null,
      isRemote: true,
    });
    expect(byCode.get('97000')!.settlements.map((s: { name: string }) => s.name)).toContain('Mérida Centro');
  });

  it('takes remote flags from d_zona, whatever the settlement type', async () => {
    const result = await runImport(writeVariant('zona.txt', flippedZoneLines()));
    expect(result.report).toMatchObject({ updated: 2, inserted: 0, removed: 0 });
    const byCode = new Map((await stored()).map((d) => [d._id, d]));
    expect(byCode.get('20128')).toMatchObject({
      settlements: [{ name: 'Sartenejo', type: 'Rancho', isRemote: false }],
      isRemote: false,
    });
    expect(byCode.get('64000')!.settlements).toEqual([
      { name: 'La Finca', type: 'Condominio', isRemote: false },
      { name: 'Monterrey Centro', type: 'Colonia', isRemote: true },
    ]);
    expect(byCode.get('64000')!.isRemote).toBe(false);
  });

  it('removes a code that vanished from a newer file, keeping the previous collection and dropping stale ones', async () => {
    const previous = (await stamp())!.catalogCollection;
    const stale = 'postal_codes_20200101000000000_dead';
    await (await db()).collection(stale).insertOne({ _id: '00000' as any });
    const result = await runImport(
      writeVariant(
        'without-97000.txt',
        flippedZoneLines().filter((l) => !l.startsWith('97000|')),
      ),
    );
    expect(result.report).toMatchObject({ removed: 1, inserted: 0, updated: 0 });
    const docs = await stored();
    expect(docs.map((d) => d._id)).not.toContain('97000');
    expect(docs).toHaveLength(result.report!.codes);
    const collections = (await (await db()).listCollections().toArray()).map((c) => c.name);
    expect(collections).toEqual(expect.arrayContaining([result.report!.catalogCollection, previous]));
    expect(collections).not.toContain(stale);
  });

  it('refuses a file with an unknown state and leaves the catalogue as it was', async () => {
    const before = await stamp();
    const bad = join(tmp, 'bad.csv');
    writeFileSync(
      bad,
      'postal_code,settlement,settlement_type,municipality,state,city\n01000,San Ángel,Colonia,Álvaro Obregón,Nueva Vizcaya,\n',
    );
    const result = await runImport(bad);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('line 2: unknown state "Nueva Vizcaya"');
    expect(await stamp()).toEqual(before);
  });

  it('the running service picks up the catalogue imported by another process within its refresh interval', async () => {
    // The service imported the CSV sample; the CLI has since imported files without 85203 and 97000,
    // and with Monterrey Centro declared Rural.
    await eventually(async () => (await lookup('97000')).status === 404, {
      timeoutMs: 15_000,
      intervalMs: 500,
      what: 'the service to reload',
    });
    expect((await lookup('85203')).status).toBe(404);
    expect((await lookup('64000')).body.data.map((r: { is_remote: boolean }) => r.is_remote)).toEqual([
      false,
      true,
    ]);
  }, 90_000);
});
