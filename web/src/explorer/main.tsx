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

/**
 * Names for GraphiQL's editors, which are CodeMirror text areas without a label (axe: 'Form elements must have
 * labels'): a screen reader announces which editor she is in.
 */
function labelEditors(root: ParentNode): void {
  for (const area of root.querySelectorAll<HTMLTextAreaElement>('.CodeMirror textarea:not([aria-label])')) {
    const toolEditors = [...document.querySelectorAll('.graphiql-editor-tool > .graphiql-editor')];
    const tool = area.closest('.graphiql-editor-tool > .graphiql-editor');
    let label = 'Editor';
    if (area.closest('.graphiql-query-editor')) label = 'GraphQL query';
    else if (area.closest('.result-window')) label = 'Response (read only)';
    else if (tool) label = toolEditors.indexOf(tool) === 0 ? 'Variables (JSON)' : 'Headers (JSON)';
    area.setAttribute('aria-label', label);
  }
  // The editor's scroll area takes the keyboard too: focused, its arrow and page keys scroll it (axe:
  // scrollable-region-focusable). The text area stays where typing goes.
  // (CodeMirror itself gives it tabindex -1.)
  for (const scroll of root.querySelectorAll<HTMLElement>('.CodeMirror-scroll')) if (scroll.tabIndex < 0) scroll.tabIndex = 0;
  // GraphiQL's tab is an <li role="tab"> holding two buttons (its title and Close Tab): a control inside a control
  // (axe: nested-interactive). The title button becomes the tab; the <li> only holds the two.
  // GraphiQL keeps setting aria-selected on the <li> as tabs change: it moves to the title each time.
  for (const item of root.querySelectorAll<HTMLElement>('[role="tablist"] > li[role="tab"], [role="tablist"] > li[aria-selected]')) {
    const title = item.querySelector<HTMLElement>('button:not([aria-label="Close Tab"])');
    if (!title) continue;
    title.setAttribute('role', 'tab');
    title.setAttribute('aria-selected', item.getAttribute('aria-selected') ?? title.getAttribute('aria-selected') ?? 'false');
    item.setAttribute('role', 'none');
    item.removeAttribute('aria-selected');
  }
}

new MutationObserver(() => labelEditors(document)).observe(document.body, {
  childList: true,
  subtree: true,
  attributes: true,
  attributeFilter: ['aria-selected'],
});

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} shouldPersistHeaders={false} />
  </StrictMode>,
);
