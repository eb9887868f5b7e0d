/** The worked examples of /developers: code, the same in every language (`{ "example": "browseCurl" }` in content/<language>/developers.json). */

export const BROWSE_CURL = `curl -s https://YOUR-TEA-HOST/graphql \\
  -H "Authorization: Bearer $TEA_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"query":"query($page: Int!) { profiles(page: $page, pageSize: 20, filter: { sortBy: NEWEST }) { items { id displayName location averageRating reviewCount } page pageCount hasNextPage } }","variables":{"page":1}}'`;

export const REPORT_CURL = `curl -s https://YOUR-TEA-HOST/api/profiles/42/reports \\
  -H "Authorization: Bearer $TEA_TOKEN" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: 3f6c1a9e-report-1" \\
  -d '{"reportType":"positive","title":"Kind and on time","content":"She was friendly and kept every promise she made to me.","category":"dating","isAnonymous":true}'`;

export const NODE_SCRIPT = `// node pages.mjs — lists every profile in Austin, TX, one page at a time.
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

export const DEVELOPER_EXAMPLES = { browseCurl: BROWSE_CURL, reportCurl: REPORT_CURL, nodeScript: NODE_SCRIPT } as const;

export type DeveloperExample = keyof typeof DEVELOPER_EXAMPLES;
