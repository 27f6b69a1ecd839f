import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Types } from 'mongoose';
import { routeUrlPath, ShipmentPaid, ShipmentsRoutes } from '@envios/contracts';
import { ConfigError, parseConfig, signCaller, type CallerIdentity } from '@envios/platform';
import {
  appEnv,
  callRoute,
  createPrefixedTopics,
  eventually,
  freePort,
  infra,
  publishEvents,
  REPO_ROOT,
  ServiceProcess,
} from '@envios/testing';
import { ShipmentsConfigSchema } from '../src/config';
import { FilesystemLabelStorage, type LabelStorage } from '../src/files/label-storage';
import { labelStorageProvider } from '../src/files/label-storage.provider';
import { S3LabelStorage } from '../src/files/s3-label-storage';
import { estafetaQuote, PARCELS, place as place_ } from './support/quote';

jest.setTimeout(300_000);

const ACCESS_KEY = 'envios-test';
const SECRET_KEY = 'envios-test-secret';
const BUCKET = 'labels-test';

/**
 * The s3 label storage against a real S3-compatible server: versitygw (deploy/local/s3.sh builds it
 * from its Go module) on its posix backend, started here on a port and directory of its own. First
 * the storage alone with the real SDK; then a shipments process of its own with LABEL_STORAGE=s3
 * that makes two labels and serves them by its routes, from the bucket and never from LABELS_DIR.
 */
