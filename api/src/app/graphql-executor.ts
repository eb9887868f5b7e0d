import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, getOperationAST, getVariableValues, GraphQLError, printSchema, type DocumentNode, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** Compiled operations at most (the web app has about 60 documents); any more run through graphql-js. */
export const MAX_COMPILED = 1_000;
const SEEN_ONCE = Symbol('seen once');
/** Variable errors reported at most (graphql-js's execute() uses the same bound). */
export const VARIABLE_ERRORS_MAX = 50;

/** The same error as a graphql-js GraphQLError (with `extensions`), keeping its message, path and locations. */
function withExtensions(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? error });
  return Object.assign(copy, { locations: error.locations });
}

/**
 * Execution through graphql-jit (issue 7, PERFORMANCE.md: graphql-js execution is the largest share of a browse
 * request after the SQL). Apollo Server still does everything else — parsing with the token limit, validation with
 * graphql-armor's rules and its document cache, CSRF prevention, plugins, error formatting — and hands each validated
 * document to this executor, which compiles it once per document and operation into a function (at its second use) and
 * runs that.
 * A document graphql-jit cannot compile runs through graphql-js as before.
 *
 * Apollo Server 5 has no `customExecutor` option (apollographql/apollo-server PR #7981 is unmerged); its `gateway`
 * interface (a schema plus an executor) is the supported way to provide one. The schema never changes at run time.
 */
export function jitGateway(schema: GraphQLSchema): GatewayInterface & { compiledDocuments(): number } {
  // Apollo keeps one parsed DocumentNode per query text, so documents are the cache key (dropped with Apollo's cache).
  // A document is compiled at its second use (as Mercurius's `jit: 1`): the app's own documents repeat, while one-off
  // documents (a fuzzer's, an attacker's) would each cost a compile and ~20 KB of heap kept as long as Apollo keeps the
  // document (its cache is sized by document text, up to ~10,000 documents). And at most MAX_COMPILED are compiled.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null | typeof SEEN_ONCE>>();
  let count = 0;
  const executor: GatewayExecutor = async ({ document, request, context: contextValue }) => {
    // The name the client sent (the context's `operationName` is the resolved one: null when none matched). No such
    // operation: graphql-js answers with the error Apollo expects (400); graphql-jit would run the document's only
    // operation instead, which Apollo turned into a 500.
    const operationName = request.operationName ?? null;
    const operation = getOperationAST(document, operationName);
    if (!operation) return execute({ schema, document, operationName, variableValues: request.variables, contextValue });
    let byOperation = compiled.get(document);
    if (!byOperation) compiled.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    let query = byOperation.get(key);
    if (query === undefined) {
      byOperation.set(key, SEEN_ONCE);
    } else if (query === SEEN_ONCE && count < MAX_COMPILED) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      query = isCompiledQuery(result) ? result : null;
      byOperation.set(key, query);
      count++;
    }
    if (!query || query === SEEN_ONCE) return execute({ schema, document, operationName, variableValues: request.variables, contextValue });
    // Variables are checked as graphql-js does (same messages), and a bad one is the client's error (BAD_USER_INPUT,
    // as Apollo classifies graphql-js's coercion errors), never reaching the compiled query.
    if (operation.variableDefinitions?.length) {
      // At most 50 errors, as graphql-js's own execute() asks: a 10,000-item list of bad enum values made 10,000
      // errors (and 10,000 formatted error objects) per request before this bound.
      const coerced = getVariableValues(schema, operation.variableDefinitions, request.variables ?? {}, { maxErrors: VARIABLE_ERRORS_MAX });
      if (coerced.errors) {
        return {
          errors: coerced.errors.map(
            (e) => new GraphQLError(e.message, { nodes: e.nodes, originalError: e.originalError, extensions: { code: 'BAD_USER_INPUT' } }),
          ),
        };
      }
    }
    const result = await query.query(undefined, contextValue, request.variables ?? {});
    // graphql-jit refuses some variables graphql-js accepted just above (an omitted input field that has a default,
    // e.g. `banIP: Boolean! = false`) with errors and no data, nothing executed: graphql-js runs those as it should.
    if (!('data' in result) && result.errors?.length) return execute({ schema, document, operationName, variableValues: request.variables, contextValue });
    // graphql-jit's errors for a resolver that threw a plain Error have no `extensions`, on which Apollo's error
    // formatting throws: the answer was still masked, but formatError never ran and the error was never logged.
    if (result.errors?.some((e) => !e.extensions)) {
      return { ...result, errors: result.errors.map((e) => (e.extensions ? e : withExtensions(e))) };
    }
    return result;
  };
  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async stop() {},
    compiledDocuments: () => count,
  };
}
