import { Field, ID, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';

export const WatchStatus = graphqlEnum('WatchStatus', 'Where a name watch stands.', {
  active: 'Matching: published profiles with this name near the place notify her.',
  expired: 'Its 30 days are over: it matches nothing until she renews it.',
  ended: 'A moderator ended it (the person asked for removal); it cannot be renewed.',
});
export type WatchStatus = EnumValue<typeof WatchStatus>;

@ObjectType('Watch', { description: 'One of her name watches. Private: only she reads it (moderators may end one).' })
export class WatchGql {
  @Field(() => ID, { description: 'The watch.' })
  id!: string;

  @Field({ description: 'The first name watched.' })
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'The last name or initial watched; null for any.' })
  lastName!: string | null;

  @Field({ description: 'The city the radius is around.' })
  location!: string;

  @Field(() => Int, { description: 'The radius around the city, in miles.' })
  radius!: number;

  @Field(() => WatchStatus, { description: 'Active, expired (renew it) or ended by a moderator.' })
  status!: WatchStatus;

  @Field({ description: 'When she created it.' })
  createdAt!: Date;

  @Field({ description: 'When it stops matching unless she renews it (30 days after its creation or last renewal).' })
  expiresAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When a published profile last matched it; null if none has.' })
  lastMatchedAt!: Date | null;
}

/** A watch's columns as the service selects them (`WATCH_COLUMNS`): times as Dates (node-postgres) or text (MikroORM's raw execute). */
export interface WatchRow {
  id: string;
  first_name: string;
  last_name: string | null;
  location: string;
  radius: number;
  created_at: Date | string;
  expires_at: Date | string;
  last_matched_at: Date | string | null;
  ended_at: Date | string | null;
}

export const WATCH_COLUMNS = 'w.id, w.first_name, w.last_name, w.location, w.radius, w.created_at, w.expires_at, w.last_matched_at, w.ended_at';

export function presentWatch(row: WatchRow, now = new Date()): WatchGql {
  const expiresAt = new Date(row.expires_at);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    location: row.location,
    radius: row.radius,
    status: row.ended_at ? WatchStatus.ENDED : expiresAt.getTime() > now.getTime() ? WatchStatus.ACTIVE : WatchStatus.EXPIRED,
    createdAt: new Date(row.created_at),
    expiresAt,
    lastMatchedAt: row.last_matched_at == null ? null : new Date(row.last_matched_at),
  };
}
