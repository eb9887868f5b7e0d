import { describe, expect, it } from '@jest/globals';
import { isObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { buildAppSchema } from '../src/app/schema.js';

const CAPABILITIES = ['moderate', 'manage_users', 'view_audit_log', 'review_id_documents', 'generate_sample_data', 'review_blocked_uploads'];
/** Policy actions a root field may declare as its level (a member field that also needs the action). */
const ACTIONS = [
  'account:read-own',
  'account:update-username',
  'account:update-preferences',
  'account:update-security',
  'account:export',
  'account:delete',
  'profile:create',
  'report:create',
  'phone:verify',
  'content:flag',
  'decision:appeal',
  'api-tokens:manage',
];
const LEVELS = ['public', 'member', ...CAPABILITIES, ...ACTIONS];

describe('deny by default', () => {
  it('every root Query/Mutation field declares its access level, and non-public ones are guarded', async () => {
    const schema = await buildAppSchema();
    const authorized = new Set(getMetadataStorage().authorizedFields.map((f) => `${f.target.name}.${f.fieldName}`));
    const resolverClassOf = new Map(
      [...getMetadataStorage().queries, ...getMetadataStorage().mutations].map((q) => [q.schemaName, `${q.target.name}.${q.methodName}`]),
    );
    const problems: string[] = [];
    for (const typeName of ['Query', 'Mutation', 'Subscription']) {
      const type = schema.getType(typeName);
      if (!type || !isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const access = field.extensions?.access as string | undefined;
        if (!access || !LEVELS.includes(access)) {
          problems.push(`${typeName}.${field.name} has no @Access(...)`);
          continue;
        }
        const method = resolverClassOf.get(field.name);
        if (access !== 'public' && (!method || !authorized.has(method))) problems.push(`${typeName}.${field.name} is '${access}' but not @Authorized`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents every type and root field for third-party tools', async () => {
    const schema = await buildAppSchema();
    const undocumented: string[] = [];
    for (const typeName of ['Query', 'Mutation']) {
      const type = schema.getType(typeName);
      if (!type || !isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) if (!field.description) undocumented.push(`${typeName}.${field.name}`);
    }
    expect(undocumented).toEqual([]);
  });
});
