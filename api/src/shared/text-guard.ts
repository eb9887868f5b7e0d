import type { RequestHandler } from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, visit, type DocumentNode, type ValueNode } from 'graphql';
import { badInput } from '../core/errors.js';
import { SHARED_MESSAGES } from './shared.messages.js';

/**
 * No text that enters the API may hold non-printing control characters: NUL (which PostgreSQL cannot store, and
 * which used to become a 500) and the other C0 controls except tab, line feed and carriage return, DEL, the C1
 * controls, and lone UTF-16 surrogates (not text at all: a lone half of a pair). Such input is refused with a 400 /
 * BAD_USER_INPUT before any service runs, so nothing is stored or changed.
 *
 * The check runs once per request at the two doors: `graphqlTextGuard` (every variable and every string literal
 * of the document) and `restTextGuard` (the query string, the JSON body and the path of every `/api` request).
 * `parseInput` (shared/parse.ts) applies it as well, for the fields of multipart forms, which are read inside the
 * REST handlers after the door.
 */
export const TEXT_NOT_ALLOWED = SHARED_MESSAGES.textNotAllowed.defaultMessage;

// C0 except \t \n \r, DEL, C1; with the `u` flag a surrogate range matches only unpaired halves.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const DISALLOWED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

export function hasDisallowedCharacters(text: string): boolean {
  return DISALLOWED.test(text);
}

const isRecord = (v: object): v is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * The path of the first string (a value or a key) with a disallowed character in JSON-like data, or null when
 * there is none. Walks arrays and plain objects only (not uploads, buffers or class instances), without recursion,
 * so a deeply nested body cannot overflow the stack.
 */
export function findDisallowedText(value: unknown): string[] | null {
  // Each entry links to its parent, so the path is built only for a finding (deep values stay linear).
  type Entry = { value: unknown; key: string | null; parent: Entry | null };
  const pathOf = (entry: Entry): string[] => {
    const keys: string[] = [];
    for (let e: Entry | null = entry; e; e = e.parent) if (e.key !== null) keys.push(e.key);
    return keys.reverse();
  };
  const stack: Entry[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const entry = stack.pop()!;
    const v = entry.value;
    if (typeof v === 'string') {
      if (hasDisallowedCharacters(v)) return pathOf(entry);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), parent: entry });
    } else if (v !== null && typeof v === 'object' && isRecord(v)) {
      const keys = Object.keys(v);
      if (keys.some(hasDisallowedCharacters)) return pathOf(entry);
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: v[keys[i]], key: keys[i], parent: entry });
    }
  }
  return null;
}

/** The field a refusal names (`extensions.field` in GraphQL): the innermost key, e.g. `firstName` of `input.firstName`. */
const fieldOf = (path: string[]) => [...path].reverse().find((p) => !/^\d+$/.test(p));

/** Throws the 400 when any string in `value` holds a disallowed character. */
export function assertCleanText(value: unknown): void {
  const path = findDisallowedText(value);
  if (path) throw badInput(TEXT_NOT_ALLOWED, fieldOf(path));
}

/** The path of the first string literal (argument, default value) with a disallowed character in a document. */
function findInDocument(document: DocumentNode): string[] | null {
  let found: string[] | null = null;
  const walk = (node: ValueNode, path: string[]): void => {
    if (found) return;
    if (node.kind === Kind.STRING) {
      if (hasDisallowedCharacters(node.value)) found = path;
    } else if (node.kind === Kind.LIST) {
      node.values.forEach((v, i) => walk(v, [...path, String(i)]));
    } else if (node.kind === Kind.OBJECT) {
      for (const f of node.fields) walk(f.value, [...path, f.name.value]);
    }
  };
  visit(document, {
    Argument(node) {
      walk(node.value, [node.name.value]);
      return false;
    },
    VariableDefinition(node) {
      if (node.defaultValue) walk(node.defaultValue, [node.variable.name.value]);
    },
  });
  return found;
}

/**
 * Apollo Server plugin: after the operation is resolved (parsed and validated) and before it executes, refuses it
 * when a variable or a string literal of its document holds a disallowed character. Documents found clean are
 * remembered (Apollo keeps one parsed document per query text), so a repeated query costs only the variables walk.
 */
export function graphqlTextGuard<TContext extends object>(): ApolloServerPlugin<TContext> {
  const cleanDocuments = new WeakSet<DocumentNode>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          if (!cleanDocuments.has(document)) {
            const path = findInDocument(document);
            if (path) throw badInput(TEXT_NOT_ALLOWED, fieldOf(path));
            cleanDocuments.add(document);
          }
          assertCleanText(request.variables ?? {});
        },
      };
    },
  };
}

/** Path segments as Express decodes them for route parameters; a malformed escape is left to the router. */
function decodedSegments(path: string): string[] {
  return path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

/** Express middleware for `/api`: the query string, the (JSON) body and the route parameters (the decoded path). */
export function restTextGuard(): RequestHandler {
  return (req, _res, next) => {
    try {
      if (hasDisallowedCharacters(decodedSegments(req.path).join('/'))) throw badInput(TEXT_NOT_ALLOWED);
      assertCleanText(req.query);
      assertCleanText(req.body);
      next();
    } catch (e) {
      next(e);
    }
  };
}
