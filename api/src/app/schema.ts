import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from '../auth/access.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';

/** Every resolver class of the API. The schema-walk test checks each root field declares its access. */
export const resolvers = [AuthResolver] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...resolvers],
    authChecker,
    authMode: 'error',
    validate: false,
  });
}
