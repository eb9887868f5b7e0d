import { Migration } from '@mikro-orm/migrations';

/**
 * Responsive profile images (issue 7): the stored image's pixel size and the widths of its smaller WebP/JPEG
 * copies (see api/src/modules/upload/image-variants.ts). Existing images keep null in all three: they have no
 * copies, and clients use the image itself. (The generated diff also dropped `bounded_total`, which the schema
 * generator does not know about; that line was removed.)
 */
export class Migration20261125012707 extends Migration {
  override name = 'Migration20261125012707';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profiles" add "image_width" smallint null, add "image_height" smallint null, add "image_variant_widths" smallint[] null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "profiles" drop column "image_width", drop column "image_height", drop column "image_variant_widths";`);
  }
}
