// One Jest run, four projects. unit: pure code. integration: libs/platform and services against the
// real Kafka/FerretDB/Redis. api: HTTP tests through the running BFF. e2e: Chromium via playwright-core.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@envios/(api-client|carriers|contracts|domain|platform|testing)$': '<rootDir>/libs/$1/src/index.ts',
    '^@envios/contracts/messages$': '<rootDir>/libs/contracts/src/messages.ts',
    // The web's own alias (web/tsconfig.json).
    '^@/(.*)$': '<rootDir>/web/src/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  // A ceiling for a test that hangs, not a speed target: three workers share two cores.
  testTimeout: 60000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/libs/{carriers,contracts,domain}/src/**/*.spec.ts',
        '<rootDir>/libs/platform/src/{quotes,datastore}/**/*.spec.ts',
        '<rootDir>/{services/*,bff}/src/**/*.spec.ts',
        '<rootDir>/web/src/**/*.spec.{ts,tsx}',
        '<rootDir>/libs/testing/test/**/*.spec.ts',
        '<rootDir>/deploy/local/sandboxes/*/src/**/*.spec.ts',
        '<rootDir>/deploy/observability/test/**/*.spec.ts',
        '<rootDir>/deploy/k8s/test/**/*.spec.ts',
      ],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: [
        '<rootDir>/libs/{carriers,platform}/test/**/*.spec.ts',
        '<rootDir>/services/*/test/**/*.spec.ts',
        '<rootDir>/tools/*/test/**/*.spec.ts',
      ],
      globalSetup: '<rootDir>/libs/testing/src/jest/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/jest/close-clients.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/bff/test/**/*.api.spec.ts'],
      globalSetup: '<rootDir>/libs/testing/src/jest/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/jest/close-clients.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/web/e2e/**/*.e2e.spec.ts'],
      globalSetup: '<rootDir>/libs/testing/src/jest/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/jest/close-clients.ts'],
    },
  ],
};
