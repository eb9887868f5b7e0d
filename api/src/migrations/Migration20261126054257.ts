import { Migration } from '@mikro-orm/migrations';

/**
 * The text of a profile's names that is not its first name: the last name, and the display name unless it is the first
 * and last name (what the add-person flow builds; its text is then the first and last name's). A search term without a
 * space that matches the search text lies inside one field (the fields are joined by spaces), so it is in the first
 * name, in this text, or in the location.
 */
export const OTHER_NAMES_EXPRESSION = `lower(coalesce("last_name", '') || ' ' || case when lower("display_name") = lower("first_name" || coalesce(' ' || "last_name", '')) then '' else "display_name" end)`;

/**
 * Browse sorted by name with a search term, when the matches cluster in name order (issue 7): 'quinn', 'zoe', 'ava' Z-A,
 * 'mia' within 10 miles of New York took 51-106 ms at 1M, because browse_by_name() then sorted every match (53,000
 * Quinns). The matches split in two:
 * - A, whose first name contains the term: the first names that do are looked up in `profile_first_names` (distinct
 *   lower-case first names, trigram index; about 12,000 at 1M), and their rows are read in name order by one ordered
 *   `= any(names)` scan of the name index (PostgreSQL 17+), reading about as many rows as the page needs;
 * - B, the others: the term is in the last name, a display name of its own (`OTHER_NAMES_EXPRESSION`, trigram index
 *   `profiles_other_names_trgm_idx`) or the location (`profile_locations`: distinct locations, trigram index). B is
 *   walked in name order when there are many (a place: 'mia' matches Miami), else sorted (few, or none: 'quinn').
 * The page is the merge of A's and B's first offset + limit rows: 2-3.5 ms for those searches at 1M. The dictionaries are
 * kept by triggers; a name or place no profile holds any more stays until the daily `search-words-prune` job
 * (ProfileService.pruneSearchWords) removes it, and meanwhile a lookup finds no rows for it.
 *
 * `browse_by_name(filter_sql, term_sql, estimate_sql, split, descending, few, cap, lim, off, a1..a8)`, an overload of
 * Migration20261126025417's: `split` is null (the term may hold a space, or is a name prefix: that function answers) or
 * `{first name LIKE, other names LIKE, dictionary name LIKE, dictionary location LIKE}` with the term's parameter; the
 * last also holds the filter's own conditions on the location (a radius: its cities), so that B's estimate counts only
 * places the filter allows ('mia' within 10 miles of New York: Miami is not one).
 */
export class Migration20261126054257 extends Migration {
  override name = 'Migration20261126054257';

