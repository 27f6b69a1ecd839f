import { z } from 'zod';
import { connectionSettingProblems, kafkaConfigSchema, redisConfigSchema } from './connection-settings';
import { productionSecretProblems, secret } from './secrets';

export {
  KAFKA_SASL_MECHANISMS,
  kafkaConfigSchema,
  redisConfigSchema,
  type KafkaSettings,
  type RedisSettings,
} from './connection-settings';
export { KNOWN_DEFAULT_SECRETS, secret, secretFields } from './secrets';

/** Thrown by loadConfig; the message lists every missing or invalid variable. */
export class ConfigError extends Error {
  constructor(
    readonly missing: string[],
    readonly invalid: string[],
  ) {
    super(
      [
        missing.length ? `Missing environment variables: ${missing.join(', ')}` : '',
        invalid.length ? `Invalid environment variables: ${invalid.join('; ')}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** A secret string of at least `minLength` characters in every environment (secrets.ts: production's rule). */
const secretString = (minLength: number) =>
  secret(z.string().min(minLength, `must be at least ${minLength} characters`), minLength);

/** A PEM key in an environment variable: the PEM text, or the same PEM base64-encoded on one line (easier in env files and Secrets). */
export const pemKey = z
  .string()
  .min(1)
  .transform((v) => (v.includes('-----BEGIN') ? v : Buffer.from(v, 'base64').toString('utf8')))
  .refine((v) => v.includes('-----BEGIN'), 'must be a PEM key (or its base64)');

/** Variables every app of the platform needs. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...redisConfigSchema.shape,
  INTERNAL_SERVICE_TOKEN: secretString(24),
  INTERNAL_SIGNING_KEY: secretString(32),
});

/** Variables every backend service needs on top of the base: its database and the event bus. */
export const serviceConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().positive(),
  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URL'),
  /**
   * Connections to the database at most (the driver's default is 100). Locally every service shares
   * one FerretDB, whose PostgreSQL pool must stay larger than what all of them can ask at once.
   */
  MONGO_MAX_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(100),
  /**
   * Which server MONGO_URL is: `ferretdb` (local runs and tests: FerretDB 1.24 on PostgreSQL) or
   * `mongodb` (production). The stores switch on the measures only FerretDB needs with it (small
   * write batches, pushdown indexes, a sweep instead of a TTL index); see ARCHITECTURE.md, Stores.
   */
  DATASTORE: z.enum(['ferretdb', 'mongodb']).default('ferretdb'),
  ...kafkaConfigSchema.shape,
  /** Defaults to the service name; tests give each run its own group. */
  KAFKA_GROUP_ID: z.string().min(1).optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(1000),
  /**
   * What this replica runs: the HTTP API and event consumers (`api`), the queue workers too (`all`,
   * the default), or the queue workers and consumers without taking API traffic (`worker`; it still
   * answers health checks), so label and mail workers scale apart from the API.
   */
  SERVICE_ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  /**
   * Whether the service consumes its topics. Off only for a test's isolated process that must not
   * react to the stack's events (its own data is seeded directly).
   */
  EVENT_CONSUMERS: z.enum(['on', 'off']).default('on'),
  /**
   * Put before every topic name the service produces to and consumes from. Empty in every
   * deployment; a test gives an isolated process topics of its own with it.
   */
  KAFKA_TOPIC_PREFIX: z
    .string()
    .regex(/^[a-z0-9._-]*$/, 'letters, digits, dots, dashes and underscores only')
    .default(''),
  /**
   * Only for the local MongoDB-compatible server (FerretDB on PostgreSQL): its PostgreSQL, where the
   * service adds the indexes FerretDB's pushed-down filters can use (datastore/pushdown-indexes.ts).
   */
  FERRETDB_POSTGRES_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;

/**
 * Parses the environment once at start-up. Everything missing or invalid is reported together:
 * the schema's own issues, what the connection settings say together (connection-settings.ts) and,
 * in production, every secret left to a default or too short (secrets.ts). No other code reads
 * process.env.
 */
export function parseConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path.join('.');
    if (env[name] === undefined || env[name] === '') missing.push(name);
    else invalid.push(`${name} ${issue.message}`);
  }
  // A secret the schema refused already (too short everywhere) is not named twice.
  const named = new Set(result.error?.issues.map((issue) => issue.path.join('.')) ?? []);
  invalid.push(
    ...connectionSettingProblems(schema, env),
    ...productionSecretProblems(schema, env).filter((problem) => !named.has(problem.split(' ')[0])),
  );
  if (result.success && !invalid.length) return result.data;
  throw new ConfigError([...new Set(missing)].sort(), invalid);
}

/** parseConfig for main.ts: prints the problems and exits the process with status 78 (EX_CONFIG). */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  try {
    return parseConfig(schema, env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`Configuration error\n${err.message}\n`);
    process.exit(78);
  }
}

export const APP_CONFIG = Symbol('APP_CONFIG');
