import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';

/** What each field of a page means: the GraphQL type and nullability of every field a page may have. */
interface PageFieldValues {
  total: number;
  totalIsExact: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  hasNextPage: boolean;
  nextCursor: string | null;
}
export type PageField = keyof PageFieldValues;

const FIELD_TYPES: Record<PageField, { type: () => typeof Int | BooleanConstructor | StringConstructor; nullable?: true }> = {
  total: { type: () => Int },
  totalIsExact: { type: () => Boolean },
  page: { type: () => Int },
  pageSize: { type: () => Int },
  pageCount: { type: () => Int },
  hasNextPage: { type: () => Boolean },
  nextCursor: { type: () => String, nullable: true },
};

/** A page of `T` with the fields `K` (offset pages: total, page, pageSize, ...; cursor pages: nextCursor). */
export type PageOf<T, K extends PageField> = { items: T[] } & Pick<PageFieldValues, K>;

/**
 * The one page type factory: every `XPage` of the schema extends `Page(Item, { items: '...', ...fields })`. Each field
 * named in `fields` is declared with the description given (its type is fixed here: `total` Int!, `totalIsExact`
 * Boolean!, `page`/`pageSize`/`pageCount` Int!, `hasNextPage` Boolean!, `nextCursor` String); `items` is `[Item!]!`.
 * The subclass carries the `@ObjectType` (name, description), as in type-graphql's generic-types example; the page's own
 * fields are simple resolvers (plain properties).
 */
export function Page<T extends object, F extends Partial<Record<PageField, string>>>(
  item: ClassType<T>,
  fields: { items: string } & F,
): abstract new () => PageOf<T, keyof F & PageField> {
  // Not reachable from any root field, so not in the schema itself: only its subclasses are (type-graphql 2).
  @ObjectType({ simpleResolvers: true })
  abstract class PageClass {
    @Field(() => [item], { description: fields.items })
    items!: T[];
  }
  for (const name of Object.keys(FIELD_TYPES) as PageField[]) {
    const description = (fields as Partial<Record<PageField, string>>)[name];
    if (description === undefined) continue;
    const { type, nullable } = FIELD_TYPES[name];
    Field(type, { description, nullable })(PageClass.prototype, name);
  }
  return PageClass as unknown as abstract new () => PageOf<T, keyof F & PageField>;
}

/**
 * The arguments of a cursor page (a `Page` with `nextCursor`): `first` and `after`, taken with
 * `@Args(() => CursorPageArgs) page: CursorPageArgs` and handed to the service as they are (it clamps `first`).
 */
@ArgsType()
export class CursorPageArgs {
  @Field(() => Int, { nullable: true, defaultValue: 20, description: 'Page size, 1 to 50.' })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'The `nextCursor` of the previous page.' })
  after?: string | null;
}
