import { Migration } from '@mikro-orm/migrations';

/**
 * Browse sorted by name with a search term (issue 7), at any size. Names that contain a term sit together in name order
 * (every 'ava' is mostly an Ava), so the planner's walk of the name index in page order, which assumes matches are
 * spread evenly, could pass most of the table before the first match: "ava" sorted Z-A read 917,000 rows (1.3 s at
 * 1M), "zoe" A-Z the same from the other end.
 *
 * `browse_by_name(filter_sql, term_sql, estimate_sql, descending, few, cap, lim, off, $1..$8)` answers the page in page
 * order:
 * - when the planner expects at most `few` rows for `estimate_sql` (filter and term; for a name prefix, the filter and
 *   its range, which the prefix's LIKE only repeats), it sorts them (a bitmap of the term's trigram matches), as the
 *   planner would;
 * - otherwise it walks the name order, at most `cap` rows of the filter, testing the term on each, and stops when the
 *   page is full. A page that fills within the walk, or a walk that ends before `cap` (the filter's last rows), is the
 *   answer;
 * - a walk that reaches `cap` without filling the page means the matches lie elsewhere in name order: it sorts the
 *   term's matches instead (sequential scans off: a bitmap of the trigram index).
 * The names are ordered by `lower(first_name), id` (the sort's order, its index profiles_name_idx). Rows come back in
 * page order (use `with ordinality`). `filter_sql` and `term_sql` are built by the API from constant SQL with `$n::type`
 * placeholders (api/src/modules/profile/browse.ts); user values only ever arrive as the text parameters $1..$8.
 */
export class Migration20261126025417 extends Migration {
  override name = 'Migration20261126025417';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function browse_by_name(filter_sql text, term_sql text, estimate_sql text, descending boolean, few int,
        cap int, lim int, off int, a1 text, a2 text, a3 text, a4 text, a5 text, a6 text, a7 text, a8 text)
      returns setof profiles language plpgsql volatile -- volatile: it runs EXPLAIN
      -- Planner settings change per step below; these are restored when the function returns.
      set enable_seqscan = off set enable_bitmapscan = on set enable_sort = on as $fn$
      declare
        dir text := case when descending then ' desc' else ' asc' end;
        ord text;
        plan json;
        ids int[];
        got int;
        walked int;
      begin
        ord := 'lower(p.first_name)' || dir || ', p.id' || dir;
        execute 'explain (format json) select 1 from profiles p where ' || estimate_sql into plan
          using a1, a2, a3, a4, a5, a6, a7, a8;
        if (plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric > few then
          -- The walk's order is its output columns' (k, id), so the outer order is the walk's own: no sort, and the walk
          -- stops as soon as the page is full. Its plan is an index in name order: planned for its cap of rows, a bitmap
          -- and a sort would look cheaper, but they read every row before the first one comes out.
          perform set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true);
          execute 'select array_agg(w.id order by w.k' || dir || ', w.id' || dir || '), count(*)::int from (select v.id, v.k from (select p.id, lower(p.first_name) as k, ('
            || term_sql || ') as hit from profiles p where ' || filter_sql || ' order by ' || ord || ' limit $9) v where v.hit order by v.k'
            || dir || ', v.id' || dir || ' limit $10 offset $11) w'
            into ids, got using a1, a2, a3, a4, a5, a6, a7, a8, cap, lim, off;
          if got < lim then
            -- Not full: the walk either passed the filter's last row (the answer) or stopped at its cap.
            execute 'select count(*)::int from (select 1 from profiles p where ' || filter_sql || ' order by ' || ord || ' limit $9) c'
              into walked using a1, a2, a3, a4, a5, a6, a7, a8, cap;
          end if;
          if got = lim or walked < cap then
            return query select p.* from unnest(ids) with ordinality u(id, o) join profiles p on p.id = u.id order by u.o;
            return;
          end if;
        end if;
        -- The term's matches, sorted: the order's text is not the index's, so the planner sorts what the term finds.
        perform set_config('enable_bitmapscan', 'on', true), set_config('enable_sort', 'on', true);
        return query execute 'select p.* from profiles p where ' || filter_sql || ' and ' || term_sql
          || ' order by lower(p.first_name) || ''''' || dir || ', p.id' || dir || ' limit $9 offset $10'
          using a1, a2, a3, a4, a5, a6, a7, a8, lim, off;
      end
      $fn$;`);
  }

  override down(): void | Promise<void> {
    this.addSql('drop function if exists browse_by_name(text, text, text, boolean, int, int, int, int, text, text, text, text, text, text, text, text);');
  }
}
