import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from '../auth/access.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { ProfileResolver } from '../modules/profile/profile.resolver.js';
import { NotificationResolver } from '../modules/notification/notification.resolver.js';
import { AdminReportFieldResolver, ModerationResolver } from '../modules/moderation/moderation.resolver.js';
import { VerificationResolver } from '../modules/verification/verification.resolver.js';
import { PhoneResolver } from '../modules/phone/phone.resolver.js';
import { RemovalResolver } from '../modules/removal/removal.resolver.js';
import { UserResolver } from '../modules/user/user.resolver.js';
import { PreferencesResolver } from '../modules/preferences/preferences.resolver.js';
import { TwoFactorResolver } from '../modules/two-factor/two-factor.resolver.js';
import { SessionResolver } from '../modules/session/session.resolver.js';

/** Every resolver class of the API. The schema-walk test checks each root field declares its access. */
export const resolvers = [
  AuthResolver,
  ProfileResolver,
  NotificationResolver,
  ModerationResolver,
  AdminReportFieldResolver,
  VerificationResolver,
  PhoneResolver,
  RemovalResolver,
  UserResolver,
  PreferencesResolver,
  TwoFactorResolver,
  SessionResolver,
] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...resolvers],
    authChecker,
    authMode: 'error',
    validate: false,
  });
}
