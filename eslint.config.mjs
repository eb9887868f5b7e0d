// Lint rules that catch real defects in this codebase (kept small on purpose; formatting is Prettier's job).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import security from 'eslint-plugin-security';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/src/gql/**', 'api/src/migrations/Migration*.ts', 'test-artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "Property[key.name='csrfPrevention'][value.value=false]", message: 'Keep CSRF prevention on.' },
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render user content as HTML.' },
      ],
    },
  },
  {
    // Configuration is read in one place only (api/src/app/env.ts).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/app/env.ts', 'api/src/main.ts', 'api/src/scripts/**', 'api/src/**/*.test.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through api/src/app/env.ts.' }] },
  },
  {
    // eslint-plugin-security's recommended rules on the shipped API code, as errors. detect-object-injection is off:
    // it flags every `obj[key]` with a non-literal key (hundreds of lookups in typed maps and arrays here), and the
    // real risk it stands for, prototype pollution from request data, is handled where input enters: zod schemas
    // strip unknown keys and the text guard walks only plain objects.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    plugins: security.configs.recommended.plugins,
    rules: {
      ...Object.fromEntries(Object.keys(security.configs.recommended.rules).map((rule) => [rule, 'error'])),
      'security/detect-object-injection': 'off',
    },
  },
  {
    // REST and GraphQL are two adapters over the same services and policies: a REST route imports nothing from a
    // resolver (shared access helpers live in api/src/auth and api/src/policies).
    files: ['api/src/rest/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.resolver', '**/*.resolver.js'], message: 'Move what REST needs into a service, api/src/policies or api/src/auth.' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The service worker's source (built into dist/sw.js by web/scripts/service-worker.mjs): plain JavaScript in a
    // service worker's scope; __TEA_SHELL__ is written in at build time.
    files: ['web/sw/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker, __TEA_SHELL__: 'readonly' } },
  },
);
