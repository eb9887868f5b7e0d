/**
 * The baseline: node:http + pg (pool of 10, like the product's read pool), no framework, no GraphQL. Each
 * route runs one prepared-by-the-parent SQL statement (the bare page query: rows only, no count) and answers
 * the rows as JSON. Started as a child process by bench/server.ts with BENCH_ROUTES (a JSON file path).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import { runRoute, type Route } from './run-route.js';
import { useAppTypeParsers } from '../../api/src/core/pg-types.js';

// Rows read as the product reads them (api/src/core/pg-types.ts): the baseline is the best that could be done for the same answer.
useAppTypeParsers();

const routes = JSON.parse(readFileSync(process.env.BENCH_ROUTES!, 'utf8')) as Record<string, Route>;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = createServer(async (req, res) => {
  const route = routes[decodeURIComponent((req.url ?? '/').slice(1))];
  if (!route) {
    res.statusCode = 404;
    return res.end();
  }
  try {
    const { rows } = await runRoute(pool, route);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ data: { items: rows } }));
  } catch (e) {
    res.statusCode = 500;
    res.end(String(e));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
