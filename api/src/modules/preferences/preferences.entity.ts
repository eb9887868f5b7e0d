import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../user/user.entity.js';

/**
 * A member's saved settings (Settings > Notifications, Privacy, Appearance), one row per member, created on her
 * first save. `data` is validated with `preferencesSchema` (preferences.inputs.ts) on the way in and read back
 * through it, so a missing or outdated value reads as its default. Deleted with the account.
 */
@Entity({ tableName: 'user_preferences' })
export class UserPreferences {
  @OneToOne(() => User, { primary: true, owner: true, deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Property({ type: 'json' })
  data!: Record<string, unknown>;

  @Property({ defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
