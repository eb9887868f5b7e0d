/**
 * Generates a migration from the difference between the entities and the committed migrations:
 * starts a throw-away embedded PostgreSQL, applies the committed migrations, diffs, writes
 * src/migrations/Migration<timestamp>.ts and registers it in src/migrations/index.ts.
 * Usage: pnpm --filter api migration:create [name]
 */
import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connectDatabase, startEmbeddedPostgres } from '../app/database.js';

const dir = mkdtempSync(join(tmpdir(), 'migration-'));
const db = await startEmbeddedPostgres({ dir, port: 54000 + Math.floor(Math.random() * 900), database: 'migrate', persistent: false });
try {
  const orm = await connectDatabase(db.url);
  const target = resolve('src/migrations');
  const result = await orm.migrator.create(target, false, false, process.argv[2]);
  await orm.close();
  if (!result.fileName) {
    console.log('No changes: entities match the committed migrations.');
  } else {
    const className = result.fileName.replace(/\.ts$/, '');
    const indexFile = join(target, 'index.ts');
    let index = readFileSync(indexFile, 'utf8');
    index = index.replace(/(import type \{ MigrationObject \} from '@mikro-orm\/core';\n)/, `$1import { ${className} } from './${className}.js';\n`);
    index = index.replace(/\n\];\s*$/, `\n  { name: '${className}', class: ${className} },\n];\n`);
    writeFileSync(indexFile, index);
    console.log(`Created src/migrations/${result.fileName}; review it before committing.`);
  }
} finally {
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}
