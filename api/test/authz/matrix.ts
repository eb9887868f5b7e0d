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
  /** Statuses that count as a denial for this row besides 401/403 (e.g. 404 where existence must not leak). */
  denyStatuses?: number[];
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

  // ---- profiles, reports, interactions (GraphQL) ----
  {
    op: 'Query.profiles',
    expect: all('allow'),
    call: gql('query { profiles(filter: { sortBy: RATING, search: "ab" }) { total items { id } } }'),
  },
  { op: 'Query.profile', expect: all('allow'), call: gql('query($id: ID!) { profile(id: $id) { id } }', (f) => ({ id: f.data.profileId })) },
  { op: 'Query.profileCount', expect: all('allow'), call: gql('{ profileCount }') },
  { op: 'Query.locations', expect: all('allow'), call: gql('{ locations { name } }') },
  { op: 'Query.profileReports', expect: all('allow'), call: gql('query($id: ID!) { profileReports(profileId: $id) { items { id } } }', (f) => ({ id: f.data.profileId })) },
  { op: 'Query.myReports', expect: signedIn(), call: gql('{ myReports { id } }') },
  { op: 'Query.myProfile', expect: { visitor: 'deny', member: 'null', otherMember: 'null', banned: 'deny', admin: 'null' }, call: gql('{ myProfile { id } }') },
  {
    op: 'Query.recommendations',
    expect: { visitor: 'deny', member: 'allow', otherMember: 'deny', banned: 'deny', admin: 'deny' },
    call: gql('query($u: ID) { recommendations(userId: $u) { score } }', (f) => ({ u: f.as.member.user!.id })),
  },
  {
    op: 'Query.myInteractions',
    expect: { visitor: 'deny', member: 'allow', otherMember: 'deny', banned: 'deny', admin: 'deny' },
    call: gql('query($u: ID) { myInteractions(userId: $u) { profileId } }', (f) => ({ u: f.as.member.user!.id })),
  },
  {
    op: 'Mutation.createProfile',
    expect: signedIn(),
    call: gql('mutation($i: CreateProfileInput!) { createProfile(input: $i) { id } }', () => ({
      i: { firstName: 'Matrix', category: 'FRIENDS', confirmAdult: true, reportType: 'NEUTRAL', reportTitle: 'Matrix title', reportContent: 'A report long enough to be accepted here.' },
    })),
  },
  {
    op: 'Mutation.createReport',
    expect: signedIn(),
    call: gql('mutation($id: ID!, $i: CreateReportInput!) { createReport(profileId: $id, input: $i) { id } }', (f) => ({
      id: f.data.profileId,
      i: { reportType: 'POSITIVE', title: 'Matrix title', content: 'A report long enough to be accepted here.', category: 'DATING' },
    })),
  },
  { op: 'Mutation.recordProfileView', expect: signedIn(), call: gql('mutation($id: ID!) { recordProfileView(profileId: $id) }', (f) => ({ id: f.data.profileId })) },

  // ---- profiles, reports, interactions (REST) ----
  { op: 'GET /api/profiles', expect: all('allow'), call: (f, who) => f.as[who].client.rest('GET', '/api/profiles?search=ma&minRating=1') },
  { op: 'GET /api/profiles/count', expect: all('allow'), call: (f, who) => f.as[who].client.rest('GET', '/api/profiles/count') },
  {
    op: 'GET /api/profiles/my-profile',
    expect: signedIn(),
    async setup(f, who) {
      const user = f.as[who].user;
      if (user) await f.t.sql("insert into profiles (first_name, display_name, category, user_id, is_user) values ('Own', 'Own', 'friends', $1, true)", [user.id]);
    },
    call: (f, who) => f.as[who].client.rest('GET', '/api/profiles/my-profile'),
  },
  {
    op: 'GET /api/profiles/recommendations',
    expect: { visitor: 'deny', member: 'allow', otherMember: 'deny', banned: 'deny', admin: 'deny' },
    call: (f, who) => f.as[who].client.rest('GET', `/api/profiles/recommendations?userId=${f.as.member.user!.id}`),
  },
  {
    op: 'GET /api/interactions',
    expect: { visitor: 'deny', member: 'allow', otherMember: 'deny', banned: 'deny', admin: 'deny' },
    call: (f, who) => f.as[who].client.rest('GET', `/api/interactions?userId=${f.as.member.user!.id}`),
  },
  { op: 'GET /api/profiles/:id', expect: all('allow'), call: (f, who) => f.as[who].client.rest('GET', `/api/profiles/${f.data.profileId}`) },
  { op: 'GET /api/profiles/:id/reports', expect: all('allow'), call: (f, who) => f.as[who].client.rest('GET', `/api/profiles/${f.data.profileId}/reports`) },
  {
    op: 'POST /api/profiles/:id/reports',
    expect: signedIn(),
    call: (f, who) => f.as[who].client.rest('POST', `/api/profiles/${f.data.profileId}/reports`, { reportType: 'negative', title: 'Matrix title', content: 'A report long enough to be accepted here.', category: 'friends' }),
  },
  {
    op: 'POST /api/profiles',
    expect: signedIn(),
    call: (f, who) => f.as[who].client.rest('POST', '/api/profiles', { firstName: 'Matrix', category: 'dating', confirmAdult: true, reportType: 'positive', reportTitle: 'Matrix title', reportContent: 'A report long enough to be accepted here.' }),
  },
  { op: 'GET /api/reviews/my', expect: signedIn(), call: (f, who) => f.as[who].client.rest('GET', '/api/reviews/my') },
  {
    // A pending image: only its uploader (member) and admins may fetch it; others get 404 (no existence oracle).
    op: 'GET /api/images/profiles/:id',
    denyStatuses: [404],
    expect: { visitor: 'deny', member: 'allow', otherMember: 'deny', banned: 'deny', admin: 'allow' },
    async setup(f) {
      if (f.data.pendingImageProfileId) return;
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      const form = new FormData();
      for (const [k, v] of Object.entries({ firstName: 'Pic', category: 'dating', confirmAdult: 'true' })) form.append(k, v);
      form.append('profileImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
      const res = await f.as.member.client.fetch('/api/profiles', { method: 'POST', body: form, headers: { 'x-requested-with': 'fetch' } });
      if (res.status !== 201) throw new Error(`setup upload failed: ${res.status} ${await res.text()}`);
      f.data.pendingImageProfileId = ((await res.json()) as { id: string }).id;
    },
    call: (f, who) => f.as[who].client.rest('GET', `/api/images/profiles/${f.data.pendingImageProfileId}`),
  },
];
