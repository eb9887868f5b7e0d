import { Entity, Index } from '@mikro-orm/decorators/legacy';
import { LinkToken } from './link-token.entity.js';

/**
 * One password reset link. Only the SHA-256 of the token is stored (the token itself is in the e-mail alone);
 * it is valid for 60 minutes and once. Issuing a new one expires the member's older unused ones.
 */
@Entity({ tableName: 'password_reset_tokens' })
@Index({ properties: ['user', 'createdAt'] })
export class PasswordResetToken extends LinkToken {}
