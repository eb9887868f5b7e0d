import { Migration } from '@mikro-orm/migrations';

/**
 * Banned accounts by ban time, partial on `banned` alone (it replaces `users_banned_at_idx`, partial on
 * `banned and banned_at is not null`, which the dashboard's count of `users where banned` could not use: it read every
 * account). Serves that count and recent activity's latest bans.
 */
export class Migration20261128014109 extends Migration {
  override name = 'Migration20261128014109';

  override up(): void | Promise<void> {
    this.addSql(`create index "users_banned_idx" on "users" ("banned_at") where "banned";`);
    this.addSql(`drop index if exists "users_banned_at_idx";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "users_banned_at_idx" on "users" ("banned_at") where "banned" and "banned_at" is not null;`);
    this.addSql(`drop index if exists "users_banned_idx";`);
  }
}
