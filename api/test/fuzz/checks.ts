import { tmpdir } from 'node:os';

/** GraphQL error codes a refusal may carry. INTERNAL_SERVER_ERROR (or no code at all) is a bug. */
export const ALLOWED_GRAPHQL_CODES = new Set([
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
]);

/** Text no answer may hold: stack frames, source positions, file paths, SQL and driver messages. */
const LEAKS: [RegExp, string][] = [
  [/\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|node:|\/)[^\s)"]*:\d+:\d+/, 'a stack frame'],
  [/\.(?:ts|js|mjs|cjs):\d+/, 'a source position'],
  [/"stacktrace"|"exception"\s*:/, 'a stack trace in extensions'],
  [/node_modules/, 'a file path (node_modules)'],
  [new RegExp(escape(process.cwd())), 'a file path (the checkout)'],
  [new RegExp(escape(tmpdir())), 'a file path (the data directory)'],
  [/\/work\/|\/home\/|\/root\//, 'a file path'],
  [/\bSELECT |\bINSERT INTO\b|\bUPDATE "|\bDELETE FROM\b|\bRETURNING\b/, 'SQL'],
  [
    /relation "|column "|syntax error at|violates (?:not-null|foreign key|unique|check) constraint|duplicate key value|invalid input syntax|out of range for type|invalid byte sequence|current transaction is aborted/,
    'a PostgreSQL message',
  ],
  [
    /MikroORM|DriverException|QueryFailedError|TypeError|ReferenceError|RangeError|SyntaxError: |Cannot read propert|is not a function|undefined is not/,
    'a JavaScript or ORM error',
  ],
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface Verdict {
  problems: string[];
  /** Refused: HTTP 4xx, or a GraphQL answer with errors. */
  refused: boolean;
  /** The GraphQL error code or REST status, for the summary. */
  outcome: string;
}

/**
 * Checks one answer: status below 500; no leak (a pattern the request itself contains may be echoed back in a
 * validation message, so only patterns absent from the request count); GraphQL errors with an allowed code.
 */
export function checkAnswer(status: number, body: string, requestText: string, isGraphql: boolean): Verdict {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  for (const [pattern, what] of LEAKS) {
    const m = pattern.exec(body);
    if (m && !pattern.test(requestText)) problems.push(`${what} in the answer: …${body.slice(Math.max(0, m.index - 80), m.index + 120)}…`);
  }
  let refused = status >= 400;
  let outcome = String(status);
  if (isGraphql && body.startsWith('{')) {
    let parsed: { errors?: { message?: string; extensions?: { code?: string } }[] } | null = null;
    try {
      parsed = JSON.parse(body);
    } catch {
      problems.push('a GraphQL answer that is not JSON');
    }
    const errors = parsed?.errors ?? [];
    if (errors.length) {
      refused = true;
      outcome = errors[0].extensions?.code ?? 'no code';
      for (const e of errors) {
        const code = e.extensions?.code;
        if (!code || !ALLOWED_GRAPHQL_CODES.has(code)) problems.push(`GraphQL error code ${code ?? '(none)'}: ${e.message}`);
      }
    }
  }
  return { problems, refused, outcome };
}
