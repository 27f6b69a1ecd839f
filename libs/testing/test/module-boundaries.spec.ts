import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/stack';

/**
 * `nx lint` must fail on a forbidden import. ESLint lints these snippets as if they were files of
 * the named project, with the repository's real config and Nx project graph.
 */
describe('module boundaries (@nx/enforce-module-boundaries)', () => {
  // The ESLint CLI, as `nx lint` runs it, reading the snippet from stdin as if it were that file.
  const boundaryErrors = async (filePath: string, code: string): Promise<string[]> => {
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
    const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
    return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
  };

  it.each([
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
    [
      'the platform lib importing domain',
      'libs/platform/src/x.ts',
      "import { ROLES } from '@envios/domain';",
    ],
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
  ])('rejects %s', async (_case, filePath, code) => {
    expect(
      await boundaryErrors(filePath, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`),
    ).not.toEqual([]);
  });

  it.each([
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
  ])('allows %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
