import { Migration } from '@mikro-orm/migrations';

const SIGNATURE = 'browse_by_city(text, text[], boolean, int, int, text, text, text, text, text, text, text, text)';

/**
 * Browse sorted by distance with a rare search term (issue 7). `browse_by_city()` ran with bitmap scans off, so a city
 * was always walked in page order, row by row. A term that few profiles match was then tested against every row of
 * every city: "ann", sorted by distance, no radius, took 390 ms for page 1 and 620 ms for page 10 at 1M; within 10
 * miles, 30 and 60 ms.
 *
 * Bitmaps were turned off for "mia" near Miami (every Miami row matches, and a bitmap read them all to sort them). Since
 * Migration20261126023312 a city's walk is an index-only scan of `profiles_listed_walk_idx`, which the planner now
 * prices below that bitmap; so the planner chooses again, per city: a bitmap of the term's trigram matches in that city
 * when they are few, the walk when they are many. "ann", no radius: 3.5 ms (page 1) and 4 ms (page 10); "mia" near
 * Miami and New York stay on the walk (2-3 ms).
 */
export class Migration20261126024208 extends Migration {
  override name = 'Migration20261126024208';

  override up(): void | Promise<void> {
    this.addSql(`alter function ${SIGNATURE} reset enable_bitmapscan;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter function ${SIGNATURE} set enable_bitmapscan = off;`);
  }
}
