import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  freePort,
  mongoDb,
  REPO_ROOT,
  ServiceProcess,
  startServiceProcess,
  type AppName,
} from '@envios/testing';
import {
  baseConfigSchema,
  ConfigError,
  parseConfig,
  secret,
  secretFields,
  serviceConfigSchema,
} from '../src';

/** The configuration problems parseConfig reports for `env`, one string ('' when it parses). */
function problems(schema: z.ZodType, env: Record<string, string>): string {
  try {
    parseConfig(schema, env);
    return '';
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.message;
  }
}

const proper = {
  REDIS_URL: 'rediss://cache.internal:6380',
  INTERNAL_SERVICE_TOKEN: '3f9c1d7a0b6e4c2f8a5d9e1b7c3a6f0d4e8b2c9a',
  INTERNAL_SIGNING_KEY: 'c81e728d9d4c2f636f067f89cc14862c5a7d3e9f0b1c2d3e',
};

describe('the production rule for secrets (unit)', () => {
  it('lets proper secrets through in production', () => {
    expect(problems(baseConfigSchema, { ...proper, NODE_ENV: 'production' })).toBe('');
  });

  it('refuses, in production only, secrets that are placeholders or a repeated character, naming every one and no value', () => {
    const env = {
      ...proper,
      INTERNAL_SERVICE_TOKEN: '<openssl rand -hex 24, here>',
      INTERNAL_SIGNING_KEY: '0'.repeat(64),
    };
    expect(problems(baseConfigSchema, { ...env, NODE_ENV: 'development' })).toBe('');
    expect(problems(baseConfigSchema, { ...env, NODE_ENV: 'test' })).toBe('');
    const message = problems(baseConfigSchema, { ...env, NODE_ENV: 'production' });
    expect(message).toBe(
      [
        'Invalid environment variables: ' +
          'INTERNAL_SERVICE_TOKEN is a local, example or default value; production needs its own secret; ' +
          'INTERNAL_SIGNING_KEY is a local, example or default value; production needs its own secret',
      ].join('\n'),
    );
    expect(message).not.toContain(env.INTERNAL_SERVICE_TOKEN);
    expect(message).not.toContain(env.INTERNAL_SIGNING_KEY);
  });

  it("refuses the local profile's fixed secrets and the usual defaults, whatever their case", () => {
    const schema = z.object({ NODE_ENV: z.string(), FEDEX_TRACK_CLIENT_SECRET: z.string().optional() });
    for (const value of ['sandbox-secret', 'ChangeMe', 'password', 'secret']) {
      expect(problems(schema, { NODE_ENV: 'production', FEDEX_TRACK_CLIENT_SECRET: value })).toBe(
        'Invalid environment variables: FEDEX_TRACK_CLIENT_SECRET is a local, example or default value; production needs its own secret',
      );
    }
  });

  it('refuses a secret shorter than its production minimum, and says the minimum', () => {
    const schema = z.object({
      NODE_ENV: z.string(),
      API_TOKEN: secret(z.string().min(1), 20),
      S3_SECRET_ACCESS_KEY: z.string(),
    });
    expect(
      problems(schema, { NODE_ENV: 'production', API_TOKEN: 'k7Qx9', S3_SECRET_ACCESS_KEY: 'wJalrXUtn' }),
    ).toBe(
      'Invalid environment variables: API_TOKEN is shorter than the 20 characters production requires; ' +
        'S3_SECRET_ACCESS_KEY is shorter than the 16 characters production requires',
    );
    expect(
      problems(schema, {
        NODE_ENV: 'production',
        API_TOKEN: 'k7Qx9mP2vL8nR4tW6yZ1',
        S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCY',
      }),
    ).toBe('');
  });

  it("refuses a secret left to, or set to, its schema's default", () => {
    const schema = z.object({
      NODE_ENV: z.string(),
      SESSION_SECRET: secret(z.string().default('dev-session-secret-0123456789'), 16),
    });
    expect(problems(schema, { NODE_ENV: 'development' })).toBe('');
    expect(problems(schema, { NODE_ENV: 'production' })).toBe(
      'Invalid environment variables: SESSION_SECRET is not set and its default may not be used in production',
    );
    expect(
      problems(schema, { NODE_ENV: 'production', SESSION_SECRET: 'dev-session-secret-0123456789' }),
    ).toContain('SESSION_SECRET is a local, example or default value');
  });

  it('lets an optional secret stay unset (its feature off), not set to a default', () => {
    const schema = z.object({ NODE_ENV: z.string(), METRICS_TOKEN: z.string().min(16).optional() });
    expect(problems(schema, { NODE_ENV: 'production' })).toBe('');
    expect(problems(schema, { NODE_ENV: 'production', METRICS_TOKEN: 'x'.repeat(24) })).toContain(
      'METRICS_TOKEN is a local, example or default value',
    );
  });

  it('names a secret the schema refused already once, with the schema’s reason', () => {
    expect(
      problems(baseConfigSchema, { ...proper, NODE_ENV: 'production', INTERNAL_SIGNING_KEY: 'secret' }),
    ).toBe('Invalid environment variables: INTERNAL_SIGNING_KEY must be at least 32 characters');
  });

  it('knows the secrets of the platform schemas (declared, or by their names), and not the public key or ids', () => {
    const names = (schema: z.ZodType) => secretFields(schema).map((f) => `${f.name}>=${f.minLength}`);
    expect(names(serviceConfigSchema)).toEqual([
      'INTERNAL_SERVICE_TOKEN>=24',
      'INTERNAL_SIGNING_KEY>=32',
      'KAFKA_SASL_PASSWORD>=12',
    ]);
    const appLike = z.object({
      JWT_PUBLIC_KEY: z.string(),
      PAYPAL_CLIENT_ID: z.string(),
      PAYPAL_CLIENT_SECRET: z.string(),
      PASSWORD_RESET_TTL_MINUTES: z.coerce.number().default(60),
      S3_ACCESS_KEY_ID: z.string(),
      S3_SECRET_ACCESS_KEY: z.string(),
      TOKEN_TTL_SECONDS: z.coerce.number().default(60),
    });
    expect(names(appLike)).toEqual(['PAYPAL_CLIENT_SECRET>=16', 'S3_SECRET_ACCESS_KEY>=16']);
  });

  it('refuses every fixed secret value deploy/local/apps.sh gives an app (the rest are random per checkout)', () => {
    const table = readFileSync(join(REPO_ROOT, 'deploy/local/apps.sh'), 'utf8');
    const fixed = [...table.matchAll(/^\S+\s+\S+\s+([A-Z][A-Z0-9_]*)=(\S+)$/gm)]
      .map(([, name, value]) => ({ name, value }))
      .filter(
        ({ name, value }) => !value.includes('$') && secretFields(z.object({ [name]: z.string() })).length,
      );
    expect(fixed.map(({ name }) => name)).toContain('FEDEX_TRACK_CLIENT_SECRET');
    for (const { name, value } of fixed) {
      const schema = z.object({ NODE_ENV: z.string(), [name]: z.string() });
      expect(problems(schema, { NODE_ENV: 'production', [name]: value })).toContain(`${name} is a local`);
    }
  });

  it('applies to the Kafka SASL password', () => {
    const env = {
      NODE_ENV: 'production',
      ...proper,
      PORT: '3101',
      MONGO_URL: 'mongodb://db:27017/envios_identity?tls=true',
      KAFKA_BROKERS: 'kafka:9093',
      KAFKA_SSL: 'true',
      KAFKA_SASL_MECHANISM: 'scram-sha-512',
      KAFKA_SASL_USERNAME: 'envios',
    };
    expect(problems(serviceConfigSchema, { ...env, KAFKA_SASL_PASSWORD: 'password' })).toContain(
      'KAFKA_SASL_PASSWORD is a local, example or default value',
    );
    expect(problems(serviceConfigSchema, { ...env, KAFKA_SASL_PASSWORD: 'Zr8w2Lq' })).toContain(
      'KAFKA_SASL_PASSWORD is shorter than the 12 characters production requires',
    );
    expect(problems(serviceConfigSchema, { ...env, KAFKA_SASL_PASSWORD: 'Zr8w2Lq-p0Xv7Nc' })).toBe('');
  });
});

