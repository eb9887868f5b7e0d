import { Migration } from '@mikro-orm/migrations';

/** Infrastructure that has no entity: extensions, the session store and the rate-limit counters. */
export class Migration20261121000000 extends Migration {
  override name = 'Migration20261121000000';

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists cube;`);
    this.addSql(`create extension if not exists earthdistance;`);
    // connect-pg-simple's table (express-session store).
    this.addSql(
      `create table "session" ("sid" varchar not null primary key, "sess" json not null, "expire" timestamp(6) not null, "user_id" uuid generated always as (("sess"->>'userId')::uuid) stored);`,
    );
    this.addSql(`create index "session_expire_idx" on "session" ("expire");`);
    this.addSql(`create index "session_user_id_idx" on "session" ("user_id");`);
    // rate-limiter-flexible's RateLimiterPostgres table.
    this.addSql(`create table "rate_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);
  }

  override down(): void {
    this.addSql(`drop table if exists "rate_limits";`);
    this.addSql(`drop table if exists "session";`);
  }
}
