import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const SERVICES = ['identity', 'quoting', 'shipments', 'wallet', 'tracking', 'reports'];

/**
 * Who may import whom. Tags live in each package.json ("nx": {"tags": [...]}).
 * - domain is a leaf; contracts use it; platform builds on contracts.
 * - a service imports only shared libs (never another service); so does the BFF.
 * - the web imports only contracts and domain.
 */
const runtimeConstraints = [
  // Contracts validate with the domain's rules (package limits), so one rule has one message.
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:platform'] },
  { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:platform'] },
  { sourceTag: 'scope:bff', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:platform'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'] },
  // Provider sandboxes stand in for external APIs: they share no code with the integrations they test.
  { sourceTag: 'scope:sandbox', onlyDependOnLibsWithTags: [] },
  ...SERVICES.map((s) => ({
    sourceTag: `scope:${s}`,
    onlyDependOnLibsWithTags: [`scope:${s}`, 'scope:shared'],
  })),
];

/** Tests may also use the testing helpers (service scopes already allow every shared lib). */
const keepsForTests = ['type:contracts', 'type:domain', ...SERVICES.map((s) => `scope:${s}`)];
const testConstraints = runtimeConstraints.map((c) =>
  keepsForTests.includes(c.sourceTag)
    ? c
    : { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:testing'] },
);

const boundaries = (depConstraints) => [
  'error',
  { enforceBuildableLibDependency: false, allow: [], banTransitiveDependencies: false, depConstraints },
];

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '.local/**', '.nx/**', 'coverage/**'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(runtimeConstraints),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': boundaries(testConstraints) },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
];
