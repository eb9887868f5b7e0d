import type { Response, TestClient, TestServer } from '../test-server.js';
import type { User } from '../../src/modules/user/user.entity.js';

/**
 * The authorization matrix: one row per GraphQL root field and per `/api` path, with the expected outcome
 * for each principal. authz-matrix.test.ts fails when the schema or the REST router has an operation
 * without a row here, and checks that every deny leaves the database unchanged.
 *
 * allow: 2xx / no GraphQL error. deny: 401 or 403 / UNAUTHENTICATED or FORBIDDEN.
 * `null`: GraphQL answers without error but with a null result (e.g. `me` for visitors).
 */
export type Who = 'visitor' | 'member' | 'otherMember' | 'banned' | 'admin';
export type Outcome = 'allow' | 'deny' | 'null';
export const PRINCIPALS: Who[] = ['visitor', 'member', 'otherMember', 'banned', 'admin'];

export interface Principal {
  client: TestClient;
  user?: User;
}

export interface Fixtures {
  t: TestServer;
  as: Record<Who, Principal>;
  /** Objects created by `setup` (owned by `member` unless said otherwise). */
  data: Record<string, any>;
}

export interface Row {
  op: string;
  expect: Record<Who, Outcome>;
  /** Runs once per principal before the call, to create what the call acts on. */
  setup?(f: Fixtures, who: Who): Promise<void>;
  call(f: Fixtures, who: Who): Promise<Response>;
}

const all = (o: Outcome): Record<Who, Outcome> => ({ visitor: o, member: o, otherMember: o, banned: o, admin: o });
const signedIn = (): Record<Who, Outcome> => ({ visitor: 'deny', member: 'allow', otherMember: 'allow', banned: 'deny', admin: 'allow' });
const unique = () => Math.random().toString(36).slice(2, 9);

const gql = (query: string, variables?: (f: Fixtures, who: Who) => Record<string, unknown>) => (f: Fixtures, who: Who) =>
  f.as[who].client.gql(query, variables?.(f, who));

export const rows: Row[] = [
  // ---- accounts (GraphQL) ----
  { op: 'Query.me', expect: { ...all('allow'), visitor: 'null', banned: 'null' }, call: gql('{ me { id } }') },
  {
    op: 'Mutation.register',
    expect: all('allow'),
    call: gql('mutation($i: RegisterInput!) { register(input: $i) { id } }', () => {
      const u = `reg${unique()}`;
      return { i: { username: u, email: `${u}@example.com`, password: 'secret12' } };
    }),
  },
  {
    op: 'Mutation.login',
    expect: all('allow'),
    call: gql('mutation($i: LoginInput!) { login(input: $i) { id } }', (f) => ({ i: { username: f.data.spareUsername, password: 'password123' } })),
  },
  { op: 'Mutation.logout', expect: all('allow'), call: gql('mutation { logout }') },
  {
    op: 'Mutation.updateUsername',
    expect: signedIn(),
    call: gql('mutation($u: String!) { updateUsername(username: $u) { id } }', () => ({ u: `renamed${unique()}` })),
  },

  // ---- accounts (REST) ----
  {
    op: 'POST /api/register',
    expect: all('allow'),
    call: (f, who) => {
      const u = `reg${unique()}`;
      return f.as[who].client.rest('POST', '/api/register', { username: u, email: `${u}@example.com`, password: 'secret12' });
    },
  },
  { op: 'POST /api/login', expect: all('allow'), call: (f, who) => f.as[who].client.rest('POST', '/api/login', { username: f.data.spareUsername, password: 'password123' }) },
  { op: 'POST /api/logout', expect: all('allow'), call: (f, who) => f.as[who].client.rest('POST', '/api/logout') },
  { op: 'GET /api/auth/user', expect: signedIn(), call: (f, who) => f.as[who].client.rest('GET', '/api/auth/user') },
  { op: 'PUT /api/user/username', expect: signedIn(), call: (f, who) => f.as[who].client.rest('PUT', '/api/user/username', { username: `renamed${unique()}` }) },
];
