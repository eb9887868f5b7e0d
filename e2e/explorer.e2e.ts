import { beforeAll, describe, expect, it } from '@jest/globals';
import { DESKTOP, screenshot, watchPageErrors } from './support/browser.js';
import { useAppAndBrowser } from './support/start.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';

// The GraphQL explorer (issue 11) in Chromium against the built app: opening /graphql in a browser shows GraphiQL,
// served by the app itself, and it runs a query against this server with nothing fetched from elsewhere.

const run = useAppAndBrowser();
beforeAll(async () => {
  await run.app.sql(
    "insert into profiles (first_name, last_name, display_name, category, location, published_at) values ('Rosalind', 'Whitlock', 'Rosalind Whitlock', 'dating', 'Austin, TX', now())",
  );
}, 120_000);

describe('the GraphQL explorer', () => {
  it('opens at /graphql and runs the example query against this server, with nothing from another origin', async () => {
    const page = await run.browser.newPage({ viewport: DESKTOP });
    const errors = watchPageErrors(page);
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http')) origins.add(url.origin);
    });
    await page.goto(`${run.app.url}/graphql`);
    await expect(page.title()).resolves.toBe('GraphQL explorer - Tea');
    // GraphiQL shows its run button before its editors exist (CodeMirror loads in chunks of its own); a click before
    // the query editor holds the example query does nothing. On a busy machine that gap lasted longer than the test
    // once waited, so wait for the query in the editor, then for the server's answer to the click.
    await page.locator('.graphiql-query-editor .CodeMirror').getByText('NewestProfiles').waitFor({ timeout: 60_000 });
    const answered = page.waitForResponse((res) => res.url() === `${run.app.url}/graphql` && (res.request().postData() ?? '').includes('NewestProfiles'), {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: /Execute query/ }).click();
    expect((await answered).status()).toBe(200);
    // The answer pane shows the server's JSON: the newest profile is the one inserted above.
    await page.getByText('"Rosalind Whitlock"').waitFor({ timeout: 30_000 });
    await screenshot(page, 'graphql-explorer');
    // A page third-party tools' people use: no serious or critical axe finding, like every screen of the app.
    await expectNoSeriousA11yViolations(page, 'the GraphQL explorer with an answer');
    expect([...origins]).toEqual([run.app.url]);
    expect(errors).toEqual([]);
  }, 120_000);
});
