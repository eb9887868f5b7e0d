// Rewrites web/src/gql/persisted-documents.json (run by `pnpm codegen` after the client preset; committed and checked
// for staleness like the rest of web/src/gql). The client preset writes one entry per operation: the hash that each
// typed document carries (`__meta__.hash`, sent by the web app instead of the text) and the operation's normalized
// text. The API runs that text when a request names the hash, and Apollo Client's cache needs `__typename` in every
// answer, so each text gets `__typename` in every selection set, as Apollo Client adds it to what it sends itself.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';

const manifest = fileURLToPath(new URL('../src/gql/persisted-documents.json', import.meta.url));

/** The same hashes, each with the text Apollo Client would send for it. */
export function persistedDocuments(generated = JSON.parse(readFileSync(manifest, 'utf8'))) {
  return Object.fromEntries(Object.entries(generated).map(([hash, text]) => [hash, print(addTypenameToDocument(parse(text)))]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const documents = persistedDocuments();
  writeFileSync(manifest, `${JSON.stringify(documents, null, 2)}\n`);
  console.log(`wrote ${manifest} (${Object.keys(documents).length} documents)`);
}
