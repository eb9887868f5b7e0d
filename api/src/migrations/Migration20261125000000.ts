import { Migration } from '@mikro-orm/migrations';

/**
 * Browse sorted by distance at any size (issue 7). A profile's coordinates are its city's centroid (SAFETY 4), so
 * "nearest first" is "nearest city first, newest first within a city". `browse_by_city(where_sql, cities, unlocated,
 * lim, off, $1..$8)` walks the cities in the order given (the API sorts them by distance from the viewer), reading
 * each city through the (location, created_at desc, id desc) index, and stops as soon as the page is full: a page
 * costs the rows before it and on it (offset + limit), never a city's whole share of the table. A city that ends
 * before the page starts answers no rows; it is then counted (bounded by the rows still to skip, in page order so the
 * same index is walked) and skipped. With `unlocated`, profiles without
 * coordinates follow the last city (newest first). Rows come back in page order (use `with ordinality`).
 * `where_sql` is built by the API from constant SQL with `$n::type` placeholders for the filter values
 * (api/src/modules/profile/browse.ts); user values only ever arrive as the text parameters $1..$8.
 */
export class Migration20261125000000 extends Migration {
  override name = 'Migration20261125000000';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function browse_by_city(where_sql text, cities text[], unlocated boolean, lim int, off int,
        a1 text, a2 text, a3 text, a4 text, a5 text, a6 text, a7 text, a8 text)
      returns setof profiles language plpgsql stable
      -- Walk the city's (location, created_at) index in page order: a bitmap over a search term's trigram matches
      -- (say every 'mia' in 'Miami') would read them all to sort them, whatever the page.
      set enable_bitmapscan = off as $fn$
      declare
        city text;
        skip int := off;
        need int := lim;
        n int;
        got int;
      begin
        foreach city in array cities loop
          exit when need <= 0;
          return query execute 'select p.* from profiles p where ' || where_sql
            || ' and p.location = $9 and p.latitude is not null order by p.created_at desc, p.id desc limit $10 offset $11'
            using a1, a2, a3, a4, a5, a6, a7, a8, city, need, skip;
          get diagnostics got = row_count;
          if got > 0 then
            need := need - got;
            skip := 0;
          elsif skip > 0 then
            -- The page starts after this city: skip its rows (fewer than skip, counted in page order).
            execute 'select count(*) from (select 1 from profiles p where ' || where_sql
              || ' and p.location = $9 and p.latitude is not null order by p.created_at desc, p.id desc limit $10) c'
              into n using a1, a2, a3, a4, a5, a6, a7, a8, city, skip;
            skip := skip - n;
          end if;
        end loop;
        if unlocated and need > 0 then
          return query execute 'select p.* from profiles p where ' || where_sql
            || ' and p.latitude is null order by p.created_at desc, p.id desc limit $9 offset $10'
            using a1, a2, a3, a4, a5, a6, a7, a8, need, skip;
        end if;
      end
      $fn$;`);
  }

  override down(): void | Promise<void> {
    this.addSql('drop function if exists browse_by_city(text, text[], boolean, int, int, text, text, text, text, text, text, text, text);');
  }
}
