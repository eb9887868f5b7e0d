import { User } from '../modules/user/user.entity.js';
import { BannedIdentity } from '../modules/user/banned-identity.entity.js';
import { Profile } from '../modules/profile/profile.entity.js';
import { Report } from '../modules/report/report.entity.js';
import { PhoneVerification } from '../modules/phone/phone-verification.entity.js';
import { Interaction } from '../modules/interaction/interaction.entity.js';
import { Notification } from '../modules/notification/notification.entity.js';
import { AuditLog } from '../modules/audit/audit-log.entity.js';
import { IdVerification } from '../modules/verification/id-verification.entity.js';
import { IpBan } from '../modules/moderation/ip-ban.entity.js';
import { RemovalBlock, RemovalRequest } from '../modules/removal/removal-request.entity.js';
import { UserPreferences } from '../modules/preferences/preferences.entity.js';
import { LinkToken } from '../modules/auth/link-token.entity.js';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity.js';
import { EmailConfirmationToken } from '../modules/auth/email-confirmation-token.entity.js';
import { AccountUnlockToken } from '../modules/auth/account-unlock-token.entity.js';
import { TwoFactor } from '../modules/two-factor/two-factor.entity.js';
import { IdempotencyKey } from '../modules/idempotency/idempotency-key.entity.js';
import { ApiToken } from '../modules/api-token/api-token.entity.js';
import { Flag, FlagCase } from '../modules/flag/flag.entity.js';
import { BlockedImageUpload, ImageHashBlock } from '../modules/image-hash/image-hash.entity.js';
import { Decision } from '../modules/decision/decision.entity.js';
import { Appeal } from '../modules/appeal/appeal.entity.js';
import { ReportPause } from '../modules/pile-on/report-pause.entity.js';
import { TransparencyCache } from '../modules/transparency/transparency-cache.entity.js';
import { PushSubscription } from '../modules/push/push-subscription.entity.js';
import { ModerationClaim } from '../modules/moderation/claims/moderation-claim.entity.js';
import { Watch, WatchMatch } from '../modules/watch/watch.entity.js';

/** Every MikroORM entity of the app, in one list (ORM config and migration generator use it). */
export const entities = [
  User,
  Profile,
  Report,
  PhoneVerification,
  Interaction,
  Notification,
  PushSubscription,
  AuditLog,
  IdVerification,
  IpBan,
  ModerationClaim,
  Watch,
  WatchMatch,
  RemovalRequest,
  RemovalBlock,
  LinkToken,
  PasswordResetToken,
  EmailConfirmationToken,
  AccountUnlockToken,
  BannedIdentity,
  UserPreferences,
  TwoFactor,
  IdempotencyKey,
  ApiToken,
  FlagCase,
  Flag,
  ImageHashBlock,
  BlockedImageUpload,
  Decision,
  Appeal,
  ReportPause,
  TransparencyCache,
];
