import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/stack';

/**
 * The layout ARCHITECTURE.md describes, enforced by the test command's lint and knip: each rule is
 * shown rejecting a snippet (linted with the repository's real ESLint config, as if it were the named
 * file) or a fixture.
 */
const eslint = (filePath: string, code: string) => {
  const run = spawnSync(
    process.execPath,
    [
      join(REPO_ROOT, 'node_modules/eslint/bin/eslint.js'),
      '--stdin',
      '--stdin-filename',
      filePath,
      '--format',
      'json',
    ],
    { cwd: REPO_ROOT, input: code, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } },
  );
  if (run.status !== 0 && run.status !== 1) throw new Error(`eslint failed: ${run.stderr}`);
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
};

describe('web import zones (shared → features → app)', () => {
  it.each([
    [
      'a feature importing another feature',
      'web/src/features/users/components/x.tsx',
      '@/features/quote/lib/quote-slice',
    ],
    [
      'a feature reaching another by a relative path',
      'web/src/features/users/components/x.tsx',
      '../../quote/lib/quote-slice',
    ],
    ['a feature importing the app shell', 'web/src/features/users/components/x.tsx', '@/app/store'],
    ['shared code importing a feature', 'web/src/shared/lib/x.ts', '@/features/quote/lib/quote-slice'],
  ])('rejects %s', (_case, file, from) => {
    expect(eslint(file, `import * as x from '${from}';\nexport const used = [x];\n`)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: /),
    ]);
  });

  it('allows a feature importing its own files and shared code', () => {
    const code =
      "import * as a from '../lib/quote-slice';\nimport * as b from '@/shared/lib/notify';\nexport const used = [a, b];\n";
    expect(eslint('web/src/features/quote/components/x.tsx', code)).toEqual([]);
  });
});

describe('the slice shape', () => {
  it.each([
    ['a model', "import { InjectModel } from '@nestjs/mongoose';", 'InjectModel'],
    ['Redis', "import { ManagedRedis } from '@envios/platform';", 'ManagedRedis'],
    ['the event publisher', "import { EventPublisher } from '@envios/platform';", 'EventPublisher'],
    ['a queue', "import { InjectQueue } from '@nestjs/bullmq';", 'InjectQueue'],
  ])('rejects a controller that injects %s', (_case, line, name) => {
    expect(
      eslint(
        'services/shipments/src/shipments/x/x.controller.ts',
        `${line}\nexport const used = [${name}];\n`,
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  });

  it('rejects a service checking the permission matrix (the BFF does)', () => {
    const code = "import { isAllowed } from '@envios/domain';\nexport const used = [isAllowed];\n";
    expect(eslint('services/shipments/src/shipments/x/x.usecase.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: /),
    ]);
  });

  it('allows a use case to use models, Redis and the event publisher', () => {
    const code =
      "import { InjectModel } from '@nestjs/mongoose';\nimport { EventPublisher, ManagedRedis } from '@envios/platform';\nexport const used = [InjectModel, EventPublisher, ManagedRedis];\n";
    expect(eslint('services/shipments/src/shipments/x/x.usecase.ts', code)).toEqual([]);
  });
});

describe('test files are linted', () => {
  it('rejects a lint error in a test file, as in any other file', () => {
    expect(eslint('services/identity/test/x.spec.ts', 'const unused = 1;\n')).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-unused-vars: /),
    ]);
  });

  it("has every project's lint run over the whole project, its tests included", () => {
    const manifests = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).workspaces.flatMap(
      (pattern: string) =>
        pattern.endsWith('/*')
          ? readdirSync(join(REPO_ROOT, pattern.slice(0, -2))).map((dir) =>
              join(pattern.slice(0, -2), dir, 'package.json'),
            )
          : [join(pattern, 'package.json')],
    );
    const lintScripts = manifests
      .filter((m: string) => existsSync(join(REPO_ROOT, m)))
      .map((m: string) => [m, JSON.parse(readFileSync(join(REPO_ROOT, m), 'utf8')).scripts?.lint]);
    expect(lintScripts.filter(([, script]: [string, string]) => script !== 'eslint .')).toEqual([]);
  });
});

describe('unused code (knip)', () => {
  it('rejects an export nobody imports', () => {
    const run = spawnSync(
      process.execPath,
      [
        join(REPO_ROOT, 'node_modules/knip/bin/knip.js'),
        '--directory',
        'tools/lint-fixtures/knip-unused-export',
        '--no-config-hints',
      ],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/Unused exports[\s\S]*withoutIva/);
    expect(run.stdout).not.toMatch(/withIva\b/);
  });
});
