import { registerEnumType } from 'type-graphql';

/** The enum object of `graphqlEnum`: each value under its upper-case name (`{ PENDING: 'pending' }`), as a TS string enum. */
export type EnumObject<V extends string> = { readonly [K in V as Uppercase<K>]: K };

/** The values of an enum object: `EnumValue<typeof AppealStatus>` is `'pending' | 'upheld' | 'rejected'`. */
export type EnumValue<E> = E[keyof E];

/**
 * A string enum and its GraphQL type in one table: each value written once, with the description the schema gives it
 * (AGENTS 16: every enum value has one, and the compiler refuses a value without). Its GraphQL name is its upper case
 * (`pending` → PENDING), as the key of the object returned, which is used like a TS string enum (`AppealStatus.PENDING`,
 * MikroORM's `@Enum({ items: () => AppealStatus })`, `z.enum(AppealStatus)`); declare its type beside it:
 * `export type AppealStatus = EnumValue<typeof AppealStatus>`.
 */
export function graphqlEnum<V extends string>(name: string, description: string, values: Record<V, string>): EnumObject<V> {
  const entries = Object.entries<string>(values);
  const object = Object.fromEntries(entries.map(([value]) => [value.toUpperCase(), value])) as EnumObject<V>;
  registerEnumType(object, {
    name,
    description,
    valuesConfig: Object.fromEntries(entries.map(([value, valueDescription]) => [value.toUpperCase(), { description: valueDescription }])) as Record<
      keyof EnumObject<V>,
      { description: string }
    >,
  });
  return object;
}
