import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261126003000 } from './Migration20261126003000.js';
import { Migration20261126004217 } from './Migration20261126004217.js';
import { Migration20261125235000 } from './Migration20261125235000.js';
import { Migration20261125230000 } from './Migration20261125230000.js';
import { Migration20261125210000 } from './Migration20261125210000.js';
import { Migration20261125173000 } from './Migration20261125173000.js';
import { Migration20261125161000 } from './Migration20261125161000.js';
import { Migration20261125160000 } from './Migration20261125160000.js';
import { Migration20261125150000 } from './Migration20261125150000.js';
import { Migration20261125140000 } from './Migration20261125140000.js';
import { Migration20261125130000 } from './Migration20261125130000.js';
import { Migration20261125120000 } from './Migration20261125120000.js';
import { Migration20261125110000 } from './Migration20261125110000.js';
import { Migration20261125100000 } from './Migration20261125100000.js';
import { Migration20261125012707 } from './Migration20261125012707.js';
import { Migration20261125000000 } from './Migration20261125000000.js';
import { Migration20261124000000 } from './Migration20261124000000.js';
import { Migration20261122005537 } from './Migration20261122005537.js';
import { Migration20261121233302 } from './Migration20261121233302.js';
import { Migration20261121232341 } from './Migration20261121232341.js';
import { Migration20261121000000 } from './Migration20261121000000.js';

/** Committed migrations, applied in order at start-up. New ones are added by `pnpm --filter api migration:create`. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000', class: Migration20261121000000 },
  { name: 'Migration20261121232341', class: Migration20261121232341 },
  { name: 'Migration20261121233302', class: Migration20261121233302 },
  { name: 'Migration20261122005537', class: Migration20261122005537 },
  { name: 'Migration20261124000000', class: Migration20261124000000 },
  { name: 'Migration20261125000000', class: Migration20261125000000 },
  { name: 'Migration20261125012707', class: Migration20261125012707 },
  { name: 'Migration20261125100000', class: Migration20261125100000 },
  { name: 'Migration20261125110000', class: Migration20261125110000 },
  { name: 'Migration20261125120000', class: Migration20261125120000 },
  { name: 'Migration20261125130000', class: Migration20261125130000 },
  { name: 'Migration20261125140000', class: Migration20261125140000 },
  { name: 'Migration20261125150000', class: Migration20261125150000 },
  { name: 'Migration20261125160000', class: Migration20261125160000 },
  { name: 'Migration20261125161000', class: Migration20261125161000 },
  { name: 'Migration20261125173000', class: Migration20261125173000 },
  { name: 'Migration20261125210000', class: Migration20261125210000 },
  { name: 'Migration20261125230000', class: Migration20261125230000 },
  { name: 'Migration20261125235000', class: Migration20261125235000 },
  { name: 'Migration20261126003000', class: Migration20261126003000 },
  { name: 'Migration20261126004217', class: Migration20261126004217 },
];
