import { Entity, Index } from '@mikro-orm/decorators/legacy';
import { LinkToken } from './link-token.entity.js';

/**
 * One e-mail confirmation link of a new account (link-token.ts): only the SHA-256 of the token is stored; it is valid
 * for 48 hours and once, and a new one expires the member's older unused ones.
 */
@Entity({ tableName: 'email_confirmation_tokens' })
@Index({ properties: ['user', 'createdAt'] })
export class EmailConfirmationToken extends LinkToken {}
