import { describe, expect, it } from '@jest/globals';
import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { buildAppSchema, DIRECT_FIELD_RESOLVERS } from '../src/app/schema.js';

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
  'photo:check',
  'watch:manage',
];
const LEVELS = ['public', 'member', ...CAPABILITIES, ...ACTIONS];

describe('deny by default', () => {
  it('every root Query/Mutation field declares its access level, and non-public ones are guarded', async () => {
    const schema = await buildAppSchema();
    const authorized = new Set(getMetadataStorage().authorizedFields.map((f) => `${f.target.name}.${f.fieldName}`));
    const resolverClassOf = new Map(
      [...getMetadataStorage().queries, ...getMetadataStorage().mutations, ...getMetadataStorage().subscriptions].map((q) => [
        q.schemaName,
        `${q.target.name}.${q.methodName}`,
      ]),
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

  it('every guarded field of an object type (FieldAccess) is checked: a capability, and not a simple resolver', async () => {
    const schema = await buildAppSchema();
    const problems: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || ['Query', 'Mutation', 'Subscription'].includes(type.name)) continue;
      for (const field of Object.values(type.getFields())) {
        const access = field.extensions?.access as string | undefined;
        if (access === undefined) continue;
        if (!CAPABILITIES.includes(access)) problems.push(`${type.name}.${field.name} has access '${access}', not a capability`);
        // type-graphql runs no auth check on a simple resolver (graphql's default resolve): `simple: false` on its @Field.
        if (!field.resolve) problems.push(`${type.name}.${field.name} is a simple resolver: its access is never checked`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every guarded property with the synchronous check (FieldAccess on a property, app/schema.ts)', async () => {
    const schema = await buildAppSchema();
    const checked: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        if (field.extensions?.guardedProperty !== true) continue;
        // A visitor's read throws FORBIDDEN at once; type-graphql's own wrapper would hand back a (rejected) promise.
        const info = { operation: { operation: 'query' }, parentType: type, schema } as unknown as GraphQLResolveInfo;
        let thrown: { extensions?: { code?: unknown } } | undefined;
        let returned: unknown;
        try {
          returned = field.resolve!({ [field.name]: true }, {}, { principal: null }, info);
        } catch (error) {
          thrown = error as typeof thrown;
        }
        if (returned instanceof Promise) returned.catch(() => undefined);
        expect({ field: field.name, promise: returned instanceof Promise, code: thrown?.extensions?.code }).toEqual({
          field: field.name,
          promise: false,
          code: 'FORBIDDEN',
        });
        checked.push(`${type.name}.${field.name}`);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['Profile.isSample', 'Report.moderationNote', 'AdminProfile.isSample']));
  });

  it('documents every type and root field for third-party tools', async () => {
    const schema = await buildAppSchema();
    const undocumented: string[] = [];
    for (const typeName of ['Query', 'Mutation', 'Subscription']) {
      const type = schema.getType(typeName);
      if (!type || !isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) if (!field.description) undocumented.push(`${typeName}.${field.name}`);
    }
    expect(undocumented).toEqual([]);
  });
});

describe('field resolvers answered directly (app/schema.ts, DIRECT_FIELD_RESOLVERS)', () => {
  it('every listed field resolves through its function, and every field declared by such a resolver class is listed', async () => {
    const schema = await buildAppSchema();
    for (const [typeName, fields] of Object.entries(DIRECT_FIELD_RESOLVERS)) {
      const type = schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(`no object type ${typeName}`);
      for (const [name, resolve] of Object.entries(fields)) expect(type.getFields()[name].resolve).toBe(resolve);
    }
    // Every object type that has a viewerCan or reportsPaused field (the per-item field resolvers) is in the list, and
    // a decision's worded reason, rule title, subject and text, and its appeal's notRestored (in the request's language).
    const withField = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .flatMap((t) => Object.values(t.getFields()).map((f) => ({ type: t.name, field: f.name, of: String(f.type) })))
      .filter(
        ({ type, field, of }) =>
          (field === 'viewerCan' && /^(Report|Profile)ViewerCan!$/.test(of)) ||
          field === 'reportsPaused' ||
          (type === 'Decision' && ['reasonText', 'ruleTitle', 'subjectLabel', 'text'].includes(field)) ||
          (type === 'AppealSummary' && field === 'notRestored'),
      )
      .map(({ type, field }) => `${type}.${field}`)
      .sort();
    const listed = Object.entries(DIRECT_FIELD_RESOLVERS)
      .flatMap(([type, fields]) => Object.keys(fields).map((field) => `${type}.${field}`))
      .sort();
    expect(listed).toEqual(withField);
  });
});
