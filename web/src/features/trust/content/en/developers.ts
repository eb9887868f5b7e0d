import { BROWSE_CURL, NODE_SCRIPT, REPORT_CURL } from '../developers-examples';
import type { TrustPageContent } from '../trust-content';

/** /developers: the public guide for third-party tools (issue 11). The README's "API for tools" says the same. */
export const developers: TrustPageContent = {
  title: 'API for developers',
  documentTitle: 'Developers',
  lead: 'Tools, scripts and research projects can use the same API as the app, with a token you create and can revoke at any time.',
  description: 'How tools and scripts use the Tea API: personal access tokens and their scopes, rate limits, pagination, error codes and worked examples.',
  summary: [
    {
      p: [
        'One GraphQL endpoint, ',
        { code: '/graphql' },
        ', serves everything the app shows; its schema describes every type and field. Open ',
        { link: '/graphql', href: '/graphql' },
        ' in a browser to explore it and try queries, or read it by introspection with any GraphQL tool. The ',
        { code: '/api/*' },
        ' paths stay for simple calls. Every rule of the app applies to tools too: moderation, anonymity of authors and the ',
        { link: 'community guidelines', to: '/guidelines' },
        '.',
      ],
    },
  ],
  sections: [
    {
      heading: 'Authentication',
      blocks: [
        {
          p: [
            'Create a personal access token in ',
            { link: 'Settings', to: '/settings' },
            ' > API: give it a name, pick its scopes and, if you like, an expiry. The token is shown once; we keep only a hash of it. Send it with every request:',
          ],
        },
        { code: 'Authorization: Bearer tea_pat_...', label: 'The Authorization header' },
        {
          ul: [
            [{ strong: 'read' }, ': public reads and your own data (your reports, notifications, profile).'],
            [{ strong: 'write' }, ': act as you (post a report, add a person), with the same rules and limits as the app.'],
            [
              { strong: 'moderate' },
              ': admin operations, for administrators only, created right after their two-step sign-in. Opening an ID document or revealing a report’s author always needs a fresh check in the app, never a token.',
            ],
          ],
        },
        {
          p: [
            'A token cannot create or revoke tokens, and a request must carry either a token or a browser session, never both. If your account is banned, your tokens stop working at once; while it is suspended they still read but cannot post. Revoke a token you no longer use.',
          ],
        },
        {
          p: [
            'With a token you may send any GraphQL document. The web app sends only the hashes of its own documents, and a server may be set to accept nothing else from browsers; requests with a token are never restricted that way.',
          ],
        },
      ],
    },
    {
      heading: 'Rate limits',
      blocks: [
        {
          p: [
            'Each token may make a limited number of requests per minute (120 unless the operator changed it). Every answer says where you stand in the ',
            { code: 'RateLimit-Limit' },
            ', ',
            { code: 'RateLimit-Remaining' },
            ' and ',
            { code: 'RateLimit-Reset' },
            ' headers; past the limit the answer is 429 with a ',
            { code: 'Retry-After' },
            ' header. When the service is overloaded or its database restarts it answers 503 with ',
            { code: 'Retry-After' },
            ': wait and retry.',
          ],
        },
      ],
    },
    {
      heading: 'Pagination',
      blocks: [
        {
          p: [
            'Lists of profiles are numbered pages: ',
            { code: 'page' },
            ' (from 1) and ',
            { code: 'pageSize' },
            ' (1 to 100), with ',
            { code: 'hasNextPage' },
            ', ',
            { code: 'pageCount' },
            ' and ',
            { code: 'total' },
            ' in the answer (',
            { code: 'totalIsExact' },
            ' is false when the total is an estimate). Pages go 1,000 profiles deep (200 for a search); narrow the filter to reach the rest. Long lists such as the reports of a profile use cursors: pass the ',
            { code: 'nextCursor' },
            ' of one page as ',
            { code: 'after' },
            ' to get the next.',
          ],
        },
      ],
    },
    {
      heading: 'Errors',
      blocks: [
        {
          p: [
            'GraphQL answers carry ',
            { code: 'errors[].extensions.code' },
            ' (with HTTP 200, except for a bad token, a rate limit or an overload, which use the status too); the ',
            { code: '/api/*' },
            ' paths answer with the status and ',
            { code: '{ "message": "..." }' },
            '.',
          ],
        },
        {
          table: {
            head: [['GraphQL code'], ['REST status'], ['Meaning']],
            rows: [
              [['BAD_USER_INPUT'], ['400'], ['The input breaks a rule; the message says which.']],
              [['UNAUTHENTICATED'], ['401'], ['No token, or an invalid, revoked or expired one.']],
              [['FORBIDDEN'], ['403'], ['Not allowed for this account or this token’s scopes.']],
              [['NOT_FOUND'], ['404'], ['It does not exist, or you may not see it.']],
              [['CONFLICT'], ['409'], ['It clashes with what exists (a taken username, a request still being processed).']],
              [['PAYLOAD_TOO_LARGE'], ['413'], ['The body or the file is over its limit.']],
              [['UNPROCESSABLE_CONTENT'], ['422'], ['An Idempotency-Key used again for a different request.']],
              [['TOO_MANY_REQUESTS'], ['429'], ['A rate limit; wait for Retry-After.']],
              [['SERVICE_UNAVAILABLE'], ['503'], ['Overloaded or restarting; wait for Retry-After.']],
            ],
          },
        },
        {
          p: [
            'Posting a report or adding a person takes an optional ',
            { code: 'Idempotency-Key' },
            ' header: a retry with the same key gets the first answer instead of writing twice.',
          ],
        },
      ],
    },
    {
      heading: 'Examples',
      blocks: [
        { h3: 'Browse profiles (GraphQL)' },
        { code: BROWSE_CURL, label: 'curl: browse profiles' },
        { h3: 'Post a report (REST, safe to retry)' },
        { p: ['Every report waits for a moderator before anyone can read it, as in the app.'] },
        { code: REPORT_CURL, label: 'curl: post a report' },
        { h3: 'Page through profiles (Node.js 18 or later)' },
        { code: NODE_SCRIPT, label: 'Node.js script: page through profiles' },
      ],
    },
    {
      heading: 'Stability',
      blocks: [
        {
          p: [
            'The schema is a published contract. A field is removed only after it has been marked deprecated, with its replacement named, for at least 90 days; the changelog lists every such change.',
          ],
        },
      ],
    },
  ],
};
