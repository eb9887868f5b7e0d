import type pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { LoginLimiter } from '../auth/login-limiter.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { AccountLockService } from '../modules/auth/account-lock.service.js';
import type { Env } from './env.js';
import type { Db } from '../core/db.js';
import type { ReadRouter } from '../core/read-pool.js';
import type { Request } from 'express';
import { createFileStore, newFileKey } from '../modules/upload/file-store.js';
import { CenterHashBackfill } from '../modules/photo-check/photo-check.backfill.js';
import { makeVariants, processImage } from '../modules/upload/image-pipeline.js';
import { ProfileService } from '../modules/profile/profile.service.js';
import { configureFlagRule } from '../modules/profile/aggregates.js';
import { ImageHashService } from '../modules/image-hash/image-hash.service.js';
import { PhotoCheckService } from '../modules/photo-check/photo-check.service.js';
import { PhotoCheckLimiter } from '../modules/photo-check/photo-check-limiter.js';
import { WatchService } from '../modules/watch/watch.service.js';
import { ReportService } from '../modules/report/report.service.js';
import { PostingLimiter } from '../modules/report/posting-limiter.js';
import { RecommendationService } from '../modules/interaction/recommendation.service.js';
import { NotificationService } from '../modules/notification/notification.service.js';
import { PushService } from '../modules/push/push.service.js';
import { NotificationHub } from '../modules/notification/notification-hub.js';
import { PreferencesService } from '../modules/preferences/preferences.service.js';
import { AuditService } from '../modules/audit/audit.service.js';
import { ModerationService } from '../modules/moderation/moderation.service.js';
import { ModerationClaims } from '../modules/moderation/claims/moderation-claims.service.js';
import { CommandRunner } from '../core/run-command.js';
import { authorize, type Capability } from '../policies/can.js';
import { refreshProfileAggregates } from '../modules/profile/aggregates.js';
import { legalNoticeText, type DecisionStatement as StatementOfReasons } from '../modules/decision/decision.service.js';
import type { AuditEntryInput } from '../modules/audit/audit.service.js';
import type { NotificationInput, NotificationTopic } from '../modules/notification/notification.service.js';
import type { User } from '../modules/user/user.entity.js';
import { AdminStatsService } from '../modules/moderation/admin-stats.service.js';
import { assertIpAllowed } from '../modules/moderation/ip.js';
import { AppCrypto } from '../shared/crypto.js';
import { createEmailSender, createSmsSender } from '../shared/outbox.js';
import { PhoneSendLimiter } from '../modules/phone/phone-limiter.js';
import { PhoneService } from '../modules/phone/phone.service.js';
import { VerificationService } from '../modules/verification/verification.service.js';
import { RemovalService } from '../modules/removal/removal.service.js';
import { RemovalEmailLimiter, RemovalLimiter, RemovalTargetLimiter } from '../modules/removal/removal-limiter.js';
import { UserService } from '../modules/user/user.service.js';
import { DataExportLimiter } from '../modules/user/data-export-limiter.js';
import { PasswordResetLimiter } from '../modules/auth/password-reset-limiter.js';
import { PasswordResetService } from '../modules/auth/password-reset.service.js';
import { SignupService } from '../modules/auth/signup.service.js';
import { ConfirmLinkLimiter, SignupLimiter } from '../modules/auth/signup-limiter.js';
import { TwoFactorService } from '../modules/two-factor/two-factor.service.js';
import { SessionService } from '../modules/session/session.service.js';
import { IdempotencyService } from '../modules/idempotency/idempotency.service.js';
import { ApiTokenService } from '../modules/api-token/api-token.service.js';
import { TokenRateLimiter } from '../modules/api-token/token-limiter.js';
import { FlagService } from '../modules/flag/flag.service.js';
import { FlagLimiter } from '../modules/flag/flag-limiter.js';
import { DecisionService } from '../modules/decision/decision.service.js';
import { AppealService } from '../modules/appeal/appeal.service.js';
import { PileOnService } from '../modules/pile-on/pile-on.service.js';
import { TransparencyService } from '../modules/transparency/transparency.service.js';
import { SanctionService } from '../modules/user/sanction.service.js';
import { SuspensionEndNotices } from '../modules/user/suspension-end.js';

