import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25: the image queue's own index, as the other moderation queues have one (reports_queue_idx, appeals_queue_idx):
 * the metrics' pending images and the oldest of them (metrics.ts), and the admin's list of images to review, read the
 * waiting profiles only instead of every profile.
 */
export class Migration20261127143932 extends Migration {
  override name = 'Migration20261127143932';

  override up(): void | Promise<void> {
    this.addSql(`create index "profiles_image_queue_idx" on "profiles" ("image_uploaded_at", "id") where "image_approval_status" = 'pending';`);
  }

  override down(): void | Promise<void> {
    this.addSql('drop index "profiles_image_queue_idx";');
  }
}
