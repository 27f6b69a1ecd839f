import { lintSnippets, type Snippet } from './lint-snippets';

/**
 * `nx lint` must fail on a forbidden import. ESLint lints these snippets as if they were files of
 * the named project, with the repository's real config and Nx project graph.
 */
const REJECTED: [string, string, string][] = [
  [
    'a service importing another service',
    'services/quoting/src/x.ts',
    "import { AppModule } from '@envios/identity';",
  ],
  [
    'a service reaching into another by path',
    'services/wallet/src/x.ts',
    "import { AppModule } from '../../identity/src/app.module';",
  ],
  ['the web importing the platform lib', 'web/src/x.ts', "import { AppError } from '@envios/platform';"],
  ['the web importing a service', 'web/src/x.ts', "import { AppModule } from '@envios/quoting';"],
  ['the platform lib importing domain', 'libs/platform/src/x.ts', "import { ROLES } from '@envios/domain';"],
  [
    'contracts importing the platform lib',
    'libs/contracts/src/x.ts',
    "import { AppError } from '@envios/platform';",
  ],
  ['domain importing contracts', 'libs/domain/src/x.ts', "import { Messages } from '@envios/contracts';"],
  [
    'a service importing the testing lib outside tests',
    'services/identity/src/x.ts',
    "import { api } from '@envios/testing';",
  ],
];

const ALLOWED: [string, string, string][] = [
  [
    'a service importing platform, contracts and domain',
    'services/quoting/src/x.ts',
    "import { AppError } from '@envios/platform';\nimport { Topics } from '@envios/contracts';\nimport { ROLES } from '@envios/domain';\nexport const used = [AppError, Topics, ROLES];",
  ],
  [
    'the web importing contracts and domain',
    'web/src/x.ts',
    "import { Messages } from '@envios/contracts';\nimport { ROLES } from '@envios/domain';\nexport const used = [Messages, ROLES];",
  ],
  [
    'a service test importing the testing lib',
    'services/identity/test/x.spec.ts',
    "import { api } from '@envios/testing';\nexport const used = [api];",
  ],
];

/** A rejected import, used so that only the import can be wrong. */
const withUse = (code: string) => `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`;

describe('module boundaries (@nx/enforce-module-boundaries)', () => {
  let lint: ReturnType<typeof lintSnippets>;
  beforeAll(() => {
    lint = lintSnippets([
      ...REJECTED.map(([, filePath, code]): Snippet => [filePath, withUse(code)]),
      ...ALLOWED.map(([, filePath, code]): Snippet => [filePath, code]),
    ]);
  }, 60_000);
  const boundaryErrors = (filePath: string, code: string) =>
    lint(filePath, code)
      .filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
      .map((m) => m.message);

  it.each(REJECTED)('rejects %s', (_case, filePath, code) => {
    expect(boundaryErrors(filePath, withUse(code))).not.toEqual([]);
  });

  it.each(ALLOWED)('allows %s', (_case, filePath, code) => {
    expect(boundaryErrors(filePath, code)).toEqual([]);
  });
});