  override up(): void | Promise<void> {
    this.addSql(`create table "profile_first_names" ("name" text primary key);`);
    this.addSql(`create table "profile_locations" ("location" text primary key);`);
    this.addSql(`insert into "profile_first_names" select distinct lower("first_name") from "profiles";`);
    this.addSql(`insert into "profile_locations" select distinct "location" from "profiles" where "location" is not null;`);
    this.addSql(`create index "profile_first_names_trgm_idx" on "profile_first_names" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "profile_locations_trgm_idx" on "profile_locations" using gin (lower("location") gin_trgm_ops);`);
    // Inserts: once per statement (a seed of a million rows adds its distinct names in one go). Updates: per row, only when
    // the first name or the location changed.
    this.addSql(`create function profile_search_words_added() returns trigger language plpgsql as $fn$
      begin
        insert into profile_first_names select distinct lower(n.first_name) from new_rows n on conflict do nothing;
        insert into profile_locations select distinct n.location from new_rows n where n.location is not null on conflict do nothing;
        return null;
      end
      $fn$;`);
    this.addSql(`create function profile_search_words_changed() returns trigger language plpgsql as $fn$
      begin
        insert into profile_first_names values (lower(new.first_name)) on conflict do nothing;
        if new.location is not null then
          insert into profile_locations values (new.location) on conflict do nothing;
        end if;
        return null;
      end
      $fn$;`);
    this.addSql(
      `create trigger profiles_search_words_added after insert on "profiles" referencing new table as new_rows for each statement execute function profile_search_words_added();`,
    );
    this.addSql(
      `create trigger profiles_search_words_changed after update of "first_name", "location" on "profiles" for each row
         when (old.first_name is distinct from new.first_name or old.location is distinct from new.location) execute function profile_search_words_changed();`,
    );
    this.addSql(`create index "profiles_other_names_trgm_idx" on "profiles" using gin ((${OTHER_NAMES_EXPRESSION}) gin_trgm_ops);`);
    // The planner's estimate of B reads the expression's statistics, which ANALYZE gathers for an expression index.
    this.addSql(`analyze "profiles";`);

    this.addSql(`create function browse_by_name(filter_sql text, term_sql text, estimate_sql text, split text[], descending boolean, few int,
        cap int, lim int, off int, a1 text, a2 text, a3 text, a4 text, a5 text, a6 text, a7 text, a8 text)
      returns setof profiles language plpgsql volatile -- volatile: it runs EXPLAIN
      -- Planner settings change per step below; these are restored when the function returns.
      set enable_seqscan = off set enable_bitmapscan = on set enable_sort = on as $fn$
      declare
        dir text := case when descending then ' desc' else ' asc' end;
        ord text;
        plan json;
        got int;
        walked int;
        places text[];
        others text;
        b_ids int[];
        b_keys text[];
        b_done boolean := false;
      begin
        ord := 'lower(p.first_name)' || dir || ', p.id' || dir;
        if split is not null then
          -- A (in the page's statement below): rows whose first name contains the term, read name by name. The names come
          -- from a subquery, not a parameter, which the planner would estimate value by value (a thousand). Few matches
          -- or many, A costs what the page needs, so the split needs no estimate of all the matches (one planning less).
          execute 'select array_agg(l.location) from profile_locations l where ' || split[4] into places using a1, a2, a3, a4, a5, a6, a7, a8;
          -- B: the term elsewhere. Many of them: walk the name order (a place is spread over every name); else sort them.
          others := term_sql || ' and not (' || split[1] || ')';
          execute 'explain (format json) select 1 from profiles p where ' || filter_sql || ' and (' || split[2] || ' or p.location = any($9))'
            into plan using a1, a2, a3, a4, a5, a6, a7, a8, places;
          got := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric;
          if got > few then
            perform set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true);
            execute 'select array_agg(w.id order by w.k' || dir || ', w.id' || dir || '), array_agg(w.k order by w.k' || dir || ', w.id' || dir
              || '), count(*)::int from (select v.id, v.k from (select p.id, lower(p.first_name) as k, (' || others || ') as hit from profiles p where '
              || filter_sql || ' order by ' || ord || ' limit $9) v where v.hit order by v.k' || dir || ', v.id' || dir || ' limit $10) w'
              into b_ids, b_keys, got using a1, a2, a3, a4, a5, a6, a7, a8, cap, off + lim;
            walked := null;
            if got < off + lim then
              execute 'select count(*)::int from (select 1 from profiles p where ' || filter_sql || ' order by ' || ord || ' limit $9) c'
                into walked using a1, a2, a3, a4, a5, a6, a7, a8, cap;
            end if;
            b_done := got = off + lim or walked < cap;
          end if;
          if not b_done then
            perform set_config('enable_bitmapscan', 'on', true), set_config('enable_sort', 'on', true);
            -- (The sort's key is fenced off from the name index: its order would be a walk again.)
            execute 'select array_agg(s.id order by s.k' || dir || ', s.id' || dir || '), array_agg(s.k order by s.k' || dir || ', s.id' || dir
              || ') from (select p.id, lower(p.first_name) as k from profiles p where ' || filter_sql || ' and (' || split[2]
              || ' or p.location = any($9)) and ' || others || ' order by lower(p.first_name) || ''''' || dir || ', p.id' || dir || ' limit $10) s'
              into b_ids, b_keys using a1, a2, a3, a4, a5, a6, a7, a8, places, off + lim;
          end if;
          -- The page: A's first rows and B's, merged (bitmaps on: the dictionary's trigram index is one).
          perform set_config('enable_bitmapscan', 'on', true), set_config('enable_sort', 'on', true);
          return query execute 'select p.* from (select u.id, row_number() over (order by u.k' || dir || ', u.id' || dir || ') as o from ('
            || '(select p.id, lower(p.first_name) as k from profiles p where ' || filter_sql
            || ' and lower(p.first_name) = any(array(select n.name from profile_first_names n where ' || split[3] || ')) and ' || term_sql
            || ' order by ' || ord || ' limit $9) union all select b.id, b.k from unnest($10::int[], $11::text[]) b(id, k)) u'
            || ' order by u.k' || dir || ', u.id' || dir || ' limit $12 offset $13) w join profiles p on p.id = w.id order by w.o'
            using a1, a2, a3, a4, a5, a6, a7, a8, off + lim, b_ids, b_keys, lim, off;
          return;
        end if;
        -- No split (a term with a space, a name prefix): the paths of Migration20261126025417's browse_by_name, an overload
        -- this one keeps.
        return query select * from browse_by_name(filter_sql, term_sql, estimate_sql, descending, few, cap, lim, off, a1, a2, a3, a4, a5, a6, a7, a8);
      end
      $fn$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      'drop function if exists browse_by_name(text, text, text, text[], boolean, int, int, int, int, text, text, text, text, text, text, text, text);',
    );
    this.addSql('drop trigger if exists profiles_search_words_added on "profiles";');
    this.addSql('drop trigger if exists profiles_search_words_changed on "profiles";');
    this.addSql('drop function if exists profile_search_words_added();');
    this.addSql('drop function if exists profile_search_words_changed();');
    this.addSql('drop index if exists "profiles_other_names_trgm_idx";');
    this.addSql('drop table if exists "profile_first_names";');
    this.addSql('drop table if exists "profile_locations";');
  }
}
