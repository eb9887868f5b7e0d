import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Router } from 'express';
import { getNamedType, isInputObjectType, isLeafType, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';

/** One thing a client can call: a GraphQL root field or a mounted `/api` path. */
export type Operation =
  | { kind: 'graphql'; name: string; operation: 'query' | 'mutation'; field: GraphQLField<unknown, unknown>; write: boolean }
  | { kind: 'rest'; name: string; method: string; path: string; write: boolean };

/** Every Query and Mutation root field of the built schema (a new field is fuzzed without touching this suite). */
export function graphqlOperations(schema: GraphQLSchema): Operation[] {
  const ops: Operation[] = [];
  for (const [typeName, operation] of [
    ['Query', 'query'],
    ['Mutation', 'mutation'],
  ] as const) {
    const type = schema.getType(typeName);
    if (!type || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      ops.push({ kind: 'graphql', name: `${typeName}.${field.name}`, operation, field, write: operation === 'mutation' });
    }
  }
  return ops;
}

/** Every `METHOD /api/path` the REST router mounts, found by walking the Express router (as the authz matrix does). */
export function restOperations(router: Router, prefix = '/api'): Operation[] {
  const ops: Operation[] = [];
  for (const layer of (router as unknown as { stack: any[] }).stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) {
        const m = method.toUpperCase();
        ops.push({
          kind: 'rest',
          name: `${m} ${prefix}${layer.route.path}`,
          method: m,
          path: `${prefix}${layer.route.path}`,
          write: m !== 'GET' && m !== 'HEAD',
        });
      }
    } else if (layer.handle?.stack) {
      ops.push(...restOperations(layer.handle, prefix));
    }
  }
  return ops;
}

/** The selection of a root field: `{ __typename }` for mutations; queries also read every argument-free leaf. */
export function selectionFor(field: GraphQLField<unknown, unknown>, operation: 'query' | 'mutation'): string {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return '';
  if (operation === 'mutation' || !isObjectType(named)) return '{ __typename }';
  const leaves = Object.values(named.getFields())
    .filter((f) => f.args.length === 0 && isLeafType(getNamedType(f.type)))
    .map((f) => f.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

/**
 * Key names a REST body or query string may carry: every GraphQL argument and input field name, plus the names the
 * REST handlers read (`req.query.x`, `req.body.x`, `q.x`, multipart file fields), scraped from api/src/rest.
 */
export function knownKeys(schema: GraphQLSchema): { keys: string[]; fileFields: string[]; routeKeys: Map<string, string[]> } {
  const keys = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) for (const f of Object.keys(type.getFields())) keys.add(f);
    if (isObjectType(type) && (type.name === 'Query' || type.name === 'Mutation')) {
      for (const f of Object.values(type.getFields())) for (const a of f.args) keys.add(a.name);
    }
  }
  const restDir = join(dirname(fileURLToPath(import.meta.url)), '../../src/rest');
  const fileFields = new Set<string>();
  // The keys each handler reads itself, per `METHOD /api/path` (the text from its `r.get('/path'` to the next one).
  const routeKeys = new Map<string, string[]>();
  const readKeys = (text: string) => [...text.matchAll(/\b(?:query|body|q|fields)\??\.(\w+)/g)].map((m) => m[1]);
  for (const file of readdirSync(restDir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(restDir, file), 'utf8');
    for (const k of readKeys(text)) keys.add(k);
    for (const m of text.matchAll(/fileField:\s*'(\w+)'/g)) fileFields.add(m[1]);
    const routes = [...text.matchAll(/\br\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)];
    routes.forEach((m, i) => {
      const handler = text.slice(m.index, routes[i + 1]?.index ?? text.length);
      const name = `${m[1].toUpperCase()} /api${m[2]}`;
      routeKeys.set(name, [...new Set([...(routeKeys.get(name) ?? []), ...readKeys(handler)])]);
    });
  }
  return { keys: [...keys].sort(), fileFields: [...fileFields].sort(), routeKeys };
}
