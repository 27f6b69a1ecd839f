import { join } from 'node:path';
import { formatFiles, generateFiles, logger, names, type Tree } from '@nx/devkit';
import { appendToArray, editFile } from '../shared/edit';

export interface ServiceOptions {
  name: string;
  description?: string;
  consumes?: string;
}

/**
 * Stamps a backend service in the shape of ARCHITECTURE.md: package, `src/service.ts` (its
 * definition), config, an empty module, main.ts, and a test that boots it on the real
 * infrastructure. Registers its name and topic in libs/contracts and its port in deploy/local/apps.sh
 * when they are not there yet. Running it again over an existing service rewrites those files.
 */
export default async function serviceGenerator(tree: Tree, options: ServiceOptions) {
  const { fileName: name, className, propertyName } = names(options.name);
  const consumes = (options.consumes ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const description = options.description ?? `The ${name} service.`;
  generateFiles(tree, join(__dirname, 'files'), `services/${name}`, {
    name,
    className,
    propertyName,
    description,
    consumes,
    tmpl: '',
  });
  registerInContracts(tree, name);
  const port = registerInApps(tree, name);
  await formatFiles(tree);
  return () => {
    if (port) {
      logger.info(
        `Also give ${name} its place where the other services have theirs: a stage in deploy/docker/Dockerfile (port ${port}), ` +
          `deploy/k8s/base/apps/${name}/, and docker-compose.yml (apps.sh already gives the BFF its ${name.toUpperCase()}_URL).`,
      );
    }
  };
}

/** `SERVICES` and `Topics` in libs/contracts/src/topics.ts. */
function registerInContracts(tree: Tree, name: string): void {
  editFile(tree, 'libs/contracts/src/topics.ts', (text) => {
    if (text.includes(`'${name}'`)) return text;
    const withService = appendToArray(text, 'export const SERVICES = [', `'${name}'`);
    return withService.replace(
      /(export const Topics = \{[^}]*?)(\n\} as const)/s,
      `$1\n  ${propertyOf(name)}: '${name}.events',$2`,
    );
  });
}

/** A row of apps.sh's app table, before the BFF's; returns the new port, or null when it had one. */
function registerInApps(tree: Tree, name: string): number | null {
  let port: number | null = null;
  editFile(tree, 'deploy/local/apps.sh', (text) => {
    if (new RegExp(`^\\s+${name}\\s+service\\s`, 'm').test(text)) return text;
    const offsets = [...text.matchAll(/\$\(\(APP_PORT_BASE \+ (\d+)\)\)/g)].map((m) => Number(m[1]));
    const offset = Math.max(...offsets) + 1;
    port = 3000 + offset;
    const row = `  ${name.padEnd(16)} service  $((APP_PORT_BASE + ${offset}))${' '.repeat(4)}services/${name.padEnd(20)} /health/ready\n`;
    // The BFF reaches it at <NAME>_URL (its config reads one such variable per service).
    const url = `bff                    -           ${name.toUpperCase()}_URL=http://127.0.0.1:\${APP_PORT[${name}]}\n`;
    return text
      .replace(/^(\s+bff\s+bff\s)/m, `${row}$1`)
      .replace(/^(bff\s+-\s+REPORTS_URL=.*\n)/m, `$1${url}`);
  });
  return port;
}

const propertyOf = (name: string) => names(name).propertyName;
