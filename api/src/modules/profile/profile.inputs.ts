import { Field, Float, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { Category } from './profile.entity.js';
import { ReportType } from '../report/report.entity.js';
import { LIMITS } from '@tea/limits';
import { reportFieldsSchema } from '../report/report.inputs.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';
import { PROFILE_MESSAGES } from './profile.messages.js';
import { textOf } from '../../core/i18n.js';

export const ProfileSort = graphqlEnum(
  'ProfileSort',
  'Browse order. DISTANCE needs latitude/longitude (otherwise NEWEST is used); profiles without coordinates come last.',
  {
    newest: 'Most recently added first.',
    oldest: 'Earliest added first.',
    rating: 'Highest average rating first; unrated profiles last.',
    rating_low: 'Lowest average rating first; unrated profiles last.',
    reports_high: 'Most approved reports first (the default).',
    reports_low: 'Fewest approved reports first.',
    alphabetical: 'By first name, A to Z (ignoring case).',
    alphabetical_desc: 'By first name, Z to A (ignoring case).',
    distance: 'Nearest city first from latitude/longitude, newest first within a city; NEWEST without them.',
  },
);
export type ProfileSort = EnumValue<typeof ProfileSort>;

export const DISTANCE_OPTIONS = [5, 10, 25, 50, 100] as const;
/**
 * How deep browse pages go (50 pages of 20): deeper pages would cost more than a page should (every page
 * skipped is read), and a narrower filter serves better. Ordered by cost, not by table size (issue 7).
 */
export const MAX_BROWSE_OFFSET = 1_000;
/**
 * How deep a search goes (10 pages of 20). A search term is a filter no sort index serves: every row skipped is
 * read and tested, about 1/selectivity rows per profile shown, so its pages stop earlier. 200 matches is more than
 * anyone reads; a longer term or another filter narrows it.
 */
export const MAX_SEARCH_OFFSET = 200;

/** The deepest offset allowed for a browse query (see MAX_BROWSE_OFFSET and MAX_SEARCH_OFFSET). */
export function maxOffsetFor(q: { search?: string | null }): number {
  return q.search?.trim() ? MAX_SEARCH_OFFSET : MAX_BROWSE_OFFSET;
}

@InputType({ description: 'Browse filters (SPEC "Filter state"). Omitted fields do not filter.' })
export class ProfileFilter {
  @Field(() => String, { nullable: true, description: 'Exact location, e.g. "Austin, TX".' })
  location?: string | null;

  @Field(() => Float, { nullable: true, description: 'Minimum average rating (1 to 5); unrated profiles are excluded when set.' })
  minRating?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Free text over first, last and display name and location. 3+ characters match anywhere; 1-2 characters match the start of the first name.',
  })
  search?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Maximum distance in miles from latitude/longitude (5, 10, 25, 50 or 100). Excludes profiles without coordinates.',
  })
  distance?: number | null;

  @Field(() => Float, { nullable: true, description: "The viewer's latitude (used for this query only, never stored)." })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: "The viewer's longitude (used for this query only, never stored); give it together with latitude." })
  longitude?: number | null;

  @Field(() => ProfileSort, {
    nullable: true,
    defaultValue: ProfileSort.REPORTS_HIGH,
    description: 'Order of the results (default REPORTS_HIGH: most reports first).',
  })
  sortBy?: ProfileSort | null;
}

const optionalNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined || v === 'all' || v === 'any' ? undefined : Number(v)),
    z.number({ error: message }).min(min, message).max(max, message).optional(),
  );

export const browseSchema = z
  .object({
    location: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.string().trim().max(120).optional().nullable()),
    minRating: optionalNumber(0, 5, PROFILE_MESSAGES.minRating.defaultMessage),
    search: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(100, PROFILE_MESSAGES.searchMax.defaultMessage).optional().nullable()),
    distance: optionalNumber(0.1, 500, PROFILE_MESSAGES.distance.defaultMessage),
    latitude: optionalNumber(-90, 90, PROFILE_MESSAGES.latitude.defaultMessage),
    longitude: optionalNumber(-180, 180, PROFILE_MESSAGES.longitude.defaultMessage),
    sortBy: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(ProfileSort, { error: PROFILE_MESSAGES.sortOrder.defaultMessage }).optional()),
    page: z.coerce
      .number({ error: PROFILE_MESSAGES.page.defaultMessage })
      .int(PROFILE_MESSAGES.page.defaultMessage)
      .min(1, PROFILE_MESSAGES.page.defaultMessage)
      .default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, PROFILE_MESSAGES.pageSize.defaultMessage)
      .max(100, PROFILE_MESSAGES.pageSize.defaultMessage)
      .default(LIMITS.pageSize),
    /** REST's limit/offset: an explicit offset overrides page. */
    offset: z.coerce.number().int(PROFILE_MESSAGES.offsetWhole.defaultMessage).min(0, PROFILE_MESSAGES.offsetMin.defaultMessage).optional(),
  })
  .transform((v) => ({ ...v, offset: v.offset ?? (v.page - 1) * v.pageSize }))
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), { message: PROFILE_MESSAGES.latLngTogether.defaultMessage })
  .refine((v) => v.distance === undefined || v.latitude !== undefined, { message: PROFILE_MESSAGES.distanceNeedsLocation.defaultMessage })
  .superRefine((v, ctx) => {
    const max = maxOffsetFor(v);
    if (v.offset >= max) ctx.addIssue({ code: 'custom', message: textOf(PROFILE_MESSAGES.pagesBeyond, { max }) });
  });

