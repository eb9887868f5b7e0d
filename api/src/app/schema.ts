import 'reflect-metadata';
import { buildSchema, type PubSub } from 'type-graphql';
import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { authChecker, guardedPropertyResolver } from '../auth/access.js';
import type { Capability } from '../policies/can.js';
import { DateTimeISO } from './date-time-scalar.js';
import type { AppContext } from '../core/context.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { AccountLockResolver } from '../modules/auth/account-lock.resolver.js';
import { ProfileResolver } from '../modules/profile/profile.resolver.js';
import { ReportResolver } from '../modules/report/report.resolver.js';
import { NotificationResolver } from '../modules/notification/notification.resolver.js';
import { AdminReportFieldResolver, ModerationResolver } from '../modules/moderation/moderation.resolver.js';
import { VerificationResolver } from '../modules/verification/verification.resolver.js';
import { PhoneResolver } from '../modules/phone/phone.resolver.js';
import { RemovalResolver } from '../modules/removal/removal.resolver.js';
import { UserResolver } from '../modules/user/user.resolver.js';
import { SanctionResolver } from '../modules/user/sanction.resolver.js';
import { PreferencesResolver } from '../modules/preferences/preferences.resolver.js';
import { TwoFactorResolver } from '../modules/two-factor/two-factor.resolver.js';
import { SessionResolver } from '../modules/session/session.resolver.js';
import { ApiTokenResolver } from '../modules/api-token/api-token.resolver.js';
import { FlagResolver } from '../modules/flag/flag.resolver.js';
import { ImageHashResolver } from '../modules/image-hash/image-hash.resolver.js';
import { PhotoCheckResolver } from '../modules/photo-check/photo-check.resolver.js';
import { WatchResolver } from '../modules/watch/watch.resolver.js';
import {
  AppealSummaryTextFieldResolver,
  DecisionResolver,
  DecisionTextFieldResolver,
  resolveAppealNotRestored,
  resolveDecisionReasonText,
  resolveDecisionRuleTitle,
  resolveDecisionSubjectLabel,
  resolveDecisionText,
} from '../modules/decision/decision.resolver.js';
import { AppealResolver } from '../modules/appeal/appeal.resolver.js';
import { PileOnResolver, ProfilePauseFieldResolver, resolveReportsPaused } from '../modules/pile-on/pile-on.resolver.js';
import { TransparencyResolver } from '../modules/transparency/transparency.resolver.js';
import { ModerationClaimResolver } from '../modules/moderation/claims/moderation-claims.resolver.js';
import {
  ProfileViewerCanResolver,
  ReportViewerCanResolver,
  resolveProfileViewerCan,
  resolveReportViewerCan,
} from '../modules/viewer-can/viewer-can.resolver.js';

/** Every resolver class of the API. The schema-walk test checks each root field declares its access. */
export const resolvers = [
  AuthResolver,
  AccountLockResolver,
  ProfileResolver,
  ReportResolver,
  NotificationResolver,
  ModerationResolver,
  AdminReportFieldResolver,
  VerificationResolver,
  PhoneResolver,
  RemovalResolver,
  UserResolver,
  SanctionResolver,
  PreferencesResolver,
  TwoFactorResolver,
  SessionResolver,
  ApiTokenResolver,
  FlagResolver,
  ImageHashResolver,
  PhotoCheckResolver,
  WatchResolver,
  DecisionResolver,
  DecisionTextFieldResolver,
  AppealSummaryTextFieldResolver,
  AppealResolver,
  PileOnResolver,
  ProfilePauseFieldResolver,
  ProfileViewerCanResolver,
  ReportViewerCanResolver,
  TransparencyResolver,
  ModerationClaimResolver,
] as const;

/**
 * Descriptions of the root types, which type-graphql cannot declare: the published schema documents every type
 * (api/test/schema-descriptions.test.ts).
 */
