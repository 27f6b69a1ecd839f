import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
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
  // The public API's generated client (libs/api-client) stands alone: what an integrator installs.
  { sourceTag: 'type:client', onlyDependOnLibsWithTags: [] },
  // Carrier connectors (quote, createLabel) are shared by the services that talk to carriers.
  { sourceTag: 'type:carriers', onlyDependOnLibsWithTags: ['type:domain'] },
  {
    sourceTag: 'type:service',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:platform', 'type:carriers'],
  },
  { sourceTag: 'scope:bff', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:platform'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'] },
  // Provider sandboxes stand in for external APIs: they share no code with the integrations they test.
  { sourceTag: 'scope:sandbox', onlyDependOnLibsWithTags: [] },
  // The Nx generators (tools/nx-plugin) depend on no project; their test uses the testing helpers.
  { sourceTag: 'type:tools', onlyDependOnLibsWithTags: [] },
  ...SERVICES.map((s) => ({
    sourceTag: `scope:${s}`,
    onlyDependOnLibsWithTags: [`scope:${s}`, 'scope:shared'],
  })),
];

/**
 * Tests may also use the testing helpers and the public API's client (service scopes already allow
 * every shared lib).
 */
const keepsForTests = ['type:contracts', 'type:domain', ...SERVICES.map((s) => `scope:${s}`)];
const testConstraints = runtimeConstraints.map((c) =>
  keepsForTests.includes(c.sourceTag)
    ? c
    : { ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:testing', 'type:client'] },
);

const boundaries = (depConstraints, ignoredCircularDependencies = []) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    allow: [],
    banTransitiveDependencies: false,
    depConstraints,
    ignoredCircularDependencies,
  },
];

/**
 * The role rule of ARCHITECTURE.md: the BFF checks which roles may call an operation; services scope
 * their data by the signed caller and never consult the permission matrix themselves.
 */
const NO_PERMISSION_CHECKS = {
  name: '@envios/domain',
  importNames: ['isAllowed', 'API_PERMISSIONS'],
  message:
    'Services scope data by the caller (accountReach, canManageAccount…); the BFF checks permissions. See ARCHITECTURE.md.',
};

/** A controller only parses its route and calls a use case, which owns the writes, events and Redis/queue work. */
const CONTROLLER_IMPORTS = [
  ...['mongoose', '@nestjs/mongoose', 'ioredis', 'bullmq', '@nestjs/bullmq'].map((name) => ({
    name,
    message:
      'A controller calls a use case; the use case owns storage, queues and Redis. See ARCHITECTURE.md.',
  })),
  {
    name: '@envios/platform',
    importNames: ['EventPublisher', 'ManagedRedis'],
    message: 'A controller calls a use case; the use case writes events and uses Redis. See ARCHITECTURE.md.',
  },
  NO_PERMISSION_CHECKS,
];

/**
 * bulletproof-react's one-way imports in the web: shared → features → app. A feature never imports
 * another feature or the app; shared code never imports features or the app.
 */
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url));
const webZones = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to web/src/shared.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features do not import the app shell.' },
  {
    target: ['./web/src/shared', './web/src/config'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code does not import features or the app.',
  },
];

/** What only a store uses (caches kept by epochs, their bumps, batch sizes). */
const STORE_TRICKS = [
  {
    name: '@envios/platform',
    importNames: ['EpochCache'],
    message: 'Epochs and caches belong in the store of their aggregate, not in a use case.',
  },
];
const STORE_TRICK_FILES = [
  {
    group: ['**/shipment-list-cache', '**/aggregate-cache', '**/row-buckets', '**/shipment-sequences'],
    message: 'Caches, buckets and sequences belong in the store of their aggregate, not in a use case.',
  },
];
const USE_CASE_SHAPE = [
  {
    selector:
      "ClassDeclaration[id.name=/UseCase$/] > ClassBody > MethodDefinition[kind='method'][static=false][accessibility!='private'][accessibility!='protected'][key.name!='execute']",
    message:
      'A use case has one entry, execute: make another operation its own use case (or this method private).',
  },
  {
    selector: "CallExpression[callee.property.name='bump']",
    message: 'Epochs are changed by the store that writes (ARCHITECTURE.md, Stores), not by a use case.',
  },
  {
    selector: "CallExpression[callee.object.property.name='lists'][callee.property.name='changed']",
    message: 'Lists are told of a change by the store that writes it, not by a use case.',
  },
  {
    selector: 'VariableDeclarator[id.name=/^[A-Z_]*BATCH[A-Z_]*$/]',
    message: "Batch sizes are the store's (they depend on the server: DATASTORE), not a use case's.",
  },
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
    // The platform's own tests run it through the testing helpers, which are built on the platform.
    rules: {
      '@nx/enforce-module-boundaries': boundaries(testConstraints, [['@envios/platform', '@envios/testing']]),
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: fileURLToPath(new URL('./web/tsconfig.json', import.meta.url)),
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    files: ['services/*/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [NO_PERMISSION_CHECKS] }] },
  },
  {
    files: ['services/*/src/**/*.controller.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: CONTROLLER_IMPORTS }] },
  },
  {
    // A use case reads as the business rule: the storage tricks live in its aggregate's store, and
    // it has one entry (ARCHITECTURE.md, Stores; One operation, one slice).
    files: ['services/*/src/**/*.usecase.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [NO_PERMISSION_CHECKS, ...STORE_TRICKS], patterns: STORE_TRICK_FILES },
      ],
      'no-restricted-syntax': ['error', ...USE_CASE_SHAPE],
    },
  },
];
