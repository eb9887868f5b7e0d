import { Migration } from '@mikro-orm/migrations';

/**
 * Identical copies of removed images (issue 10 item 8): the 64-bit difference hash of every stored profile photo
 * (`profiles.image_hash`, kept after its files are deleted), the blocklist of hashes of photos removed for a minor or
 * an intimate image or on an upheld removal request, and the refused uploads that came near one (for review).
 */
export class Migration20261125161000 extends Migration {
  override name = 'Migration20261125161000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profiles" add column "image_hash" bigint null;`);

    this.addSql(
      `create table "image_hash_blocks" ("id" serial primary key, "hash" bigint not null, "reason_code" varchar(40) not null, "profile_id" int null, "removal_request_id" uuid null, "created_by_id" uuid null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "image_hash_blocks" add constraint "image_hash_blocks_hash_unique" unique ("hash");`);
    this.addSql(
      `alter table "image_hash_blocks" add constraint "image_hash_blocks_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "blocked_image_uploads" ("id" serial primary key, "user_id" uuid null, "block_id" int not null, "hash" bigint not null, "distance" smallint not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "blocked_image_uploads_created_at_idx" on "blocked_image_uploads" ("created_at", "id");`);
    this.addSql(
      `alter table "blocked_image_uploads" add constraint "blocked_image_uploads_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "blocked_image_uploads" add constraint "blocked_image_uploads_block_id_foreign" foreign key ("block_id") references "image_hash_blocks" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blocked_image_uploads" cascade;`);
    this.addSql(`drop table if exists "image_hash_blocks" cascade;`);
    this.addSql(`alter table "profiles" drop column "image_hash";`);
  }
}
