import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ApiTokenScope } from './api-token.entity.js';

registerEnumType(ApiTokenScope, {
  name: 'ApiTokenScope',
  description: 'What an API token may do. Requests with a token are refused anything its scopes do not cover.',
  valuesConfig: {
    READ: { description: 'Public reads and her own data (`me`, her reports, notifications, settings).' },
    WRITE: { description: 'Posting as her (reports, people, settings), with the same rules and limits as the web app.' },
    MODERATE: { description: "Admin tools. Admins only, created within 5 minutes of the admin's second factor; stops working if she is no longer an admin." },
  },
});

/** One of her tokens as listed in Settings > API: never the secret or its hash. */
export interface ApiTokenView {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  prefix: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

@ObjectType('ApiToken', { description: 'A personal access token of hers (Settings > API). The secret itself is shown only once, at creation.' })
export class ApiTokenType implements ApiTokenView {
  @Field(() => ID, { description: 'The token id (what request logs name; not the secret).' })
  id!: string;

  @Field({ description: 'The name she gave it, to tell her tokens apart.' })
  name!: string;

  @Field(() => [ApiTokenScope], { description: 'What it may do.' })
  scopes!: ApiTokenScope[];

  @Field({ description: 'The first 12 characters of the secret (for example "tea_pat_AbC1"), to recognise it.' })
  prefix!: string;

  @Field({ description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it stops working; null = never.' })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was last used, to within a minute; null = never used.' })
  lastUsedAt!: Date | null;
}

@ObjectType('CreatedApiToken', { description: 'A token just created, with its secret: the only time the secret is shown.' })
export class CreatedApiTokenType {
  @Field(() => ApiTokenType, { description: 'The new token as it will be listed.' })
  token!: ApiTokenType;

  @Field({ description: 'The secret (`tea_pat_...`), sent as `Authorization: Bearer <secret>`. Shown once: it cannot be read again.' })
  secret!: string;
}

/** A row of api_tokens (snake_case, from SQL) as the API shows it. */
export function presentApiToken(row: {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
}): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiTokenScope[],
    prefix: row.prefix,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
  };
}
