import { accessSync, constants } from 'node:fs';
import { z } from 'zod';
import { secret, settingsShape } from './secrets';

/** Unset when empty: a ConfigMap or an env file may carry `NAME=` for a setting left out. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** A file the process can read (a CA, certificate or key in PEM): checked at start, read when connecting. */
const readableFile = z.string().refine((path) => {
  try {
    accessSync(path, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}, 'is not a file this process can read');

const flag = z
  .preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).default('false'))
  .transform((v) => v === 'true');

export const KAFKA_SASL_MECHANISMS = ['plain', 'scram-sha-256', 'scram-sha-512'] as const;

/**
 * How every Kafka client of the platform reaches the brokers (connections/kafka.ts builds kafkajs'
 * options from these). Without TLS or SASL settings: plaintext, as locally.
 */
export const kafkaConfigSchema = z.object({
  KAFKA_BROKERS: z
    .string()
    .min(1)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** TLS to the brokers (a managed Kafka's SSL or SASL_SSL listener); the system's CAs unless KAFKA_SSL_CA_FILE. */
  KAFKA_SSL: flag,
  /** PEM file of the CA(s) that signed the brokers' certificates (a private CA); needs KAFKA_SSL=true. */
  KAFKA_SSL_CA_FILE: optional(readableFile),
  /** PEM client certificate and its key, for brokers that authenticate clients by certificate (mTLS). */
  KAFKA_SSL_CERT_FILE: optional(readableFile),
  KAFKA_SSL_KEY_FILE: optional(readableFile),
  /** SASL authentication; with it KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required. */
  KAFKA_SASL_MECHANISM: optional(z.enum(KAFKA_SASL_MECHANISMS)),
  KAFKA_SASL_USERNAME: optional(z.string()),
  KAFKA_SASL_PASSWORD: secret(optional(z.string()), 12),
});
export type KafkaSettings = z.infer<typeof kafkaConfigSchema>;

/** How every Redis client of the platform connects (connections/redis.ts). */
export const redisConfigSchema = z.object({
  /** redis://[user:password@]host:port[/db], or rediss:// for TLS. */
  REDIS_URL: z.url().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'),
  /** PEM file of the CA(s) that signed the Redis server's certificate (a private CA); needs rediss://. */
  REDIS_TLS_CA_FILE: optional(readableFile),
});
export type RedisSettings = z.infer<typeof redisConfigSchema>;

const set = (env: NodeJS.ProcessEnv, name: string) => env[name] !== undefined && env[name] !== '';

/**
 * What the settings above say together and no one of them alone: one line per problem, naming the
 * settings. Checked on the raw environment of any schema that has them, with the schema's own issues.
 */
export function connectionSettingProblems(schema: z.ZodType, env: NodeJS.ProcessEnv): string[] {
  const shape = settingsShape(schema);
  const problems: string[] = [];
  if ('KAFKA_SASL_MECHANISM' in shape) {
    const credentials = ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'];
    const unset = credentials.filter((name) => !set(env, name));
    if (set(env, 'KAFKA_SASL_MECHANISM') && unset.length)
      problems.push(`KAFKA_SASL_MECHANISM ${env.KAFKA_SASL_MECHANISM} needs ${unset.join(' and ')} too`);
    if (!set(env, 'KAFKA_SASL_MECHANISM') && unset.length < credentials.length)
      problems.push(
        `KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD need KAFKA_SASL_MECHANISM (${KAFKA_SASL_MECHANISMS.join(', ')})`,
      );
  }
  if ('KAFKA_SSL' in shape) {
    const files = ['KAFKA_SSL_CA_FILE', 'KAFKA_SSL_CERT_FILE', 'KAFKA_SSL_KEY_FILE'].filter((n) =>
      set(env, n),
    );
    if (files.length && env.KAFKA_SSL !== 'true') problems.push(`${files.join(', ')} need KAFKA_SSL=true`);
    if (set(env, 'KAFKA_SSL_CERT_FILE') !== set(env, 'KAFKA_SSL_KEY_FILE'))
      problems.push(
        'KAFKA_SSL_CERT_FILE and KAFKA_SSL_KEY_FILE go together (a client certificate and its key)',
      );
  }
  if (
    'REDIS_TLS_CA_FILE' in shape &&
    set(env, 'REDIS_TLS_CA_FILE') &&
    !env.REDIS_URL?.startsWith('rediss://')
  )
    problems.push('REDIS_TLS_CA_FILE needs a rediss:// REDIS_URL');
  return problems;
}
