import { Entity, Index } from '@mikro-orm/decorators/legacy';
import { LinkToken } from './link-token.entity.js';

/**
 * One unlock link of an account locked after the day's bar of failed sign-ins (account-lock.service.ts, link-token.ts):
 * only the SHA-256 of the token is stored; it is valid for 24 hours and once, and a new one expires the older ones.
 */
@Entity({ tableName: 'account_unlock_tokens' })
@Index({ properties: ['user', 'createdAt'] })
export class AccountUnlockToken extends LinkToken {}
