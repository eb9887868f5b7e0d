import { describe, expect, it } from '@jest/globals';
import { isEnumType, isInputObjectType, isInterfaceType, isIntrospectionType, isObjectType, isSpecifiedScalarType, type GraphQLSchema } from 'graphql';
import { buildAppSchema } from '../src/app/schema.js';

/**
 * Schema coordinates (`Type`, `Type.field`, `Type.field(arg)`, `Enum.VALUE`) without a description. Introspection
 * types and the built-in scalars are GraphQL's own and are skipped.
 */
function undocumentedCoordinates(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const blank = (description: string | null | undefined) => !description?.trim();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (blank(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
  }
  return missing.sort();
}

describe('published schema descriptions (issue 11 item 2)', () => {
  it('describes every type, field, argument and enum value for third-party tools', async () => {
    expect(undocumentedCoordinates(await buildAppSchema())).toEqual([]);
  });

  it('finds what is left undescribed', async () => {
    const schema = await buildAppSchema();
    const profile = schema.getType('Profile');
    const sort = schema.getType('ProfileSort');
    if (!isObjectType(profile) || !isEnumType(sort)) throw new Error('Profile or ProfileSort missing from the schema');
    const field = profile.getFields().firstName;
    const arg = schema
      .getQueryType()!
      .getFields()
      .profiles.args.find((a) => a.name === 'page')!;
    const value = sort.getValue('NEWEST')!;
    const saved = [profile.description, field.description, arg.description, value.description];
    try {
      profile.description = undefined;
      field.description = ' ';
      arg.description = null;
      value.description = '';
      expect(undocumentedCoordinates(schema)).toEqual(['Profile', 'Profile.firstName', 'ProfileSort.NEWEST', 'Query.profiles(page)']);
    } finally {
      [profile.description, field.description, arg.description, value.description] = saved;
    }
  });
});