const ROOT_DESCRIPTIONS = {
  Query:
    'Every read of the API. Some fields work for visitors; the others answer UNAUTHENTICATED without a signed-in member, and admin fields FORBIDDEN without the admin right (`extensions.reason` SECOND_FACTOR_REQUIRED when only two-step sign-in is missing).',
  Subscription:
    'Live updates over WebSocket on /graphql (graphql-ws protocol, subprotocol `graphql-transport-ws`), for a signed-in member (`moderationQueueChanged`: moderators only): her session cookie, or an API token in the `connection_init` payload (`{ "authorization": "Bearer tea_pat_..." }`). Queries and mutations go over HTTP.',
  Mutation:
    'Every change the API makes. Errors carry `extensions.code` (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, TOO_MANY_REQUESTS, ...) and a message meant for people; bad input changes nothing.',
} as const;

/**
 * Field resolvers that run for every item of a list (a report page's 20 `viewerCan`s, ...), by type and field:
 * answered by graphql's own resolve function instead of type-graphql's wrapper, which copies each item into an instance
 * of its class and works out the method's parameters on every call (~1.5 us an item: 30 us of a 20-report page of
 * ~500, bench/profile.ts). The fields stay declared by their @FieldResolver (type, description, schema); the function
 * is the one the resolver method calls. api/test/schema-walk.test.ts checks that each is installed.
 */
const direct = (resolve: (root: any, args: unknown, ctx: AppContext) => unknown) => resolve as GraphQLFieldResolver<unknown, unknown>;
export const DIRECT_FIELD_RESOLVERS: Record<string, Record<string, GraphQLFieldResolver<unknown, unknown>>> = {
  Profile: { viewerCan: direct(resolveProfileViewerCan), reportsPaused: direct(resolveReportsPaused) },
  AdminProfile: { viewerCan: direct(resolveProfileViewerCan), reportsPaused: direct(resolveReportsPaused) },
  Report: { viewerCan: direct(resolveReportViewerCan) },
  AdminReport: { viewerCan: direct(resolveReportViewerCan) },
  MyReport: { viewerCan: direct(resolveReportViewerCan) },
  Decision: {
    reasonText: direct(resolveDecisionReasonText),
    ruleTitle: direct(resolveDecisionRuleTitle),
    subjectLabel: direct(resolveDecisionSubjectLabel),
    text: direct(resolveDecisionText),
  },
  AppealSummary: { notRestored: direct(resolveAppealNotRestored) },
};

const noTopicPubSub: PubSub = {
  publish() {
    throw new Error('subscriptions declare their own subscribe (topic-based pub/sub is not used)');
  },
  subscribe() {
    throw new Error('subscriptions declare their own subscribe (topic-based pub/sub is not used)');
  },
};

export async function buildAppSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: [...resolvers],
    authChecker,
    authMode: 'error',
    scalarsMap: [{ type: Date, scalar: DateTimeISO }],
    validate: false,
    // Every subscription declares its own `subscribe` (the notification hub, over PostgreSQL LISTEN/NOTIFY); type-graphql
    // wants a pub/sub once a schema has subscriptions, and this one refuses topic-based subscriptions.
    pubSub: noTopicPubSub,
  });
  for (const [typeName, fields] of Object.entries(DIRECT_FIELD_RESOLVERS)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`DIRECT_FIELD_RESOLVERS: no object type ${typeName}`);
    for (const [name, resolve] of Object.entries(fields)) {
      const field = type.getFields()[name];
      if (!field) throw new Error(`DIRECT_FIELD_RESOLVERS: no field ${typeName}.${name}`);
      field.resolve = resolve;
    }
  }
  // Properties guarded by FieldAccess (ModeratorOnlyField, ...): the same check, made synchronously (auth/access.ts).
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.extensions?.guardedProperty === true) field.resolve = guardedPropertyResolver(field.name, field.extensions.access as Capability);
    }
  }
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (type && type.name in ROOT_DESCRIPTIONS) type.description = ROOT_DESCRIPTIONS[type.name as keyof typeof ROOT_DESCRIPTIONS];
  }
  return schema;
}
