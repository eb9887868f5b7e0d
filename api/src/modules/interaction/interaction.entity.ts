import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { CreatedRow } from '../../core/base-entities.js';
import { Profile } from '../profile/profile.entity.js';
import { User } from '../user/user.entity.js';

/** A member opened a profile (used for recommendations: "not yet interacted" and her preferences). */
@Entity({ tableName: 'interactions' })
@Unique({ properties: ['user', 'profile'] })
export class Interaction extends CreatedRow {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Profile, { deleteRule: 'cascade', index: true })
  profile!: Profile;

  @Property({ default: 1 })
  viewCount: number = 1;

  @Property({ defaultRaw: 'now()' })
  lastViewedAt: Date = new Date();
}
