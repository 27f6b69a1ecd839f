import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '@envios/testing';

/**
 * The generators, end to end: in a copy of the repository (its tracked and new files, sharing
 * node_modules), generate a new service with an HTTP slice and an event slice in an existing
 * service, then build, typecheck and lint them and run the new service's generated tests against
 * the real infrastructure. The HTTP slice also gets its BFF handler; a job slice its queue and processor.
 */
describe('nx generators: a new service and a slice that build, lint and pass their generated tests', () => {
  let copy: string;

  const run = (command: string, args: string[], timeout = 180_000) => {
    const result = spawnSync(command, args, {
      cwd: copy,
      encoding: 'utf8',
      timeout,
      env: {
        ...process.env,
        NX_DAEMON: 'false',
        NX_NO_CLOUD: 'true',
        NX_SKIP_NX_CACHE: 'true',
        // The copy's project graph is its own (a new service in it), never the checkout's.
        NX_WORKSPACE_DATA_DIRECTORY: join(copy, '.nx', 'workspace-data'),
        ENVIOS_PROFILE: 'test',
      },
    });
    if (result.status !== 0) {
      throw new Error(
        `${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`.slice(-6000),
      );
    }
    return result.stdout;
  };
  const npx = (...args: string[]) => run(join(REPO_ROOT, 'node_modules/.bin', args[0]), args.slice(1));

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'envios-generators-'));
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && existsSync(join(REPO_ROOT, f)));
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(join(REPO_ROOT, file), join(copy, file));
    }
    // node_modules: the same packages, except that the workspace packages are those of the copy.
    const modules = join(copy, 'node_modules');
    mkdirSync(join(modules, '@envios'), { recursive: true });
    for (const entry of readdirSync(join(REPO_ROOT, 'node_modules'))) {
      if (entry !== '@envios') symlinkSync(join(REPO_ROOT, 'node_modules', entry), join(modules, entry));
    }
    const workspaces = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'))
      .workspaces as string[];
    for (const pattern of workspaces) {
      const parent = pattern.replace('/*', '');
      for (const dir of pattern.endsWith('/*')
        ? readdirSync(join(copy, parent)).map((d) => join(parent, d))
        : [parent]) {
        const manifest = join(copy, dir, 'package.json');
        if (!existsSync(manifest)) continue;
        const name = JSON.parse(readFileSync(manifest, 'utf8')).name as string;
        symlinkSync(join(copy, dir), join(modules, name));
        // Packages npm installed for this workspace alone (versions the root could not share).
        if (existsSync(join(REPO_ROOT, dir, 'node_modules'))) {
          symlinkSync(join(REPO_ROOT, dir, 'node_modules'), join(copy, dir, 'node_modules'));
        }
      }
    }
  }, 60_000);

  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('generates them, and they build, typecheck, lint and pass', () => {
    npx('nx', 'g', '@envios/nx-plugin:service', 'invoices', '--consumes=shipments', '--no-interactive');
    npx(
      'nx',
      'g',
      '@envios/nx-plugin:slice',
      'get-invoice',
      '--service=invoices',
      '--area=billing',
      '--method=GET',
      '--path=/internal/invoices/:id',
      // Its public path in the BFF, behind a permission.
      '--public=/invoices/:id',
      '--permission=reports.read',
      '--no-interactive',
    );
    // An operation run as a BullMQ job.
    npx(
      'nx',
      'g',
      '@envios/nx-plugin:slice',
      'close-invoices',
      '--service=invoices',
      '--area=billing',
      '--job=invoice-batches',
      '--no-interactive',
    );
    // An operation run on an event, in an existing service (not started here: it would replay the topic).
    npx(
      'nx',
      'g',
      '@envios/nx-plugin:slice',
      'note-tariff',
      '--service=wallet',
      '--area=wallets',
      '--event=TariffChanged',
      '--no-interactive',
    );

    expect(
      existsSync(join(copy, 'services/invoices/src/billing/get-invoice/get-invoice.controller.ts')),
    ).toBe(true);
    expect(
      existsSync(join(copy, 'services/wallet/src/wallets/on-tariff-changed/tariff-changed.consumer.ts')),
    ).toBe(true);
    expect(readFileSync(join(copy, 'services/wallet/src/wallet.module.ts'), 'utf8')).toMatch(
      /TariffChangedConsumer/,
    );
    expect(readFileSync(join(copy, 'services/invoices/src/invoices.module.ts'), 'utf8')).toMatch(
      /BullModule\.registerQueue\(\{ name: INVOICE_BATCHES_QUEUE \}\)[\s\S]*CloseInvoicesProcessor/,
    );
    expect(readFileSync(join(copy, 'bff/src/app.module.ts'), 'utf8')).toMatch(/GetInvoiceHandler/);

    // Built what the new service's tests run (its libs first); typechecked whole, the changed
    // projects; linted, what the generators wrote or edited (with the repository's config, as
    // `nx lint` lints a project).
    npx(
      'nx',
      'run-many',
      '-t',
      'build',
      'typecheck',
      '-p',
      '@envios/contracts',
      '@envios/invoices',
      '@envios/wallet',
      '--outputStyle=static',
    );
    // The BFF with its generated handler: typechecked (not built: nothing here runs it).
    npx('nx', 'run', '@envios/bff:typecheck', '--outputStyle=static');
    const written = [
      'services/invoices',
      'services/wallet/src/wallets',
      'services/wallet/src/wallet.module.ts',
      'libs/contracts/src',
      'bff/src/invoices',
      'bff/src/app.module.ts',
    ];
    npx('eslint', ...written);
    npx('prettier', '--check', ...written);
    npx(
      'jest',
      '--ci',
      '--selectProjects',
      'integration',
      '--runTestsByPath',
      'services/invoices/test/invoices.service.spec.ts',
      'services/invoices/test/billing/get-invoice.spec.ts',
      'services/invoices/test/billing/close-invoices.spec.ts',
    );
  }, 300_000);
});