describe('label storage on S3 (versitygw, a real S3-compatible server)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 's3-data-'));
  let server: ChildProcess;
  let serverOutput = '';
  let endpoint: string;
  let client: S3Client;
  const opened: LabelStorage[] = [];

  /** The shipments service's configuration: the stack's, with these settings. */
  const configOf = (env: Record<string, string | undefined>) =>
    parseConfig(ShipmentsConfigSchema, { ...appEnv('shipments'), ...env });
  const s3Env = (overrides: Record<string, string> = {}) => ({
    LABEL_STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: SECRET_KEY,
    ...overrides,
  });
  /** The storage the service's module would make of this configuration. */
  const storageOf = (env: Record<string, string | undefined>): LabelStorage => {
    const storage = labelStorageProvider.useFactory(configOf(env)) as LabelStorage;
    opened.push(storage);
    return storage;
  };
  const objectBytes = async (key: string) => {
    const o = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return { bytes: Buffer.from(await o.Body!.transformToByteArray()), contentType: o.ContentType };
  };

  beforeAll(async () => {
    // Built once per source hash into the machine's cache (infra.sh install does it before the tests).
    const bin = execFileSync('bash', [join(REPO_ROOT, 'deploy/local/s3.sh'), 'path'], {
      env: { ...process.env, ENVIOS_PROFILE: 'test' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
      .trim()
      .split('\n')
      .pop()!;
    const port = await freePort();
    endpoint = `http://127.0.0.1:${port}`;
    server = spawn(bin, ['--port', `127.0.0.1:${port}`, '--quiet', 'posix', dataDir], {
      env: { ROOT_ACCESS_KEY_ID: ACCESS_KEY, ROOT_SECRET_ACCESS_KEY: SECRET_KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (serverOutput += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (serverOutput += d.toString()));
    await eventually(
      async () => {
        if (server.exitCode !== null) throw new Error(`versitygw exited: ${serverOutput}`);
        return fetch(endpoint).then(
          () => true,
          () => false,
        );
      },
      { what: 'versitygw to listen', timeoutMs: 30_000 },
    );
    client = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
    });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  }, 600_000);

  afterAll(async () => {
    for (const s of opened) if (s instanceof S3LabelStorage) s.onApplicationShutdown();
    client?.destroy();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('picks the storage by LABEL_STORAGE: the filesystem by default, S3 with s3', () => {
    expect(configOf({}).LABEL_STORAGE).toBe('filesystem');
    expect(storageOf({})).toBeInstanceOf(FilesystemLabelStorage);
    const config = configOf(s3Env());
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(storageOf(s3Env())).toBeInstanceOf(S3LabelStorage);
    // Empty values (a ConfigMap's) are none; path style is off unless asked for.
    expect(configOf(s3Env({ S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: '' }))).toMatchObject({
      S3_ENDPOINT: undefined,
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('refuses s3 without a bucket, or with one credential key of the two, with a clear error', async () => {
    const problems = (env: Record<string, string | undefined>) => {
      try {
        configOf(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('the configuration was accepted');
    };
    expect(problems(s3Env({ S3_BUCKET: '' }))).toBe('Missing environment variables: S3_BUCKET');
    expect(problems({ ...s3Env(), S3_SECRET_ACCESS_KEY: undefined })).toBe(
      'Missing environment variables: S3_SECRET_ACCESS_KEY',
    );
    expect(problems(s3Env({ S3_FORCE_PATH_STYLE: 'yes' }))).toMatch(
      /^Invalid environment variables: S3_FORCE_PATH_STYLE/,
    );
    // The service itself stops at start (EX_CONFIG) and says why.
    const refused = new ServiceProcess('shipments', {
      PORT: String(await freePort()),
      LABEL_STORAGE: 's3',
      S3_BUCKET: undefined,
    }).start();
    expect(await refused.exit).toBe(78);
    expect(refused.output).toContain('Missing environment variables: S3_BUCKET');
  });

  it('saves, reads, overwrites and removes labels as objects of the bucket', async () => {
    const storage = storageOf(s3Env());
    const name = `${new Types.ObjectId().toHexString()}-TEST${Date.now()}.pdf`;
    const first = Buffer.from(`%PDF-1.7 first ${randomUUID()}`);
    await storage.save(name, first);
    // Really in the bucket, under labels/, with the label's media type.
    expect(await objectBytes(`labels/${name}`)).toEqual({ bytes: first, contentType: 'application/pdf' });
    expect(await storage.read(name)).toEqual(first);
    // The server keeps it as a file of the bucket's directory (posix backend).
    expect(readFileSync(join(dataDir, BUCKET, 'labels', name))).toEqual(first);

    const second = Buffer.from(`%PDF-1.7 second, longer than the first ${randomUUID()}`);
    await storage.save(name, second);
    expect(await storage.read(name)).toEqual(second);
    expect((await objectBytes(`labels/${name}`)).bytes).toEqual(second);

    const zplName = name.replace(/\.pdf$/, '.zpl');
    const zpl = Buffer.from('^XA^FO50,50^FDGUIA^FS^XZ');
    await storage.save(zplName, zpl);
    expect(await objectBytes(`labels/${zplName}`)).toEqual({ bytes: zpl, contentType: 'application/zpl' });

    await storage.remove(name);
    expect(await storage.read(name)).toBeNull();
    await expect(
      client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `labels/${name}` })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    // Removing what is gone is no error; the other label is untouched.
    await expect(storage.remove(name)).resolves.toBeUndefined();
    expect(await storage.read(zplName)).toEqual(zpl);
  });

  it('reads a label with no object as null, but a missing bucket or refused credentials as errors', async () => {
    expect(await storageOf(s3Env()).read(`${new Types.ObjectId().toHexString()}-NADA.pdf`)).toBeNull();
    // Not "no such label": a misconfiguration must not pass for a missing file (a 404 to the user).
    await expect(storageOf(s3Env({ S3_BUCKET: 'no-such-bucket' })).read('x.pdf')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    const wrongSecret = storageOf(s3Env({ S3_SECRET_ACCESS_KEY: 'not-the-secret' }));
    await expect(wrongSecret.read('x.pdf')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(wrongSecret.save('x.pdf', Buffer.from('x'))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
  });

  describe('a shipments service with LABEL_STORAGE=s3', () => {
    const owner = new Types.ObjectId().toHexString();
    const caller = { id: owner, role: 'client' as const, email: 's3@example.mx' };
    const stranger = { id: new Types.ObjectId().toHexString(), role: 'user' as const };
    const labelsDir = mkdtempSync(join(tmpdir(), 'labels-s3-'));
    const suffix = randomUUID().slice(0, 8);
    // Topics of its own: its GuideGenerated must not reach the stack's consumers (mails, batches, …).
    const prefix = `t-s3-${suffix}.`;
    let service: ServiceProcess;
    let files: string[];

    /** GET /internal/files/:file as the BFF calls it, the body kept as bytes. */
    const fetchFile = async (
      file: string,
      who?: Omit<CallerIdentity, 'iat'>,
      query: Record<string, string> = {},
    ) => {
      const url = new URL(routeUrlPath(ShipmentsRoutes.labelFile, { file }), service.url);
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
      const res = await fetch(url, {
        headers: {
          'x-service-token': infra().serviceToken,
          ...(who ? signCaller(who, infra().signingKey) : {}),
        },
      });
      return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
    };

    beforeAll(async () => {
      await createPrefixedTopics(prefix);
      const env = appEnv('shipments');
      service = new ServiceProcess('shipments', {
        PORT: String(await freePort()),
        MONGO_URL: `mongodb://${new URL(env.MONGO_URL).host}/envios_test_labels_s3_${suffix}`,
        KAFKA_GROUP_ID: `shipments-test-labels-s3-${suffix}`,
        KAFKA_TOPIC_PREFIX: prefix,
        REDIS_URL: `${env.REDIS_URL.replace(/\/\d+$/, '')}/14`,
        LABELS_DIR: labelsDir,
        GUIDES_WAIT_MS: '2000',
        ...s3Env(),
      }).start();
      await service.ready();

      const place = (name: string, postal_code: string, city: string) =>
        place_(name, 's3@example.mx', postal_code, city);
      const created = await callRoute(
        service.url,
        ShipmentsRoutes.createShipments,
        {
          body: {
            shipments: [1, 2].map((i) => ({
              selected_service: { quote_token: estafetaQuote(owner, 2) },
              shipment_type: 'box',
              parcels: PARCELS,
              origin_direction: place('Tienda S3', '06700', 'Ciudad de México'),
              destination_direction: place(`Cliente S3 ${i}`, '64000', 'Monterrey'),
              description_of_the_content: 'Documentos',
            })),
          },
        },
        caller,
      );
      expect(created.status).toBe(200);
      const ids: string[] = created.body.shipments.map((s: { _id: string }) => s._id);
      await publishEvents(
        ShipmentPaid,
        ids.map((id) => ({
          key: id,
          data: {
            shipmentId: id,
            owner,
            amountCentavos: 18_000,
            method: 'wallet' as const,
            paymentId: `pay-${id}`,
            paidAt: new Date().toISOString(),
          },
        })),
        { topicPrefix: prefix },
      );
      await eventually(
        async () => {
          const r = await callRoute(
            service.url,
            ShipmentsRoutes.guidesAfterPay,
            { body: { shipments: ids } },
            caller,
          );
          return r.body.execute ? r.body : undefined;
        },
        { what: 'the two labels', timeoutMs: 180_000 },
      );
      files = [];
      for (const id of ids) {
        const status = await callRoute(service.url, ShipmentsRoutes.guideStatus, { params: { id } }, caller);
        files.push(status.body.data.guide.replace('./src/public/', ''));
      }
    }, 300_000);
    afterAll(async () => {
      await service?.stop();
      rmSync(labelsDir, { recursive: true, force: true });
    });

    it('keeps the labels it makes in the bucket, and nothing in LABELS_DIR', async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'labels/' }));
      const keys = (listed.Contents ?? []).map((o) => o.Key);
      for (const file of files) {
        expect(file).toMatch(/^[a-f0-9]{24}-[A-Za-z0-9]+\.pdf$/);
        expect(keys).toContain(`labels/${file}`);
        const object = await objectBytes(`labels/${file}`);
        expect(object.contentType).toBe('application/pdf');
        expect(object.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
      expect(readdirSync(labelsDir)).toEqual([]);
    });

    it('serves a label by its route from the bucket, with the same answer as from the filesystem', async () => {
      const [file] = files;
      const label = await fetchFile(file, caller);
      expect(label.status).toBe(200);
      expect(label.headers.get('content-type')).toBe('application/pdf');
      expect(label.headers.get('content-disposition')).toBe(`inline; filename="${file}"`);
      expect(Number(label.headers.get('content-length'))).toBe(label.bytes.length);
      expect(label.bytes).toEqual((await objectBytes(`labels/${file}`)).bytes);

      // Nobody else reaches it; the signed link does, without a session.
      expect((await fetchFile(file, stranger)).status).toBe(404);
      const link = await callRoute(
        service.url,
        ShipmentsRoutes.labelLink,
        { params: { id: file.slice(0, 24) } },
        caller,
      );
      expect(link.status).toBe(200);
      const signed = new URL(link.body.url, 'http://x');
      const byLink = await fetchFile(file, undefined, Object.fromEntries(signed.searchParams));
      expect(byLink.status).toBe(200);
      expect(byLink.bytes).toEqual(label.bytes);
    });

    it('merges the labels read from the bucket into one file', async () => {
      const res = await fetch(new URL(routeUrlPath(ShipmentsRoutes.mergedLabels), service.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-service-token': infra().serviceToken,
          ...signCaller(caller, infra().signingKey),
        },
        body: JSON.stringify({ shipments: files.map((f) => f.slice(0, 24)), format: 'pdf', reference: 's3' }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="guias-s3.pdf"');
      const merged = Buffer.from(await res.arrayBuffer());
      expect(pdfPages(merged)).toBe(2);
    });

    it('answers 404 once the object is gone from the bucket: it reads the bucket, nothing else', async () => {
      const file = files[1];
      await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `labels/${file}` }));
      const gone = await fetchFile(file, caller);
      expect(gone.status).toBe(404);
      expect(JSON.parse(gone.bytes.toString('utf8'))).toMatchObject({ code: 'FILE.NOT_FOUND' });
      // A merged file without one of its labels is refused, not made short.
      const res = await fetch(new URL(routeUrlPath(ShipmentsRoutes.mergedLabels), service.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-service-token': infra().serviceToken,
          ...signCaller(caller, infra().signingKey),
        },
        body: JSON.stringify({ shipments: files.map((f) => f.slice(0, 24)), format: 'pdf' }),
      });
      expect(res.status).toBe(404);
    });
  });
});

/** A PDF's page count through poppler's pdfinfo. */
function pdfPages(pdf: Buffer): number {
  const dir = mkdtempSync(join(tmpdir(), 'merged-s3-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, pdf);
    return Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
