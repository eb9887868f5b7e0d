import { Migration } from '@mikro-orm/migrations';

/** The queues whose changes are announced: (queue, table, the pending column, its pending value; '' for null, the columns whose change while pending is a `changed`). */
const QUEUES = [
  ['reports', 'reports', 'approved', '', ['title', 'content', 'rating', 'report_type']],
  ['images', 'profiles', 'image_approval_status', 'pending', ['image_key']],
  ['verifications', 'id_verifications', 'status', 'pending', ['document_key']],
  ['flags', 'flag_cases', 'status', 'pending', ['flag_count', 'hidden_at']],
  ['removalRequests', 'removal_requests', 'status', 'pending', ['content_hidden']],
  ['appeals', 'appeals', 'status', 'pending', ['text']],
] as const;

/**
 * Issue 24, moderators' live queues:
 * - `moderation_claims`: an admin reviewing an item (moderation-claim.entity.ts), one row per item;
 * - triggers that announce each queue's change on the `moderation_queue` channel (LISTEN/NOTIFY) inside the
 *   transaction that makes it, whichever code path makes it (a member's submission, a command, a claim): the payload
 *   holds the queue's name, the item's id and the kind of change, never text or anything about a member. PostgreSQL
 *   delivers it on commit, never after a rollback. The WHEN clauses keep the announcements to the queues' changes (a
 *   profile's rating refresh announces nothing).
 */
export class Migration20261127181548 extends Migration {
  override name = 'Migration20261127181548';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "moderation_claims" ("queue" varchar(20) not null, "item_id" varchar(40) not null, "admin_id" uuid not null, "claimed_at" timestamptz not null default now(), "expires_at" timestamptz not null, primary key ("queue", "item_id"));`,
    );
    this.addSql(`create index "moderation_claims_admin_id_idx" on "moderation_claims" ("admin_id");`);
    this.addSql(
      `alter table "moderation_claims" add constraint "moderation_claims_admin_id_foreign" foreign key ("admin_id") references "users" ("id") on delete cascade;`,
    );
    // tg_argv: the queue, the pending column, its pending value ('' for null).
    this.addSql(`create or replace function moderation_queue_announce() returns trigger language plpgsql as $$
declare
  was boolean := false;
  is_now boolean := false;
  row_json jsonb;
  change text;
begin
  if tg_op <> 'INSERT' then
    row_json := to_jsonb(old);
    was := case when tg_argv[2] = '' then row_json ->> tg_argv[1] is null else row_json ->> tg_argv[1] = tg_argv[2] end;
  end if;
  if tg_op <> 'DELETE' then
    row_json := to_jsonb(new);
    is_now := case when tg_argv[2] = '' then row_json ->> tg_argv[1] is null else row_json ->> tg_argv[1] = tg_argv[2] end;
  end if;
  change := case when is_now and not was then 'added' when was and not is_now then 'removed' when is_now then 'changed' end;
  if change is not null then
    perform pg_notify('moderation_queue', json_build_object('queue', tg_argv[0], 'itemId', row_json ->> 'id', 'change', change)::text);
  end if;
  return null;
end $$;`);
    for (const [queue, table, column, pending, watched] of QUEUES) {
      const args = `'${queue}', '${column}', '${pending}'`;
      const isPending = pending ? `new."${column}" = '${pending}'` : `new."${column}" is null`;
      const edited = watched.map((c) => `old."${c}" is distinct from new."${c}"`).join(' or ');
      this.addSql(
        `create trigger "${table}_moderation_queue_added" after insert or delete on "${table}" for each row execute function moderation_queue_announce(${args});`,
      );
      this.addSql(
        `create trigger "${table}_moderation_queue_changed" after update on "${table}" for each row when (old."${column}" is distinct from new."${column}" or (${isPending} and (${edited}))) execute function moderation_queue_announce(${args});`,
      );
    }
    // A claim taken, renewed or moved is `claimed`; a claim let go (closed, decided) is `released`.
    this.addSql(`create or replace function moderation_claim_announce() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('moderation_queue', json_build_object('queue', old.queue, 'itemId', old.item_id, 'change', 'released')::text);
  else
    perform pg_notify('moderation_queue', json_build_object('queue', new.queue, 'itemId', new.item_id, 'change', 'claimed')::text);
  end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger "moderation_claims_announce" after insert or update or delete on "moderation_claims" for each row execute function moderation_claim_announce();`,
    );
  }

  override down(): void | Promise<void> {
    for (const [, table] of QUEUES) {
      this.addSql(`drop trigger if exists "${table}_moderation_queue_added" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_moderation_queue_changed" on "${table}";`);
    }
    this.addSql(`drop function if exists moderation_queue_announce();`);
    this.addSql(`drop table if exists "moderation_claims" cascade;`);
    this.addSql(`drop function if exists moderation_claim_announce();`);
  }
}
