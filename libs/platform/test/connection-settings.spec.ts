import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { z } from 'zod';
import { eventually, freePort, infra } from '@envios/testing';
import {
  ConfigError,
  kafkaConfigSchema,
  kafkaConnection,
  parseConfig,
  redisConfigSchema,
  redisOptions,
  serviceConfigSchema,
} from '../src';
import { makeTlsFiles, type TlsFiles } from './support/tls-files';

let dir: string;
let tls: TlsFiles;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'envios-connections-'));
  tls = makeTlsFiles(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The configuration problems parseConfig reports for `env`, one string. */
function problems(schema: z.ZodType, env: Record<string, string>): string {
  try {
    parseConfig(schema, env);
    return '';
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.message;
  }
}

const kafka = (env: Record<string, string>) =>
  kafkaConnection(parseConfig(kafkaConfigSchema, { KAFKA_BROKERS: 'k1:9093, k2:9093', ...env }));

describe('Kafka connection settings', () => {
  it('are the brokers alone without TLS or SASL settings (plaintext, as locally), empty values being unset', () => {
    expect(kafka({})).toEqual({ brokers: ['k1:9093', 'k2:9093'] });
    expect(
      kafka({ KAFKA_SSL: '', KAFKA_SASL_MECHANISM: '', KAFKA_SASL_USERNAME: '', KAFKA_SASL_PASSWORD: '' }),
    ).toEqual({ brokers: ['k1:9093', 'k2:9093'] });
  });

  it('give kafkajs TLS with the CA, client certificate and key read from their files', () => {
    expect(kafka({ KAFKA_SSL: 'true' }).ssl).toBe(true);
    const { ssl } = kafka({
      KAFKA_SSL: 'true',
      KAFKA_SSL_CA_FILE: tls.ca,
      KAFKA_SSL_CERT_FILE: tls.clientCert,
      KAFKA_SSL_KEY_FILE: tls.clientKey,
    });
    expect(ssl).toEqual({
      ca: [readFileSync(tls.ca, 'utf8')],
      cert: readFileSync(tls.clientCert, 'utf8'),
      key: readFileSync(tls.clientKey, 'utf8'),
    });
    expect((ssl as { ca: string[] }).ca[0]).toContain('-----BEGIN CERTIFICATE-----');
  });

  it('give kafkajs SASL with the mechanism and credentials', () => {
    for (const mechanism of ['plain', 'scram-sha-256', 'scram-sha-512']) {
      const connection = kafka({
        KAFKA_SASL_MECHANISM: mechanism,
        KAFKA_SASL_USERNAME: 'envios',
        KAFKA_SASL_PASSWORD: 'a-password-long-enough',
      });
      expect(connection.sasl).toEqual({ mechanism, username: 'envios', password: 'a-password-long-enough' });
      expect(connection.ssl).toBeUndefined();
    }
  });

  it('refuse to start with a mechanism but no credentials, or credentials but no mechanism', () => {
    expect(
      problems(kafkaConfigSchema, { KAFKA_BROKERS: 'k:9092', KAFKA_SASL_MECHANISM: 'scram-sha-512' }),
    ).toBe(
      'Invalid environment variables: KAFKA_SASL_MECHANISM scram-sha-512 needs KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD too',
    );
    expect(
      problems(kafkaConfigSchema, {
        KAFKA_BROKERS: 'k:9092',
        KAFKA_SASL_MECHANISM: 'plain',
        KAFKA_SASL_USERNAME: 'envios',
      }),
    ).toContain('KAFKA_SASL_MECHANISM plain needs KAFKA_SASL_PASSWORD too');
    expect(
      problems(kafkaConfigSchema, {
        KAFKA_BROKERS: 'k:9092',
        KAFKA_SASL_USERNAME: 'envios',
        KAFKA_SASL_PASSWORD: 'a-password-long-enough',
      }),
    ).toContain('KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD need KAFKA_SASL_MECHANISM');
    expect(
      problems(kafkaConfigSchema, {
        KAFKA_BROKERS: 'k:9092',
        KAFKA_SASL_MECHANISM: 'gssapi',
        KAFKA_SASL_USERNAME: 'envios',
        KAFKA_SASL_PASSWORD: 'a-password-long-enough',
      }),
    ).toMatch(/^Invalid environment variables: KAFKA_SASL_MECHANISM .*scram-sha-512/);
  });

  it('refuse unreadable files, files without KAFKA_SSL=true, and a certificate without its key', () => {
    const missingFile = join(dir, 'no-such-ca.pem');
    expect(
      problems(kafkaConfigSchema, {
        KAFKA_BROKERS: 'k:9092',
        KAFKA_SSL: 'true',
        KAFKA_SSL_CA_FILE: missingFile,
      }),
    ).toBe('Invalid environment variables: KAFKA_SSL_CA_FILE is not a file this process can read');
    expect(problems(kafkaConfigSchema, { KAFKA_BROKERS: 'k:9092', KAFKA_SSL_CA_FILE: tls.ca })).toBe(
      'Invalid environment variables: KAFKA_SSL_CA_FILE need KAFKA_SSL=true',
    );
    expect(
      problems(kafkaConfigSchema, {
        KAFKA_BROKERS: 'k:9092',
        KAFKA_SSL: 'true',
        KAFKA_SSL_CERT_FILE: tls.clientCert,
      }),
    ).toContain('KAFKA_SSL_CERT_FILE and KAFKA_SSL_KEY_FILE go together');
    expect(problems(kafkaConfigSchema, { KAFKA_BROKERS: 'k:9092', KAFKA_SSL: 'yes' })).toMatch(
      /^Invalid environment variables: KAFKA_SSL /,
    );
  });

  it('never print the SASL password in a configuration error', () => {
    const message = problems(serviceConfigSchema, {
      KAFKA_BROKERS: 'k:9092',
      KAFKA_SASL_USERNAME: 'envios',
      KAFKA_SASL_PASSWORD: 'the-sasl-password-value',
    });
    expect(message).toContain('KAFKA_SASL_MECHANISM');
    expect(message).not.toContain('the-sasl-password-value');
  });
});

describe('Redis connection settings', () => {
  const redis = (env: Record<string, string>, overrides = {}) =>
    redisOptions(parseConfig(redisConfigSchema, env), overrides);

  it('take the address, credentials and database from REDIS_URL, with no TLS for redis://', () => {
    expect(redis({ REDIS_URL: 'redis://user:p%40ss@cache.internal:6380/4' }, { keyPrefix: 'x:' })).toEqual({
      host: 'cache.internal',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 4,
      tls: undefined,
      keyPrefix: 'x:',
    });
  });

  it('use TLS for rediss://, trusting REDIS_TLS_CA_FILE when set', () => {
    expect(redis({ REDIS_URL: 'rediss://cache.internal:6380' }).tls).toEqual({});
    expect(redis({ REDIS_URL: 'rediss://cache.internal:6380', REDIS_TLS_CA_FILE: tls.ca }).tls).toEqual({
      ca: [readFileSync(tls.ca, 'utf8')],
    });
  });

  it('refuse a CA file with a redis:// URL, and a URL of another scheme', () => {
    expect(problems(redisConfigSchema, { REDIS_URL: 'redis://cache:6379', REDIS_TLS_CA_FILE: tls.ca })).toBe(
      'Invalid environment variables: REDIS_TLS_CA_FILE needs a rediss:// REDIS_URL',
    );
    expect(problems(redisConfigSchema, { REDIS_URL: 'http://cache:6379' })).toContain(
      'REDIS_URL must be a redis:// or rediss:// URL',
    );
  });

  describe('against a real Redis with TLS', () => {
    let server: ChildProcess;
    let port: number;

    beforeAll(async () => {
      port = await freePort();
      server = spawn(
        'redis-server',
        [
          ...['--port', '0', '--tls-port', String(port), '--bind', '127.0.0.1'],
          ...[
            '--tls-cert-file',
            tls.serverCert,
            '--tls-key-file',
            tls.serverKey,
            '--tls-ca-cert-file',
            tls.ca,
          ],
          ...['--tls-auth-clients', 'no', '--save', '', '--appendonly', 'no', '--dir', dir],
        ],
        { stdio: 'ignore' },
      );
      await eventually(
        () =>
          new Promise<boolean>((resolve) => {
            const probe = netConnect(port, '127.0.0.1', () => resolve(true)).on('error', () =>
              resolve(false),
            );
            probe.on('connect', () => probe.destroy());
          }),
        { timeoutMs: 10_000, intervalMs: 50, what: 'redis-server with TLS' },
      );
    });
    afterAll(async () => {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGKILL');
        await exited;
      }
    });

    const ping = async (env: Record<string, string>): Promise<string> => {
      const client = new Redis(
        redis(env, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null }),
      );
      // The TLS handshake's failure comes as an 'error' event; connect() then says only that it closed.
      let failure: Error | undefined;
      client.on('error', (err: Error) => (failure ??= err));
      try {
        await client.connect();
        return await client.ping();
      } catch (err) {
        return (failure ?? (err as Error)).message;
      } finally {
        client.disconnect();
      }
    };

    it('answers over rediss:// with the CA of REDIS_TLS_CA_FILE, and not without it', async () => {
      expect(await ping({ REDIS_URL: `rediss://127.0.0.1:${port}`, REDIS_TLS_CA_FILE: tls.ca })).toBe('PONG');
      expect(await ping({ REDIS_URL: `rediss://127.0.0.1:${port}` })).toMatch(
        /self[- ]signed|unable to (verify|get local issuer)/i,
      );
      expect(await ping({ REDIS_URL: `redis://127.0.0.1:${port}` })).not.toBe('PONG');
    });
  });
});

