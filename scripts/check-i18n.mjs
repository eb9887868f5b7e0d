#!/usr/bin/env node
// `pnpm check:i18n`: every message the code defines is translated, nothing else is, and each translation keeps the
// English message's placeholders. The messages are extracted from the code by FormatJS's own extractor (the ids and
// English texts of `defineMessages` / `<FormattedMessage>` / `intl.formatMessage`); the catalogues hold the
// translations by id, in ICU MessageFormat. Fails (exit 1) on an id missing from a catalogue, an id no code uses, a
// message that does not parse, or placeholders (names and kinds, tags included) that differ from the English.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
// `--root <dir>` checks another tree laid out the same way (the script's own test does).
const rootFlag = process.argv.indexOf('--root');
const root = rootFlag > 0 ? process.argv[rootFlag + 1] : repo;
const TRANSLATIONS = ['es', 'fr', 'de'];

/** Each side's sources and the folder of its catalogues (`<locale>.json`). */
const SIDES = [
  { name: 'api', sources: ['api/src/**/*.ts'], ignore: ['api/src/**/*.test.ts'], catalogues: 'api/src/core/messages' },
  {
    name: 'web',
    sources: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    ignore: ['web/src/**/*.test.ts', 'web/src/**/*.test.tsx', 'web/src/test/**', 'web/src/gql/**'],
    catalogues: 'web/src/i18n/messages',
  },
];

function extract(side) {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-'));
  const out = join(dir, 'en.json');
  try {
    const args = ['extract', ...side.sources, ...side.ignore.flatMap((glob) => ['--ignore', glob]), '--out-file', out, '--throws'];
    execFileSync(join(repo, 'node_modules/.bin/formatjs'), args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The placeholders of a message as sorted `name:kind` strings (plural and select branches included). */
function placeholders(message) {
  const found = new Set();
  const walk = (elements) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      const kind = Object.keys(TYPE).find((k) => TYPE[k] === el.type);
      found.add(`${el.value}:${kind}`);
      if (el.options) for (const option of Object.values(el.options)) walk(option.value);
      if (el.children) walk(el.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

let problems = 0;
const fail = (line) => {
  problems += 1;
  console.error(`  ${line}`);
};

for (const side of SIDES) {
  // A test tree (--root) may hold one side only.
  if (rootFlag > 0 && !existsSync(join(root, side.catalogues))) continue;
  const english = extract(side);
  const ids = Object.keys(english);
  console.log(`${side.name}: ${ids.length} messages in English, checking ${TRANSLATIONS.join(', ')}`);
  const expected = new Map();
  for (const id of ids) {
    try {
      expected.set(id, placeholders(english[id].defaultMessage).join(' '));
    } catch (e) {
      fail(`${side.name} en ${id}: does not parse (${e.message})`);
    }
  }
  for (const locale of TRANSLATIONS) {
    const file = join(side.catalogues, `${locale}.json`);
    const catalogue = JSON.parse(readFileSync(join(root, file), 'utf8'));
    for (const id of ids) if (!(id in catalogue)) fail(`${file}: missing ${id} ("${english[id].defaultMessage}")`);
    for (const [id, message] of Object.entries(catalogue)) {
      if (!(id in english)) {
        fail(`${file}: ${id} is used nowhere in the code`);
        continue;
      }
      if (typeof message !== 'string' || !message.trim()) {
        fail(`${file}: ${id} is empty`);
        continue;
      }
      let got;
      try {
        got = placeholders(message).join(' ');
      } catch (e) {
        fail(`${file}: ${id} does not parse (${e.message})`);
        continue;
      }
      if (expected.has(id) && got !== expected.get(id)) fail(`${file}: ${id} has placeholders [${got}], English has [${expected.get(id)}]`);
    }
  }
}

if (problems) {
  console.error(`check:i18n: ${problems} problem(s)`);
  process.exit(1);
}
console.log('check:i18n: every message is translated, none is unused, placeholders match');
