import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// `pnpm check:contract` (issue 11 item 2): graphql-inspector's diff of the released schema against the current one,
// with scripts/schema-contract/changelog-rule.cjs letting through only removals announced in CHANGELOG.md whose
// 90-day deprecation period is over. Run here on small schemas with the real CLI.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = join(root, 'node_modules/.bin/graphql-inspector');
const RULE = join(root, 'scripts/schema-contract/changelog-rule.cjs');

const RELEASED = `type Query {
  "A profile."
  profile(id: ID!): Profile
  "Old name of the list."
  profileList: [Profile!]! @deprecated(reason: "Use profiles.")
  profiles: [Profile!]!
}
type Profile {
  id: ID!
  age: Int
}
`;

function diff(current: string, changelog: string | null, today = '2026-11-25'): Promise<{ code: number; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'contract-'));
  writeFileSync(join(dir, 'released.graphql'), RELEASED);
  writeFileSync(join(dir, 'current.graphql'), current);
  if (changelog !== null) writeFileSync(join(dir, 'CHANGELOG.md'), changelog);
  return new Promise((done) => {
    execFile(
      CLI,
      ['diff', join(dir, 'released.graphql'), join(dir, 'current.graphql'), '--rule', RULE],
      { env: { ...process.env, SCHEMA_CHANGELOG: join(dir, 'CHANGELOG.md'), SCHEMA_TODAY: today, FORCE_COLOR: '0' } },
      (err, stdout, stderr) => done({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const withoutProfileList = RELEASED.replace(/ {2}"Old name of the list."\n {2}profileList: .*\n/, '');

describe('the schema contract check', () => {
  it('passes an unchanged schema and an additive change', async () => {
    expect((await diff(RELEASED, null)).code).toBe(0);
    const added = await diff(RELEASED.replace('  age: Int\n', '  age: Int\n  "Where she lives."\n  location: String\n'), null);
    expect(added.code).toBe(0);
    expect(added.output).toContain('Field location was added to object type Profile');
  });

  it('fails on a removal that CHANGELOG.md does not announce', async () => {
    const res = await diff(withoutProfileList, '# Changelog\n');
    expect(res.code).toBe(1);
    expect(res.output).toMatch(/Field profileList \(deprecated\) was removed from object type Query \(not announced in CHANGELOG\.md/);
    expect(res.output).toContain('Detected 1 breaking change');
  });

  it('fails on an announced removal before its 90 days are over, and names the first allowed day', async () => {
    const res = await diff(withoutProfileList, '- `Query.profileList` deprecated since 2026-10-01: use `Query.profiles`.\n');
    expect(res.code).toBe(1);
    expect(res.output).toContain('deprecated since 2026-10-01: may be removed from 2026-12-30');
  });

  it('passes an announced removal once the period is over (reported as dangerous)', async () => {
    const res = await diff(withoutProfileList, '- `Query.profileList` deprecated since 2026-08-01: use `Query.profiles`.\n');
    expect(res.code).toBe(0);
    expect(res.output).toContain('announced: deprecated since 2026-08-01, period over');
  });

  it('covers an argument or a field by its parent’s announcement, and nothing else', async () => {
    const changed = RELEASED.replace('profile(id: ID!): Profile', 'profile: Profile').replace('  age: Int\n', '');
    const res = await diff(changed, '- `Query.profile` deprecated since 2026-01-01.\n');
    expect(res.code).toBe(1);
    expect(res.output).toContain('Detected 1 breaking change');
    expect(res.output).toMatch(/Field age was removed from object type Profile \(not announced/);
  });

  it('makes a stricter type breaking too', async () => {
    const res = await diff(RELEASED.replace('  age: Int\n', '  age: String\n'), null);
    expect(res.code).toBe(1);
  });
});