/**
 * The apps' own secrets (every secret of quoting, batches and reports is one of these; tracking's
 * is the test above), set to values each schema takes but production must not: a repeated
 * character, or for a PEM key one shorter than a real key. One process each, at once (a refusal
 * takes a few seconds: the app's modules load before its configuration is read).
 */
const APP_SECRETS: Partial<Record<AppName, string[]>> = {
  identity: ['INTERNAL_SERVICE_TOKEN', 'INTERNAL_SIGNING_KEY', 'JWT_PRIVATE_KEY'],
  shipments: [
    'INTERNAL_SERVICE_TOKEN',
    'INTERNAL_SIGNING_KEY',
    'QUOTE_SIGNING_KEY',
    'CREDENTIALS_ENCRYPTION_KEY',
  ],
  wallet: ['INTERNAL_SERVICE_TOKEN', 'INTERNAL_SIGNING_KEY', 'PAYPAL_CLIENT_SECRET'],
  webhooks: ['INTERNAL_SERVICE_TOKEN', 'INTERNAL_SIGNING_KEY', 'WEBHOOKS_ENCRYPTION_KEY'],
  bff: ['INTERNAL_SERVICE_TOKEN', 'INTERNAL_SIGNING_KEY', 'METRICS_TOKEN'],
};
const defaultLike = (name: string) =>
  name === 'JWT_PRIVATE_KEY' ? '-----BEGIN PRIVATE KEY-----' : '0'.repeat(64);