/** Long-lived services, built once per app and handed to resolvers and REST handlers through the context. */
export function createServices(deps: {
  env: Env;
  pool: pg.Pool;
  db: Db;
  /** Where a public read runs: a streaming replica or the primary (core/read-pool.ts). */
  reads: ReadRouter<Request>;
  logger: Logger;
  databaseUrl: string;
  fork: () => EntityManager;
}) {
  const loginLimiter = new LoginLimiter(deps.pool, {
    maxFailures: deps.env.LOGIN_MAX_FAILURES,
    windowSeconds: deps.env.LOGIN_WINDOW_SECONDS,
    accountDailyFailures: deps.env.LOGIN_ACCOUNT_DAILY_FAILURES,
  });
  const files = createFileStore(deps.env);
  const posting = new PostingLimiter(deps.pool, deps.env.POSTS_PER_HOUR);
  const audit = new AuditService(deps.db);
  const crypto = new AppCrypto(deps.env.APP_ENCRYPTION_KEY);
  const sms = createSmsSender(deps.env, deps.logger);
  const email = createEmailSender(deps.env, deps.logger);
  const preferences = new PreferencesService(deps.db);
  const accountLocks = new AccountLockService({
    pool: deps.pool,
    email,
    limiter: loginLimiter,
    publicUrl: deps.env.PUBLIC_URL,
    logger: deps.logger,
    languageOf: (userId) => preferences.languageOf(userId),
  });
  // Live connections (GraphQL subscriptions) hear of new notifications through PostgreSQL, whichever instance made them.
  const notificationHub = new NotificationHub(deps.databaseUrl, deps.logger);
  const push = new PushService({
    db: deps.db,
    vapid: { publicKey: deps.env.VAPID_PUBLIC_KEY, privateKey: deps.env.VAPID_PRIVATE_KEY, subject: deps.env.VAPID_SUBJECT },
    endpointHosts: deps.env.PUSH_ENDPOINT_HOSTS,
    readerOf: (userId) => preferences.memberReader(userId),
    logger: deps.logger,
  });
  const notifications = new NotificationService(deps.db, email, deps.logger, notificationHub, push);
  const decisions = new DecisionService({ db: deps.db, notifications, publicUrl: deps.env.PUBLIC_URL });
  // Moderators' claims on queue items: every decision the runner makes is checked against them (issue 24).
  const moderationClaims = new ModerationClaims(deps.db, notificationHub);
  const commands = new CommandRunner({
    authorize,
    refreshProfile: refreshProfileAggregates,
    audit,
    decisions,
    notify: async (em, notice) => {
      if (notice.direct) await notifications.notify(em, notice.userId, notice.notification, notice.topic);
      else if (notice.legal)
        await notifications.notifyDecision(em, notice.userId, notice.notification, legalNoticeText(notice.notification.message), notice.topic);
      else await notifications.notifyByPreference(em, notice.userId, notice.topic, notice.notification);
    },
    files,
    claims: moderationClaims,
    published: (profileId) => watches.published(profileId),
  });
  const watches: WatchService = new WatchService({ db: deps.db, audit, notifications, commands, fork: deps.fork, logger: deps.logger });
  const imageHashes = new ImageHashService(deps.db, audit);
  configureFlagRule(deps.env.FLAG_MIN_REPORTERS);
  const moderation = new ModerationService(deps.db, commands);
  const pileOn = new PileOnService({ db: deps.db, audit, commands, rules: deps.env });
  const phoneLimiter = new PhoneSendLimiter(deps.pool, {
    perNumberPerHour: deps.env.PHONE_SENDS_PER_NUMBER_PER_HOUR,
    perUserPerDay: deps.env.PHONE_SENDS_PER_USER_PER_DAY,
  });
  return {
    env: deps.env,
    pool: deps.pool,
    db: deps.db,
    reads: deps.reads,
    logger: deps.logger,
    files,
    crypto,
    sms,
    email,
    auth: new AuthService(loginLimiter, assertIpAllowed, accountLocks),
    accountLocks,
    signup: new SignupService({
      email,
      languageOf: (userId) => preferences.languageOf(userId),
      limiter: new SignupLimiter(deps.pool, deps.env.SIGNUPS_PER_IP_PER_HOUR),
      confirmLinks: new ConfirmLinkLimiter(deps.pool),
      ipGate: assertIpAllowed,
      publicUrl: deps.env.PUBLIC_URL,
      logger: deps.logger,
    }),
    twoFactor: new TwoFactorService({ crypto, limiter: loginLimiter, locks: accountLocks }),
    sessions: new SessionService(deps.pool),
    apiTokens: new ApiTokenService(deps.db),
    push,
    tokenLimiter: new TokenRateLimiter(deps.pool, deps.env.TOKEN_REQUESTS_PER_MINUTE, deps.env.TOKEN_MEMBER_REQUESTS_PER_MINUTE),
    users: new UserService({
      db: deps.db,
      audit,
      files,
      email,
      loginLimiter,
      exportLimiter: new DataExportLimiter(deps.pool, deps.env.DATA_EXPORTS_PER_HOUR),
      logger: deps.logger,
      languageOf: (userId) => preferences.languageOf(userId),
    }),
    passwordReset: new PasswordResetService({
      email,
      languageOf: (userId) => preferences.languageOf(userId),
      crypto,
      limiter: new PasswordResetLimiter(deps.pool, {
        perAddressPerHour: deps.env.PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
        perIpPerHour: deps.env.PASSWORD_RESETS_PER_IP_PER_HOUR,
      }),
      loginLimiter,
      publicUrl: deps.env.PUBLIC_URL,
      logger: deps.logger,
    }),
    phone: new PhoneService({ crypto, sms, limiter: phoneLimiter, logger: deps.logger, languageOf: (userId) => preferences.languageOf(userId) }),
    profiles: new ProfileService(
      deps.db,
      {
        process: processImage,
        variants: makeVariants,
        put: (key, data, contentType) => files.put(key, data, contentType),
        get: (key) => files.get(key),
        delete: (key) => files.delete(key),
        newKey: newFileKey,
        screen: (em, actor, hash) => imageHashes.screen(em, actor, hash),
      },
      posting,
    ),
    reports: new ReportService(deps.db, posting, pileOn),
    pileOn,
    idempotency: new IdempotencyService(deps.db),
    recommendations: new RecommendationService(deps.db),
    notifications,
    notificationHub,
    imageHashes,
    photoCheck: new PhotoCheckService(deps.db, new PhotoCheckLimiter(deps.pool)),
    centerHashBackfill: new CenterHashBackfill(deps.db, files),
    watches,
    preferences,
    audit,
    commands,
    moderation,
    moderationClaims,
    sanctions: new SanctionService(commands, moderation, decisions),
    suspensionEnds: new SuspensionEndNotices({ audit, notifications }),
    adminStats: new AdminStatsService(deps.db, deps.env.AUTO_HIDES_PER_HOUR),
    verification: new VerificationService({
      db: deps.db,
      commands,
      crypto,
      files,
      audit,
      notifications,
      email,
      languageOf: (userId) => preferences.languageOf(userId),
      linkSecret: crypto.hmac('id-document-links', deps.env.SESSION_SECRET),
    }),
    removal: new RemovalService({
      db: deps.db,
      commands,
      email,
      limiter: new RemovalLimiter(deps.pool, deps.env.REMOVAL_REQUESTS_PER_HOUR),
      emailLimiter: new RemovalEmailLimiter(deps.pool, deps.env.REMOVAL_REQUESTS_PER_EMAIL_PER_DAY),
      targetLimiter: new RemovalTargetLimiter(deps.pool, deps.env.REMOVAL_REQUESTS_PER_TARGET_PER_DAY),
      logger: deps.logger,
      audit,
      decisions,
      publicUrl: deps.env.PUBLIC_URL,
      env: deps.env,
    }),
    decisions,
    transparency: new TransparencyService(deps.db),
    appeals: new AppealService({ db: deps.db, commands, audit, decisions, email, logger: deps.logger }),
    flags: new FlagService({
      db: deps.db,
      commands,
      audit,
      decisions,
      limiter: new FlagLimiter(deps.pool, deps.env.FLAGS_PER_HOUR),
      env: deps.env,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module '../core/command.js' {
  /** The module types commands speak in (core/command.ts names the words; the composition root says what they are). */
  interface CommandVocabulary {
    actor: User;
    capability: Capability;
    auditEntry: AuditEntryInput;
    notification: NotificationInput;
    topic: NotificationTopic;
    statement: StatementOfReasons;
  }
}

declare module '../core/context.js' {
  /** What a request's `services` are (core/context.ts names the interface; the composition root fills it in). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppServices extends Services {}
}
