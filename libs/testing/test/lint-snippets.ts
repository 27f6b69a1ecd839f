import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../src/stack';

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** A snippet and the file it is linted as. */
export type Snippet = readonly [filePath: string, code: string];

/** The ESLint API in a process of its own, so the repository's config loads as `nx lint` loads it. */
const MARKER = '@@lint-snippets@@';
const LINT_ALL = `
const MARKER = ${JSON.stringify(MARKER)};
const { ESLint } = require('eslint');
(async () => {
  const snippets = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
  const eslint = new ESLint({ cwd: process.cwd() });
  const out = [];
  for (const [filePath, code] of snippets) {
    const [result] = await eslint.lintText(code, { filePath });
    out.push((result?.messages ?? []).map((m) => ({ ruleId: m.ruleId, message: m.message })));
  }
  // After a marker: Nx's ESLint plugin may print warnings on stdout first.
  process.stdout.write(MARKER + JSON.stringify(out));
})().catch((error) => {
  console.error(error);
  process.exit(2);
});
`;

/**
 * Lints every snippet as if it were the named file, with the repository's real ESLint config and Nx
 * project graph, all in one ESLint process (which loads them once: a process per snippet took about
 * two seconds each). Returns the messages of one of them.
 */
export function lintSnippets(
  snippets: readonly Snippet[],
): (filePath: string, code: string) => LintMessage[] {
  const run = spawnSync(process.execPath, ['-e', LINT_ALL], {
    cwd: REPO_ROOT,
    input: JSON.stringify(snippets),
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`eslint failed: ${run.stderr}`);
  const at = run.stdout.lastIndexOf(MARKER);
  if (at < 0) throw new Error(`eslint printed no results: ${run.stdout}${run.stderr}`);
  // A rule that could not run says so (the Nx one, without a project graph): that fails here.
  if (/warning/i.test(run.stdout.slice(0, at))) throw new Error(`eslint warned: ${run.stdout.slice(0, at)}`);
  const results = JSON.parse(run.stdout.slice(at + MARKER.length)) as LintMessage[][];
  return (filePath, code) => {
    const i = snippets.findIndex(([f, c]) => f === filePath && c === code);
    if (i < 0) throw new Error(`not among the linted snippets: ${filePath}`);
    return results[i];
  };
}