export type BrowseQuery = z.output<typeof browseSchema>;

@InputType({ description: 'Adds a person and, usually, her first report, in one transaction.' })
export class CreateProfileInput {
  @Field({ description: 'Required, 1 to 60 characters.' })
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'At most 60 characters.' })
  lastName?: string | null;

  @Field(() => Category, { description: 'The kind of connection: dating or friends.' })
  category!: Category;

  @Field(() => String, { nullable: true, description: 'A gazetteer location gives the profile city-centroid coordinates.' })
  location?: string | null;

  @Field(() => Int, { nullable: true, description: 'Age in years, 18 to 100.' })
  age?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'At most 500 characters; phone numbers, e-mail and street addresses and social-media handles are refused.',
  })
  bio?: string | null;

  @Field({ description: 'The poster confirms the person is an adult (18 or older). Required.' })
  confirmAdult!: boolean;

  @Field(() => ReportType, { nullable: true, description: 'Kind of the first report (NEUTRAL when left out but a title or content is given).' })
  reportType?: ReportType | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Title of the first report, 5 to 120 characters. Required once reportType or reportContent is given; leave all three out to add her without a report.',
  })
  reportTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'Text of the first report, 20 to 5,000 characters. Required once reportType or reportTitle is given.' })
  reportContent?: string | null;

  @Field(() => Category, { nullable: true, description: 'Category of the first report; defaults to `category`.' })
  reportCategory?: Category | null;

  @Field(() => Int, { nullable: true, description: '1 to 5; defaults from reportType (positive 5, neutral 3, negative 1).' })
  reportRating?: number | null;

  @Field(() => String, { nullable: true, description: 'Ignored: built from first and last name.' })
  displayName?: string | null;
}

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const boolish = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());

/** Shared by GraphQL and REST (JSON or multipart, where every value arrives as a string). */
export const createProfileSchema = z
  .object({
    firstName: z.preprocess(
      emptyToNull,
      z
        .string({ error: PROFILE_MESSAGES.firstNameRequired.defaultMessage })
        .trim()
        .min(1, PROFILE_MESSAGES.firstNameRequired.defaultMessage)
        .max(LIMITS.nameMax, textOf(PROFILE_MESSAGES.firstNameMax, { max: LIMITS.nameMax })),
    ),
    lastName: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .max(LIMITS.nameMax, textOf(PROFILE_MESSAGES.lastNameMax, { max: LIMITS.nameMax }))
        .nullish(),
    ),
    category: z.enum(Category, { error: PROFILE_MESSAGES.connectionType.defaultMessage }),
    location: z.preprocess(emptyToNull, z.string().trim().max(120).nullish()),
    age: z.preprocess(
      (v) => (emptyToNull(v) == null ? null : Number(v)),
      z
        .number()
        .int(PROFILE_MESSAGES.ageWhole.defaultMessage)
        .min(LIMITS.ageMin, PROFILE_MESSAGES.ageMin.defaultMessage)
        .max(LIMITS.ageMax, PROFILE_MESSAGES.ageMax.defaultMessage)
        .nullable(),
    ),
    bio: z.preprocess(emptyToNull, z.string().trim().max(LIMITS.bioMax, PROFILE_MESSAGES.bioMax.defaultMessage).nullish()),
    confirmAdult: boolish.refine((v) => v, PROFILE_MESSAGES.confirmAdult.defaultMessage),
    reportType: z.preprocess(emptyToNull, z.enum(ReportType, { error: PROFILE_MESSAGES.experienceType.defaultMessage }).nullish()),
    reportTitle: z.preprocess(emptyToNull, z.string().nullish()),
    reportContent: z.preprocess(emptyToNull, z.string().nullish()),
    reportCategory: z.preprocess(emptyToNull, z.enum(Category).nullish()),
    reportRating: z.preprocess((v) => (emptyToNull(v) == null ? null : Number(v)), z.number().int().min(1).max(5).nullable()),
  })
  .transform((v, ctx) => {
    const wantsReport = v.reportTitle != null || v.reportContent != null || v.reportType != null;
    if (!wantsReport) return { ...v, report: null };
    if (!v.reportTitle?.trim()) {
      ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.reportTitleRequired.defaultMessage, path: ['reportTitle'] });
      return z.NEVER;
    }
    if (!v.reportContent?.trim()) {
      ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.shareExperience.defaultMessage, path: ['reportContent'] });
      return z.NEVER;
    }
    if (v.reportContent.trim().length < LIMITS.reportContentMin) {
      ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.moreDetail.defaultMessage, path: ['reportContent'] });
      return z.NEVER;
    }
    const report = reportFieldsSchema.safeParse({
      reportType: v.reportType ?? ReportType.NEUTRAL,
      title: v.reportTitle,
      content: v.reportContent,
      category: v.reportCategory ?? v.category,
      rating: v.reportRating,
      location: v.location,
    });
    if (!report.success) {
      for (const issue of report.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { ...v, report: report.data };
  });

/** An admin's edit of a profile (moderation: edit-profile command). */
export const adminProfileUpdateSchema = z
  .object({
    firstName: z.string().trim().min(1, PROFILE_MESSAGES.firstNameRequired.defaultMessage).max(LIMITS.nameMax).optional(),
    lastName: z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string().max(LIMITS.nameMax).nullish()),
    location: z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string().max(120).nullish()),
    bio: z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string().max(LIMITS.bioMax, PROFILE_MESSAGES.bioMax.defaultMessage).nullish()),
  })
  .strip();
