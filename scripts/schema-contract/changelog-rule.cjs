// A rule for `graphql-inspector diff` (issue 11 item 2): a breaking change to the published GraphQL schema passes only
// when CHANGELOG.md announces it with a deprecation period that is over. Its line in CHANGELOG.md must name the
// schema coordinate in backticks (as graphql-inspector reports it, e.g. `Query.oldField`, `Profile.age`,
// `ProfileFilter.radius`) and the day the deprecation was announced: "deprecated since YYYY-MM-DD". The removal is
// accepted once DEPRECATION_DAYS (90) have passed since then; earlier, or without such a line, it stays breaking and
// `pnpm check:contract` fails. Environment: SCHEMA_CHANGELOG (default ./CHANGELOG.md), SCHEMA_TODAY (YYYY-MM-DD, tests).
'use strict';
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');

const DEPRECATION_DAYS = 90;
const DAY_MS = 86_400_000;

/** Every `coordinate` announced in the changelog with the day its deprecation started. */
function announcements(text) {
  const found = new Map();
  for (const line of text.split('\n')) {
    const since = /deprecated since (\d{4}-\d{2}-\d{2})/i.exec(line);
    if (!since) continue;
    for (const m of line.matchAll(/`([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)`/g)) found.set(m[1], since[1]);
  }
  return found;
}

function changelogRule({ changes }) {
  const file = resolve(process.env.SCHEMA_CHANGELOG || 'CHANGELOG.md');
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // No changelog: nothing is announced.
  }
  const announced = announcements(text);
  const today = Date.parse(process.env.SCHEMA_TODAY || new Date().toISOString().slice(0, 10));
  return changes.map((change) => {
    if (change.criticality.level !== 'BREAKING' || !change.path) return change;
    // A removed argument or input field is reported under its own coordinate; its parent's announcement covers it.
    const parts = change.path.split('.');
    let since;
    for (let n = parts.length; n > 0 && !since; n--) since = announced.get(parts.slice(0, n).join('.'));
    if (!since) return { ...change, message: `${change.message} (not announced in CHANGELOG.md with "deprecated since YYYY-MM-DD")` };
    const ends = Date.parse(since) + DEPRECATION_DAYS * DAY_MS;
    if (today < ends) {
      const on = new Date(ends).toISOString().slice(0, 10);
      return { ...change, message: `${change.message} (deprecated since ${since}: may be removed from ${on})` };
    }
    return {
      ...change,
      message: `${change.message} (announced: deprecated since ${since}, period over)`,
      criticality: { ...change.criticality, level: 'DANGEROUS', reason: `Announced in CHANGELOG.md; deprecated since ${since}.` },
    };
  });
}

// `__esModule`: graphql-inspector loads a rule with TypeScript's importStar and takes its `default`.
module.exports = { __esModule: true, default: changelogRule, announcements, DEPRECATION_DAYS };
