import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { Category } from '../profile/profile.entity.js';
import { ReportType } from './report.entity.js';
import { LIMITS } from '@tea/limits';
import { REPORT_MESSAGES } from './report.messages.js';
import { textOf } from '../../core/i18n.js';

/** The star picker's preset for each type, also applied when a caller sends no rating. */
export const DEFAULT_RATING: Record<ReportType, number> = {
  [ReportType.POSITIVE]: 5,
  [ReportType.NEUTRAL]: 3,
  [ReportType.NEGATIVE]: 1,
};

@InputType({ description: 'A report about a profile. Reports are always anonymous and reviewed before publishing.' })
export class CreateReportInput {
  @Field(() => ReportType, { description: 'Positive, negative or neutral experience.' })
  reportType!: ReportType;

  @Field({ description: 'At least 5 characters.' })
  title!: string;

  @Field({ description: 'At least 20 characters.' })
  content!: string;

  @Field(() => Category, { description: 'Whether the experience was dating or friendship.' })
  category!: Category;

  @Field(() => String, { nullable: true, description: 'ISO date (YYYY-MM-DD) of the interaction, not in the future.' })
  dateOfInteraction?: string | null;

  @Field(() => String, { nullable: true, description: 'Where it took place, free text of at most 120 characters.' })
  location?: string | null;

  @Field(() => Int, { nullable: true, description: '1 to 5 stars; defaults from reportType (positive 5, neutral 3, negative 1).' })
  rating?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Ignored: reports are always anonymous.' })
  isAnonymous?: boolean | null;
}

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const reportFieldsSchema = z
  .object({
    reportType: z.enum(ReportType, { error: REPORT_MESSAGES.experienceType.defaultMessage }),
    title: z
      .string({ error: REPORT_MESSAGES.titleMin.defaultMessage })
      .trim()
      .min(LIMITS.reportTitleMin, REPORT_MESSAGES.titleMin.defaultMessage)
      .max(LIMITS.reportTitleMax, textOf(REPORT_MESSAGES.titleMax, { max: LIMITS.reportTitleMax })),
    content: z
      .string({ error: REPORT_MESSAGES.contentMin.defaultMessage })
      .trim()
      .min(LIMITS.reportContentMin, REPORT_MESSAGES.contentMin.defaultMessage)
      .max(LIMITS.reportContentMax, textOf(REPORT_MESSAGES.contentMax, { max: LIMITS.reportContentMax })),
    category: z.enum(Category, { error: REPORT_MESSAGES.category.defaultMessage }),
    dateOfInteraction: z.preprocess(
      (v) => {
        const s = emptyToNull(v);
        return typeof s === 'string' ? s.slice(0, 10) : s;
      },
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.dateFormat.defaultMessage)
        .refine((d) => !Number.isNaN(Date.parse(d)), REPORT_MESSAGES.dateFormat.defaultMessage)
        .refine((d) => Date.parse(d) <= Date.now() + 24 * 3600 * 1000, REPORT_MESSAGES.dateFuture.defaultMessage)
        .nullish(),
    ),
    location: z.preprocess(emptyToNull, z.string().trim().max(120, REPORT_MESSAGES.locationMax.defaultMessage).nullish()),
    rating: z.preprocess(
      (v) => (emptyToNull(v) == null ? null : Number(v)),
      z
        .number()
        .int(REPORT_MESSAGES.rating.defaultMessage)
        .min(1, REPORT_MESSAGES.rating.defaultMessage)
        .max(5, REPORT_MESSAGES.rating.defaultMessage)
        .nullish(),
    ),
  })
  .transform((v) => ({ ...v, rating: v.rating ?? DEFAULT_RATING[v.reportType], dateOfInteraction: v.dateOfInteraction ?? null, location: v.location ?? null }));

export type ReportFields = z.output<typeof reportFieldsSchema>;

@InputType({ description: 'Admin edit of a report.' })
export class UpdateReportInput {
  @Field({ description: 'New title, 5 to 120 characters.' })
  title!: string;

  @Field({ description: 'New report text, 20 to 5,000 characters.' })
  content!: string;
}

export const updateReportSchema = z.object({
  title: reportFieldsSchema.in.shape.title,
  content: reportFieldsSchema.in.shape.content,
});
