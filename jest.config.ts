import type { Config } from 'jest';

// One SWC setup for every project: legacy decorators with metadata for the API (type-graphql and MikroORM
// need both), the automatic JSX runtime for the web. Web tests compile to CommonJS because of
// styled-components' CJS default export (see STACK-NOTES §4).
const swc = (tsx: boolean) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx, decorators: !tsx },
    transform: tsx ? { react: { runtime: 'automatic' } } : { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2023',
    // `import ... with { type: 'json' }` (the API's message catalogues) keeps its attribute for Jest's ESM loader.
    experimental: { keepImportAttributes: true },
  },
  module: { type: tsx ? 'commonjs' : 'es6' },
});

const nodeProject = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc(false)] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

const config: Config = {
  // Every API test file gets its own database in one embedded PostgreSQL started here.
  globalSetup: '<rootDir>/api/test/global-setup.mjs',
  globalTeardown: '<rootDir>/api/test/global-teardown.mjs',
  testTimeout: 30_000,
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.mjs'],
  projects: [
    {
      ...nodeProject,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      // libphonenumber-js's ESM build imports JSON without import attributes, which Jest's ESM loader warns
      // about on every import; its CommonJS build is the same code without the noise.
      moduleNameMapper: {
        ...nodeProject.moduleNameMapper,
        '^libphonenumber-js$': '<rootDir>/node_modules/libphonenumber-js/index.cjs',
      },
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
    {
      displayName: 'web',
      rootDir: '<rootDir>/web',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/src/test/setup.ts'],
      testMatch: ['<rootDir>/src/**/*.test.tsx', '<rootDir>/src/**/*.test.ts'],
      // The workspace packages (packages/*, e.g. @tea/limits) are plain ESM: compiled to CommonJS like the tests.
      transform: { '^.+\\.tsx?$': ['@swc/jest', swc(true)], '/packages/[^/]+/[^/]+\\.js$': ['@swc/jest', swc(true)] },
    },
    {
      ...nodeProject,
      displayName: 'packages',
      rootDir: '<rootDir>/packages',
      testMatch: ['<rootDir>/*/*.test.ts'],
    },
    {
      ...nodeProject,
      displayName: 'browser',
      rootDir: '<rootDir>/e2e',
      testMatch: ['<rootDir>/**/*.e2e.ts'],
    },
  ],
};

export default config;
