import { z } from 'zod';

/** What the production rule knows of a secret setting. */
interface SecretSetting {
  /** In production the value must have at least this many characters. */
  minLength: number;
}

/** The schemas declared secrets with `secret()`; the production rule looks its settings up here. */
const secretSettings = z.registry<SecretSetting>();

/**
 * Declares a setting a secret: never printed, and in production (NODE_ENV=production) refused when
 * it is missing, shorter than `minLength` or a known local, example or schema default (see
 * productionSecretProblems). `schema` says what the value is in every environment; an optional
 * secret may be left unset (its feature is then off), never set to a default.
 */
export function secret<T extends z.ZodType>(schema: T, minLength: number): T {
  const declared = schema.clone();
  secretSettings.add(declared, { minLength });
  return declared;
}

/**
 * A setting named like a secret but not declared with `secret()` is one all the same, with this
 * minimum: a new credential cannot slip through production with a default because nobody marked it.
 */
const UNDECLARED_SECRET_MIN_LENGTH = 16;
const SECRET_NAME =
  /(SECRET|TOKEN|PASSWORD|PASSPHRASE)$|_(PRIVATE|SIGNING|ENCRYPTION|SECRET_ACCESS|API)_KEY$/;

/**
 * Values no production secret may have: the fixed ones deploy/local gives the apps (the rest of its
 * secrets are random per checkout, deploy/local/apps.sh ensure_secrets), and the placeholders of
 * deploy/docker/.env.example and deploy/k8s/base/secret.example.yaml (`<…>`) and their kind.
 */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  // deploy/local/apps.sh and docker-compose.yml: the FedEx sandbox's Track API secret.
  'sandbox-secret',
  'changeme',
  'change-me',
  'change_me',
  'secret',
  'password',
  'example',
  'test',
  'dev',
  'development',
  'local',
];

const PLACEHOLDER = /^<.*>$|^\$\{.*\}$|^(.)\1*$/s;

function isKnownDefault(value: string, schemaDefaults: unknown[]): boolean {
  const v = value.trim();
  return (
    KNOWN_DEFAULT_SECRETS.includes(v.toLowerCase()) ||
    PLACEHOLDER.test(v) ||
    schemaDefaults.some((d) => typeof d === 'string' && d === value)
  );
}

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  defaultValue?: unknown;
}

/** The declaration of a field's secret (through optional, default and pipe), and its schema defaults. */
function inspect(field: z.ZodType): { declared?: SecretSetting; defaults: unknown[] } {
  const defaults: unknown[] = [];
  let declared: SecretSetting | undefined;
  for (let s: z.ZodType | undefined = field; s;) {
    declared ??= secretSettings.get(s);
    const def = s.def as unknown as SchemaDef;
    if (def.type === 'default' || def.type === 'prefault') defaults.push(def.defaultValue);
    s = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  }
  return { declared, defaults };
}

/** The settings of an app's schema: its object's shape (through a transform or a pipe). */
export function settingsShape(schema: z.ZodType): Record<string, z.ZodType> {
  for (let s: z.ZodType | undefined = schema; s;) {
    if (s instanceof z.ZodObject) return s.shape as Record<string, z.ZodType>;
    const def = s.def as unknown as SchemaDef;
    s = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  }
  throw new TypeError('a configuration schema is an object of settings');
}

/** The secret settings of an app's schema, with their production minimum and schema defaults. */
export function secretFields(
  schema: z.ZodType,
): Array<{ name: string; minLength: number; defaults: unknown[] }> {
  const fields: Array<{ name: string; minLength: number; defaults: unknown[] }> = [];
  for (const [name, field] of Object.entries(settingsShape(schema))) {
    const { declared, defaults } = inspect(field);
    if (declared) fields.push({ name, minLength: declared.minLength, defaults });
    else if (SECRET_NAME.test(name)) fields.push({ name, minLength: UNDECLARED_SECRET_MIN_LENGTH, defaults });
  }
  return fields;
}

/**
 * In production, every secret setting of the schema that is set to a default, too short, or left to
 * a schema default: one line per setting, naming it and never showing its value. Outside
 * production nothing (local runs and tests use what deploy/local gives them). A required secret that
 * is missing is reported by the schema itself, as every missing setting is.
 */
export function productionSecretProblems(schema: z.ZodType, env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const { name, minLength, defaults } of secretFields(schema)) {
    const value = env[name];
    if (value === undefined || value === '') {
      if (defaults.length) problems.push(`${name} is not set and its default may not be used in production`);
      continue;
    }
    if (isKnownDefault(value, defaults))
      problems.push(`${name} is a local, example or default value; production needs its own secret`);
    else if (value.length < minLength)
      problems.push(`${name} is shorter than the ${minLength} characters production requires`);
  }
  return problems;
}
