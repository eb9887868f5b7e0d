import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { LIMITS } from '@tea/limits';
import { ApiTokenScope } from './api-token.entity.js';
import { API_TOKEN_TEXTS } from './api-token.messages.js';
import { textOf } from '../../core/i18n.js';

export const API_TOKEN_LIMITS = { nameMax: LIMITS.apiTokenNameMax, maxActive: 20, expiresInDaysMax: 365 } as const;

export const API_TOKEN_MESSAGES = {
  name: textOf(API_TOKEN_TEXTS.name, { max: API_TOKEN_LIMITS.nameMax }),
  scopes: API_TOKEN_TEXTS.scopes.defaultMessage,
  expiresInDays: textOf(API_TOKEN_TEXTS.expiresInDays, { max: API_TOKEN_LIMITS.expiresInDaysMax }),
  tooMany: textOf(API_TOKEN_TEXTS.tooMany, { max: API_TOKEN_LIMITS.maxActive }),
  moderateAdminsOnly: API_TOKEN_TEXTS.moderateAdminsOnly.defaultMessage,
} as const;

@InputType('CreateApiTokenInput', { description: 'A new personal access token.' })
export class CreateApiTokenInput {
  @Field({ description: `A name to recognise it by: 1 to ${API_TOKEN_LIMITS.nameMax} characters (trimmed).` })
  name!: string;

  @Field(() => [ApiTokenScope], { description: 'One to three different scopes. MODERATE: admins only, within 5 minutes of the second factor.' })
  scopes!: ApiTokenScope[];

  @Field(() => Int, { nullable: true, description: `Days until it stops working, 1 to ${API_TOKEN_LIMITS.expiresInDaysMax}; null = no expiry.` })
  expiresInDays?: number | null;
}

const SCOPE_VALUES = Object.values(ApiTokenScope) as [ApiTokenScope, ...ApiTokenScope[]];

/**
 * Shared by GraphQL (`createApiToken(input)`, enum values already mapped to `read`/`write`/`moderate`) and REST
 * (`POST /api/user/tokens`, lower-case strings); unknown keys are dropped.
 */
export const createApiTokenSchema = z.object({
  name: z.string({ error: API_TOKEN_MESSAGES.name }).trim().min(1, API_TOKEN_MESSAGES.name).max(API_TOKEN_LIMITS.nameMax, API_TOKEN_MESSAGES.name),
  scopes: z
    .array(z.enum(SCOPE_VALUES, { error: API_TOKEN_MESSAGES.scopes }), { error: API_TOKEN_MESSAGES.scopes })
    .min(1, API_TOKEN_MESSAGES.scopes)
    .max(3, API_TOKEN_MESSAGES.scopes)
    .refine((s) => new Set(s).size === s.length, API_TOKEN_MESSAGES.scopes),
  expiresInDays: z
    .number({ error: API_TOKEN_MESSAGES.expiresInDays })
    .int(API_TOKEN_MESSAGES.expiresInDays)
    .min(1, API_TOKEN_MESSAGES.expiresInDays)
    .max(API_TOKEN_LIMITS.expiresInDaysMax, API_TOKEN_MESSAGES.expiresInDays)
    .nullish(),
});
export type CreateApiToken = z.output<typeof createApiTokenSchema>;
