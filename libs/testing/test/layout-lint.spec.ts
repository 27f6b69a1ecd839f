import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/stack';
import { lintSnippets, type Snippet } from './lint-snippets';

/**
 * The layout ARCHITECTURE.md describes, enforced by the test command's lint and knip: each rule is
 * shown rejecting a snippet (linted with the repository's real ESLint config, as if it were the named
 * file) or a fixture.
 */
const ZONE_CASES: [string, string, string][] = [
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
];
const zoneImport = (from: string) => `import * as x from '${from}';\nexport const used = [x];\n`;
const OWN_AND_SHARED: Snippet = [
  'web/src/features/quote/components/x.tsx',
  "import * as a from '../lib/quote-slice';\nimport * as b from '@/shared/lib/notify';\nexport const used = [a, b];\n",
];

const CONTROLLER = 'services/shipments/src/shipments/x/x.controller.ts';
const USE_CASE = 'services/shipments/src/shipments/x/x.usecase.ts';
const INJECTED: [string, string, string][] = [
  ['a model', "import { InjectModel } from '@nestjs/mongoose';", 'InjectModel'],
  ['Redis', "import { ManagedRedis } from '@envios/platform';", 'ManagedRedis'],
  ['the event publisher', "import { EventPublisher } from '@envios/platform';", 'EventPublisher'],
  ['a queue', "import { InjectQueue } from '@nestjs/bullmq';", 'InjectQueue'],
];
const injecting = (line: string, name: string) => `${line}\nexport const used = [${name}];\n`;
const PERMISSION_CHECK: Snippet = [
  USE_CASE,
  "import { isAllowed } from '@envios/domain';\nexport const used = [isAllowed];\n",
];
const USE_CASE_TOOLS: Snippet = [
  USE_CASE,
  "import { InjectModel } from '@nestjs/mongoose';\nimport { EventPublisher, ManagedRedis } from '@envios/platform';\nexport const used = [InjectModel, EventPublisher, ManagedRedis];\n",
];
/** What a use case may not hold: a second entry, the store's tricks (ARCHITECTURE.md, Stores). */
const USE_CASE_REFUSALS: [string, string, RegExp][] = [
  [
    'a second public method',
    'export class XUseCase {\n  execute() {\n    return 1;\n  }\n  other() {\n    return 2;\n  }\n}\n',
    /^no-restricted-syntax: A use case has one entry/,
  ],
  [
    'an epoch cache',
    "import { EpochCache } from '@envios/platform';\nexport const used = [EpochCache];\n",
    /^no-restricted-imports: /,
  ],
  [
    'a list cache of the shipments',
    "import { ShipmentListCache } from '../shipment-list-cache';\nexport const used = [ShipmentListCache];\n",
    /^no-restricted-imports: /,
  ],
  [
    'a hand-made change of the lists',
    'export const f = (x: { lists: { changed(id: string): void } }) => x.lists.changed("a");\n',
    /^no-restricted-syntax: Lists are told/,
  ],
  [
    'a bump of an epoch',
    'export const f = (e: { bump(): void }) => e.bump();\n',
    /^no-restricted-syntax: Epochs/,
  ],
  [
    'a batch size',
    'const WRITE_BATCH = 16;\nexport const used = [WRITE_BATCH];\n',
    /^no-restricted-syntax: Batch sizes/,
  ],
];
const ONE_ENTRY: Snippet = [
  USE_CASE,
  'export class XUseCase {\n  execute() {\n    return this.helper();\n  }\n  private helper() {\n    return 1;\n  }\n}\n',
];
const TEST_FILE: Snippet = ['services/identity/test/x.spec.ts', 'const unused = 1;\n'];

let lint: ReturnType<typeof lintSnippets>;
beforeAll(() => {
  lint = lintSnippets([
    ...ZONE_CASES.map(([, file, from]): Snippet => [file, zoneImport(from)]),
    OWN_AND_SHARED,
    ...INJECTED.map(([, line, name]): Snippet => [CONTROLLER, injecting(line, name)]),
    PERMISSION_CHECK,
    USE_CASE_TOOLS,
    ...USE_CASE_REFUSALS.map(([, code]): Snippet => [USE_CASE, code]),
    ONE_ENTRY,
    TEST_FILE,
  ]);
}, 60_000);
const eslint = (filePath: string, code: string) =>
  lint(filePath, code).map((m) => `${m.ruleId}: ${m.message}`);

describe('web import zones (shared → features → app)', () => {
  it.each(ZONE_CASES)('rejects %s', (_case, file, from) => {
    expect(eslint(file, zoneImport(from))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: /),
    ]);
  });

  it('allows a feature importing its own files and shared code', () => {
    expect(eslint(...OWN_AND_SHARED)).toEqual([]);
  });
});

describe('the slice shape', () => {
  it.each(INJECTED)('rejects a controller that injects %s', (_case, line, name) => {
    expect(eslint(CONTROLLER, injecting(line, name))).toEqual([
      expect.stringMatching(/^no-restricted-imports: /),
    ]);
  });

  it('rejects a service checking the permission matrix (the BFF does)', () => {
    expect(eslint(...PERMISSION_CHECK)).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  });

  it('allows a use case to use models, Redis and the event publisher', () => {
    expect(eslint(...USE_CASE_TOOLS)).toEqual([]);
  });

  it.each(USE_CASE_REFUSALS)('rejects a use case with %s', (_case, code, rule) => {
    expect(eslint(USE_CASE, code)).toEqual([expect.stringMatching(rule)]);
  });

  it('allows a use case its private helpers beside execute', () => {
    expect(eslint(...ONE_ENTRY)).toEqual([]);
  });
});

describe('test files are linted', () => {
  it('rejects a lint error in a test file, as in any other file', () => {
    expect(eslint(...TEST_FILE)).toEqual([expect.stringMatching(/^@typescript-eslint\/no-unused-vars: /)]);
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
