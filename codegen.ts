import type { CodegenConfig } from '@graphql-codegen/cli';
import { createHash } from 'node:crypto';

// Typed documents only (client preset); no generated hooks: they do not work with Apollo Client 4.
// Hooks are imported from @apollo/client/react and wrapped by hand in each feature's hooks/ folder.
//
// Persisted queries (issue 11 item 2): every document carries its hash (`__meta__.hash`), which the web app sends
// instead of the text (web/src/app/apollo-client.ts). `web/src/gql/persisted-documents.json` maps each hash to the text
// the API runs for it (rewritten by web/scripts/persisted-documents.mjs with `__typename` in every selection set, as
// Apollo Client would send it); the API answers those hashes (api/src/app/persisted-queries.ts) and, with
// GRAPHQL_PERSISTED_ONLY=true, nothing else from the web app.
/** Apollo's persisted-query hash: the lowercase hex sha256 of the document's text (no `sha256:` prefix). */
const sha256Hex = (document: string) => createHash('sha256').update(document).digest('hex');

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*', '!web/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      config: { useTypeImports: true, scalars: { DateTimeISO: 'string', Upload: 'File' }, enumsAsTypes: true },
      presetConfig: { fragmentMasking: false, persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: sha256Hex } },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
