import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledSummary, TrustPage } from '../components/TrustPage';

const DESCRIPTION = 'How tools and scripts use the Tea API: personal access tokens and their scopes, rate limits, pagination, error codes and worked examples.';

const StyledCode = styled.pre`
  margin: 0;
  padding: 0.875rem 1rem;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875rem;
  line-height: 1.5;
  white-space: pre;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  th,
  td {
    padding: 0.5rem 0.625rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    font-weight: 700;
  }
`;

/** A block of code or shell commands, scrollable sideways on a phone, focusable so the keyboard can scroll it. */
function Code({ label, children }: { label: string; children: string }) {
  return (
    <StyledCode tabIndex={0} aria-label={label}>
      <code>{children}</code>
    </StyledCode>
  );
}

const BROWSE_CURL = `curl -s https://YOUR-TEA-HOST/graphql \\
  -H "Authorization: Bearer $TEA_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"query":"query($page: Int!) { profiles(page: $page, pageSize: 20, filter: { sortBy: NEWEST }) { items { id displayName location averageRating reviewCount } page pageCount hasNextPage } }","variables":{"page":1}}'`;

const REPORT_CURL = `curl -s https://YOUR-TEA-HOST/api/profiles/42/reports \\
  -H "Authorization: Bearer $TEA_TOKEN" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: 3f6c1a9e-report-1" \\
  -d '{"reportType":"positive","title":"Kind and on time","content":"She was friendly and kept every promise she made to me.","category":"dating","isAnonymous":true}'`;

const NODE_SCRIPT = `// node pages.mjs — lists every profile in Austin, TX, one page at a time.
const query = \`query($page: Int!) {
  profiles(page: $page, pageSize: 100, filter: { location: "Austin, TX" }) {
    items { id displayName averageRating }
    hasNextPage
  }
}\`;
for (let page = 1; ; page++) {
  const res = await fetch('https://YOUR-TEA-HOST/graphql', {
    method: 'POST',
    headers: { authorization: \`Bearer \${process.env.TEA_TOKEN}\`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { page } }),
  });
  if (res.status === 429) {
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
    page--;
    continue;
  }
  const { data, errors } = await res.json();
  if (errors) throw new Error(errors[0].message);
  for (const p of data.profiles.items) console.log(p.id, p.displayName, p.averageRating);
  if (!data.profiles.hasNextPage) break;
}`;

