import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import './explorer.css';

/**
 * The GraphQL explorer served at GET /graphql to a browser (issue 11: "a `/graphql` GET in a browser shows an explorer
 * served from the app itself, no outside CDN"). GraphiQL 4, bundled by its own Vite build (vite.explorer.config.ts)
 * so the app's own chunks stay as they are. Requests go to /graphql of this origin with the browser's session; an API
 * token goes in the Headers tab as `{"Authorization": "Bearer tea_pat_..."}` (then sign out first: a request may carry
 * a token or a session, not both).
 */
export const fetcher: GraphiQLProps['fetcher'] = async (params, options) => {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(options?.headers ?? {}) },
    body: JSON.stringify(params),
  });
  return res.json();
};

const DEFAULT_QUERY = `# Tea's GraphQL API. The documentation panel (top left) describes every type and field.
# Press the run button (or Ctrl-Enter) to send the query below.
query NewestProfiles {
  profiles(page: 1, pageSize: 5, filter: { sortBy: NEWEST }) {
    items {
      id
      displayName
      location
      averageRating
      reviewCount
    }
    total
    hasNextPage
  }
}
`;

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} shouldPersistHeaders={false} />
  </StrictMode>,
);
