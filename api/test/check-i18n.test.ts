import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// `pnpm check:i18n` (issue 23 item 1) run with the real FormatJS extractor on a small tree laid out like the repo.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = join(root, 'scripts/check-i18n.mjs');

const SOURCE = `import { defineMessages } from '../core/i18n.js';
export const M = defineMessages({
  hello: { id: 'demo.hello', defaultMessage: 'Hello {name}' },
  count: { id: 'demo.count', defaultMessage: '{n, plural, one {# report} other {# reports}}' },
});
`;

function check(catalogues: Record<'es' | 'fr' | 'de', Record<string, string>>): Promise<{ code: number; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  mkdirSync(join(dir, 'api/src/core/messages'), { recursive: true });
  writeFileSync(join(dir, 'api/src/demo.ts'), SOURCE);
  for (const [locale, messages] of Object.entries(catalogues)) writeFileSync(join(dir, `api/src/core/messages/${locale}.json`), JSON.stringify(messages));
  return new Promise((done) => {
    execFile(process.execPath, [SCRIPT, '--root', dir], (err, stdout, stderr) =>
      done({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const complete = {
  'demo.hello': 'Hola {name}',
  'demo.count': '{n, plural, one {# reseña} other {# reseñas}}',
};

describe('check:i18n', () => {
  it('passes when every language has every message with the same placeholders', async () => {
    const res = await check({ es: complete, fr: complete, de: complete });
    expect(res.output).toContain('every message is translated');
    expect(res.code).toBe(0);
  });

  it('fails on a missing message, an unused one, a changed placeholder and a message that does not parse', async () => {
    const res = await check({
      es: { 'demo.hello': 'Hola {nombre}', 'demo.count': complete['demo.count'] },
      fr: { 'demo.hello': 'Bonjour {name}' },
      de: { ...complete, 'demo.gone': 'Weg', 'demo.count': '{n, plural, one {# Bericht}' },
    });
    expect(res.code).toBe(1);
    expect(res.output).toContain('es.json: demo.hello has placeholders [nombre:argument], English has [name:argument]');
    expect(res.output).toContain('fr.json: missing demo.count');
    expect(res.output).toContain('de.json: demo.gone is used nowhere in the code');
    expect(res.output).toContain('de.json: demo.count does not parse');
  });
});
