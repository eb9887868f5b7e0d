import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Kind, type ValidationContext, type ASTVisitor } from 'graphql';

/** Root fields that may appear at most once per document (no aliased brute force through one request). */
export const ONCE_PER_REQUEST = new Set([
  'login',
  'register',
  'updateUsername',
  'sendPhoneCode',
  'verifyPhone',
  'createProfile',
  'createReport',
  'submitIdVerification',
  'submitRemovalRequest',
  'requestPasswordReset',
  'resetPassword',
  'unlockAccount',
  'deleteAccount',
]);

export function oncePerRequestRule(context: ValidationContext): ASTVisitor {
  const seen = new Map<string, number>();
  return {
    OperationDefinition(node) {
      if (node.operation !== 'mutation') return;
      for (const sel of node.selectionSet.selections) {
        if (sel.kind !== Kind.FIELD || !ONCE_PER_REQUEST.has(sel.name.value)) continue;
        const n = (seen.get(sel.name.value) ?? 0) + 1;
        seen.set(sel.name.value, n);
        if (n === 2) {
          context.reportError(
            new GraphQLError(`"${sel.name.value}" may be used only once per request.`, { nodes: [sel], extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
          );
        }
      }
    },
  };
}

export const LIMITS = { depth: 8, aliases: 15, cost: 5000, tokens: 1000, directives: 50 } as const;

/** graphql-armor: depth, aliases, cost, tokens and directives limits, applied before execution. */
export function armorProtection() {
  const armor = new ApolloArmor({
    maxDepth: { n: LIMITS.depth, flattenFragments: true },
    maxAliases: { n: LIMITS.aliases },
    costLimit: { maxCost: LIMITS.cost },
    // Tokens are limited by graphql-js's own parser (Apollo `parseOptions`), which answers 400 rather than
    // armor's plugin error (500).
    maxTokens: { enabled: false },
    maxDirectives: { n: LIMITS.directives },
    blockFieldSuggestion: { enabled: false },
  });
  return armor.protect();
}
