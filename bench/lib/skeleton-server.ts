/**
 * The stack's own ceiling: a skeleton app of the product's HTTP and GraphQL stack with nothing of the product in it.
 * Express 5 + Apollo Server 5 (cache-control and landing page off, as in the product) with graphql-jit through the
 * product's own gateway executor (api/src/app/graphql-executor.ts) and Express integration (api/src/app/apollo-express.ts),
 * `express.json()`, and one resolver per route that runs the raw server's statements (bench/lib/raw-server.ts, same
 * pool size) and returns the rows. No helmet, session, access log, overload guard, persisted queries or policies.
 * `pnpm bench` prints the product against it beside the raw baseline: what is left between them is the product's own
 * cost; what is between it and raw is the stack's.
 * Started as a child process by bench/server.ts with BENCH_ROUTES (a JSON file path) and PORT.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { runRoute, type Route } from './run-route.js';
import { jitGateway } from '../../api/src/app/graphql-executor.js';
import { apolloExpress } from '../../api/src/app/apollo-express.js';
import { useAppTypeParsers } from '../../api/src/core/pg-types.js';

// The stack's packages as the API installs them (the bench package does not depend on them itself), their ES module
// builds (the ones the API runs: a CommonJS Apollo would bring a second graphql-js).
const apiModules = join(dirname(fileURLToPath(import.meta.url)), '../../api/node_modules');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench package has no types of the API's packages
const load = async (path: string): Promise<any> => import(pathToFileURL(join(apiModules, path)).href);

// Rows read as the product reads them (api/src/core/pg-types.ts): the baseline is the best that could be done for the same answer.
useAppTypeParsers();
const routes = JSON.parse(readFileSync(process.env.BENCH_ROUTES!, 'utf8')) as Record<string, Route>;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

/** A route's answer columns as GraphQL fields (numbers that JSON carries as numbers typed so; the rest strings). */
const GRAPHQL_TYPE: Record<number, string> = {
  16: 'Boolean',
  21: 'Int',
  23: 'Int',
  700: 'Float',
  701: 'Float',
  1007: '[Int]',
  1009: '[String]',
  1015: '[String]',
};

async function run(route: string) {
  const r = routes[route];
  if (!r) throw new Error(`no route ${route}`);
  return runRoute(pool, r);
}

async function main() {
  const { default: express } = await load('express/index.js');
  const { ApolloServer } = await load('@apollo/server/dist/esm/index.js');
  const { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } = await load('@apollo/server/dist/esm/plugin/disabled/index.js');
  const { buildSchema } = await import('graphql');
  // One Row type with every column of every route (each route's own answer selects its columns).
  const columns = new Map<string, string>();
  for (const route of Object.keys(routes)) for (const f of (await run(route)).fields) columns.set(f.name, GRAPHQL_TYPE[f.dataTypeID] ?? 'String');
  const schema = buildSchema(`type Row { ${[...columns].map(([name, type]) => `${name}: ${type}`).join(' ')} }
    type Query { rows(route: String!): [Row!]! }`);
  // Default field resolvers read the rows' columns (a Date or an array goes out through String's serializer).
  schema.getQueryType()!.getFields().rows.resolve = async (_: unknown, { route }: { route: string }) => (await run(route)).rows;
  const apollo = new ApolloServer({
    gateway: jitGateway(schema),
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use('/graphql', express.json(), apolloExpress(apollo, { context: async () => ({}) }));
  app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
}

void main();
process.once('SIGTERM', () => void pool.end().finally(() => process.exit(0)));