describe('the production rule in the apps (real processes)', () => {
  it('tracking refuses to start in production with the local profile’s FedEx sandbox secret, naming it', async () => {
    const app = new ServiceProcess('tracking', {
      NODE_ENV: 'production',
      PORT: String(await freePort()),
    }).start();
    expect(await app.exit).toBe(78);
    expect(app.output).toContain('Configuration error');
    expect(app.output).toContain(
      'FEDEX_TRACK_CLIENT_SECRET is a local, example or default value; production needs its own secret',
    );
    expect(app.output).not.toContain('sandbox-secret');
    // Only that one: the other secrets deploy/local gives are random per checkout.
    expect(app.output).not.toMatch(/INTERNAL_\w+ is/);
  });

  it('every app refuses default-like values of each of its secrets in production, naming them all', async () => {
    const runs = await Promise.all(
      Object.entries(APP_SECRETS).map(async ([app, secrets]) => {
        const overrides = Object.fromEntries(secrets.map((name) => [name, defaultLike(name)]));
        const process = new ServiceProcess(app as AppName, {
          ...overrides,
          NODE_ENV: 'production',
          PORT: String(await freePort()),
        }).start();
        return { app, secrets, process, code: await process.exit };
      }),
    );
    for (const { app, secrets, process, code } of runs) {
      expect({ app, code, output: code === 78 ? '' : process.output.slice(-2000) }).toEqual({
        app,
        code: 78,
        output: '',
      });
      for (const name of secrets)
        expect({
          app,
          refused: process.output.match(new RegExp(`${name} is (a local|shorter)[^;\\n]*`))?.[0],
        }).toEqual({
          app,
          refused: expect.stringContaining(name),
        });
      expect(process.output).not.toContain('0'.repeat(64));
    }
  });

  it('identity starts in production with proper secrets (those deploy/local generates)', async () => {
    const identity = await startServiceProcess('identity', {
      NODE_ENV: 'production',
      EVENT_CONSUMERS: 'off',
    });
    expect(identity.output).not.toContain('Configuration error');
    try {
      expect((await fetch(`${identity.url}/health/ready`)).ok).toBe(true);
    } finally {
      await identity.stop();
      await (await mongoDb(identity.database)).dropDatabase();
    }
  }, 90_000);
});
