import pg from 'pg';
import { useAppTypeParsers } from './pg-types.js';

useAppTypeParsers();

/**
 * Parameterised SQL for read paths that must be fast (browse, reports list): plain rows from node-postgres,
 * no identity map (PERFORMANCE.md §2). Writes go through MikroORM's unit of work. `statements` counts every
 * query, so tests can hold request paths to a fixed number of statements (no N+1).
 */
export class Db {
  readonly pool: pg.Pool;
  statements = 0;

  constructor(connectionString: string, max = 10, options: Partial<pg.PoolConfig> = {}) {
    this.pool = new pg.Pool({ connectionString, max, statement_timeout: 5000, ...options } as pg.PoolConfig);
    // An idle client can be dropped by the server (restart, `drop database ... with (force)` in tests);
    // without a listener that would crash the process. The pool replaces the client on next use.
    this.pool.on('error', () => {});
  }

  /**
   * `sql` is the text, or `{ name, text }` for a statement PostgreSQL keeps prepared on each connection (planned once per
   * connection after five runs, when a generic plan is as good): for statements whose planning costs more than their run.
   */
  async query<T = Record<string, unknown>>(sql: string | { name: string; text: string }, params: unknown[] = []): Promise<T[]> {
    this.statements += 1;
    const res = typeof sql === 'string' ? await this.pool.query(sql, params) : await this.pool.query({ ...sql, values: params });
    return res.rows as T[];
  }

  async one<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T | null> {
    return (await this.query<T>(sql, params))[0] ?? null;
  }

  /** `work` on one connection inside a transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (e) {
      await client.query('rollback').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}