/** /developers: the public guide for third-party tools (issue 11). docs/api.md says the same. */
export function DevelopersRoute() {
  return (
    <TrustPage
      title="API for developers"
      documentTitle="Developers"
      lead="Tools, scripts and research projects can use the same API as the app, with a token you create and can revoke at any time."
      description={DESCRIPTION}
    >
      <StyledSummary>
        <p>
          One GraphQL endpoint, <code>/graphql</code>, serves everything the app shows; its schema describes every type and field. Open{' '}
          <a href="/graphql">/graphql</a> in a browser to explore it and try queries, or read it by introspection with any GraphQL tool. The <code>/api/*</code>{' '}
          paths stay for simple calls. Every rule of the app applies to tools too: moderation, anonymity of authors and the{' '}
          <Link to="/guidelines">community guidelines</Link>.
        </p>
      </StyledSummary>

      <section>
        <h2>Authentication</h2>
        <p>
          Create a personal access token in <Link to="/settings">Settings</Link> &gt; API: give it a name, pick its scopes and, if you like, an expiry. The
          token is shown once; we keep only a hash of it. Send it with every request:
        </p>
        <Code label="The Authorization header">{'Authorization: Bearer tea_pat_...'}</Code>
        <ul>
          <li>
            <strong>read</strong>: public reads and your own data (your reports, notifications, profile).
          </li>
          <li>
            <strong>write</strong>: act as you (post a report, add a person), with the same rules and limits as the app.
          </li>
          <li>
            <strong>moderate</strong>: admin operations, for administrators only, created right after their two-step sign-in. Opening an ID document or
            revealing a report&rsquo;s author always needs a fresh check in the app, never a token.
          </li>
        </ul>
        <p>
          A token cannot create or revoke tokens, and a request must carry either a token or a browser session, never both. If your account is banned, your
          tokens stop working at once; while it is suspended they still read but cannot post. Revoke a token you no longer use.
        </p>
        <p>
          With a token you may send any GraphQL document. The web app sends only the hashes of its own documents, and a server may be set to accept nothing else
          from browsers; requests with a token are never restricted that way.
        </p>
      </section>

      <section>
        <h2>Rate limits</h2>
        <p>
          Each token may make a limited number of requests per minute (120 unless the operator changed it). Every answer says where you stand in the{' '}
          <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code> headers; past the limit the answer is 429 with a{' '}
          <code>Retry-After</code> header. When the service is overloaded or its database restarts it answers 503 with <code>Retry-After</code>: wait and retry.
        </p>
      </section>

      <section>
        <h2>Pagination</h2>
        <p>
          Lists of profiles are numbered pages: <code>page</code> (from 1) and <code>pageSize</code> (1 to 100), with <code>hasNextPage</code>,{' '}
          <code>pageCount</code> and <code>total</code> in the answer (<code>totalIsExact</code> is false when the total is an estimate). Pages go 1,000
          profiles deep (200 for a search); narrow the filter to reach the rest. Long lists such as the reports of a profile use cursors: pass the{' '}
          <code>nextCursor</code> of one page as <code>after</code> to get the next.
        </p>
      </section>

      <section>
        <h2>Errors</h2>
        <p>
          GraphQL answers carry <code>errors[].extensions.code</code> (with HTTP 200, except for a bad token, a rate limit or an overload, which use the status
          too); the <code>/api/*</code> paths answer with the status and <code>{'{ "message": "..." }'}</code>.
        </p>
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">GraphQL code</th>
              <th scope="col">REST status</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>BAD_USER_INPUT</td>
              <td>400</td>
              <td>The input breaks a rule; the message says which.</td>
            </tr>
            <tr>
              <td>UNAUTHENTICATED</td>
              <td>401</td>
              <td>No token, or an invalid, revoked or expired one.</td>
            </tr>
            <tr>
              <td>FORBIDDEN</td>
              <td>403</td>
              <td>Not allowed for this account or this token&rsquo;s scopes.</td>
            </tr>
            <tr>
              <td>NOT_FOUND</td>
              <td>404</td>
              <td>It does not exist, or you may not see it.</td>
            </tr>
            <tr>
              <td>CONFLICT</td>
              <td>409</td>
              <td>It clashes with what exists (a taken username, a request still being processed).</td>
            </tr>
            <tr>
              <td>PAYLOAD_TOO_LARGE</td>
              <td>413</td>
              <td>The body or the file is over its limit.</td>
            </tr>
            <tr>
              <td>UNPROCESSABLE_CONTENT</td>
              <td>422</td>
              <td>An Idempotency-Key used again for a different request.</td>
            </tr>
            <tr>
              <td>TOO_MANY_REQUESTS</td>
              <td>429</td>
              <td>A rate limit; wait for Retry-After.</td>
            </tr>
            <tr>
              <td>SERVICE_UNAVAILABLE</td>
              <td>503</td>
              <td>Overloaded or restarting; wait for Retry-After.</td>
            </tr>
          </tbody>
        </StyledTable>
        <p>
          Posting a report or adding a person takes an optional <code>Idempotency-Key</code> header: a retry with the same key gets the first answer instead of
          writing twice.
        </p>
      </section>

      <section>
        <h2>Examples</h2>
        <h3>Browse profiles (GraphQL)</h3>
        <Code label="curl: browse profiles">{BROWSE_CURL}</Code>
        <h3>Post a report (REST, safe to retry)</h3>
        <p>Every report waits for a moderator before anyone can read it, as in the app.</p>
        <Code label="curl: post a report">{REPORT_CURL}</Code>
        <h3>Page through profiles (Node.js 18 or later)</h3>
        <Code label="Node.js script: page through profiles">{NODE_SCRIPT}</Code>
      </section>

      <section>
        <h2>Stability</h2>
        <p>
          The schema is a published contract. A field is removed only after it has been marked deprecated, with its replacement named, for at least 90 days; the
          changelog lists every such change.
        </p>
      </section>
    </TrustPage>
  );
}