describe('MongoDB TLS in MONGO_URL', () => {
  const base = {
    REDIS_URL: 'redis://127.0.0.1:6379',
    INTERNAL_SERVICE_TOKEN: 'a'.repeat(24),
    INTERNAL_SIGNING_KEY: 'b'.repeat(32),
    PORT: '3101',
    KAFKA_BROKERS: '127.0.0.1:9092',
  };

  it('is kept whole by the configuration, as the driver reads it', () => {
    const url = `mongodb://db1:27017,db2:27017/envios_identity?replicaSet=rs0&tls=true&tlsCAFile=${encodeURIComponent(tls.ca)}`;
    expect(parseConfig(serviceConfigSchema, { ...base, MONGO_URL: url }).MONGO_URL).toBe(url);
    const srv = 'mongodb+srv://user:pass@cluster0.example.net/envios_identity?tls=true&authSource=admin';
    expect(parseConfig(serviceConfigSchema, { ...base, MONGO_URL: srv }).MONGO_URL).toBe(srv);
  });

  describe('through a TLS front of the local server', () => {
    // The local MongoDB-compatible server speaks plaintext: a TLS listener with the test CA's server
    // certificate stands in front of it, as a managed MongoDB's TLS endpoint would.
    let front: TlsServer;
    let port: number;
    let secureConnections = 0;

    beforeAll(async () => {
      const upstream = new URL(infra().mongoUrl);
      front = createTlsServer(
        { cert: readFileSync(tls.serverCert), key: readFileSync(tls.serverKey) },
        (socket) => {
          secureConnections++;
          const server = netConnect(Number(upstream.port), upstream.hostname);
          socket.pipe(server).pipe(socket);
          socket.on('error', () => server.destroy());
          server.on('error', () => socket.destroy());
        },
      );
      port = await freePort();
      await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => front.close(() => resolve())));

    it('connects with tls=true&tlsCAFile=… as the platform passes MONGO_URL to mongoose; not without the CA', async () => {
      const database = `envios_test_tls_${randomUUID().slice(0, 8)}`;
      const url = `mongodb://127.0.0.1:${port}/${database}?tls=true&tlsCAFile=${encodeURIComponent(tls.ca)}&directConnection=true`;
      const { MONGO_URL } = parseConfig(serviceConfigSchema, { ...base, MONGO_URL: url });
      const connection = await mongoose
        .createConnection(MONGO_URL, { serverSelectionTimeoutMS: 5000 })
        .asPromise();
      try {
        await connection.db!.collection('probe').insertOne({ _id: 'tls' } as never);
        expect(await connection.db!.collection('probe').countDocuments()).toBe(1);
        expect(secureConnections).toBeGreaterThan(0);
        await connection.dropDatabase();
      } finally {
        await connection.close();
      }
      const untrusted = mongoose.createConnection(url.replace(/&tlsCAFile=[^&]*/, ''), {
        serverSelectionTimeoutMS: 1500,
      });
      await expect(untrusted.asPromise()).rejects.toThrow(
        /self[- ]signed|unable to (verify|get local issuer)|certificate/i,
      );
      await untrusted.close();
    });
  });
});
