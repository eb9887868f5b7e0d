import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents only (client preset); no generated hooks: they do not work with Apollo Client 4.
// Hooks are imported from @apollo/client/react and wrapped by hand in each feature's hooks/ folder.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*', '!web/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      config: { useTypeImports: true, scalars: { DateTimeISO: 'string', Upload: 'File' }, enumsAsTypes: true },
      presetConfig: { fragmentMasking: false },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
