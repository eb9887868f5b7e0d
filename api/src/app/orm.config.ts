import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { entities } from './entities.js';
import { migrationsList } from '../migrations/index.js';

export function ormConfig(clientUrl: string, options: { debug?: boolean; poolMax?: number } = {}) {
  return defineConfig({
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList, tableName: 'mikro_orm_migrations', transactional: true, allOrNothing: true, silent: true, snapshot: false },
    pool: { min: 0, max: options.poolMax ?? 10 },
    // Tables owned by libraries (session store, rate limiter), created by hand-written migrations.
    schemaGenerator: { skipTables: ['session', 'rate_limits'] },
    debug: options.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  });
}
