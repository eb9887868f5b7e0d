// Build-time replacement of the codegen client preset's `graphql(`...`)` calls (issue 7, "First route").
// The preset's `graphql()` looks documents up in one map holding every operation of the app (web/src/gql/gql.ts),
// so every screen's documents would ship in the first chunk. This Vite plugin rewrites each call into an import of
// the one typed document it returns (`XDocument` / `XFragmentDoc` of web/src/gql/graphql.ts), as the preset's
// Babel/SWC plugins do. Each document comes from a virtual module of its own (`virtual:gql-document/XDocument`,
// holding that document's AST as JSON), not from graphql.ts: a bundler puts a module in one chunk, so importing
// from the shared graphql.ts would put every screen's documents in one chunk loaded by the first screen. Types are
// unchanged: TypeScript still checks the source against gql.ts's overloads.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const GENERATED = fileURLToPath(new URL('../src/gql/graphql.ts', import.meta.url)).replaceAll('\\', '/');
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;
const IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*['"][./]*(?:\.\.\/)*gql(?:\/index)?['"];?[ \t]*\n/m;

/** Codegen's default naming: each `_`-separated part pascal-cased, underscores kept (`ProfileCard_profile` → `ProfileCard_Profile`). */
const pascal = (name) =>
  name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_');

/** The export of web/src/gql/graphql.ts that holds a document's AST, from the document's source text. */
export function documentExportName(source, exported = generatedExports()) {
  const m = DEFINITION.exec(source);
  if (!m) throw new Error(`graphql(): no named operation or fragment in:\n${source}`);
  const name = `${pascal(m[2])}${m[1] === 'fragment' ? 'FragmentDoc' : 'Document'}`;
  if (!exported.has(name)) throw new Error(`graphql(): ${GENERATED} has no export ${name}: run \`pnpm codegen\``);
  return name;
}

const VIRTUAL = 'virtual:gql-document/';
const RESOLVED = '\0gql-document:';

let cached;
/** Every document of graphql.ts: export name → its AST as JSON text. */
function generatedDocuments() {
  cached ??= new Map(
    [...readFileSync(GENERATED, 'utf8').matchAll(/^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  return cached;
}
const generatedExports = () => new Set(generatedDocuments().keys());

/** Rewrites one module's code; null when it has no graphql() call. */
export function rewriteGraphqlCalls(code) {
  if (!code.includes('graphql(')) return null;
  const names = new Set();
  const out = code.replace(CALL, (_all, source) => {
    const name = documentExportName(source);
    names.add(name);
    return `__gql_${name}`;
  });
  if (!names.size) return null;
  const imports = [...names].map((n) => `import { ${n} as __gql_${n} } from ${JSON.stringify(VIRTUAL + n)};\n`).join('');
  return imports + out.replace(IMPORT, '');
}

export function graphqlDocumentsPlugin() {
  return {
    name: 'spill-the-tea:graphql-documents',
    enforce: 'pre',
    buildStart() {
      cached = undefined; // codegen may have run since the last build (dev server restarts, watch mode)
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const json = generatedDocuments().get(name);
      if (!json) throw new Error(`graphql(): ${GENERATED} has no document ${name}: run \`pnpm codegen\``);
      // JSON.parse of a string literal parses faster than the same object literal (V8).
      return `export const ${name} = JSON.parse(${JSON.stringify(json)});\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0].replaceAll('\\', '/');
      if (!/\/web\/src\/.*\.tsx?$/.test(file) || file.includes('/web/src/gql/')) return null;
      const rewritten = rewriteGraphqlCalls(code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
