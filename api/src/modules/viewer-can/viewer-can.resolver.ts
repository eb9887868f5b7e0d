import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { ProfileType } from '../profile/profile.type.js';
import { ReportFields } from '../report/report.type.js';
import { ProfileViewerCan, profileViewerCan, ReportViewerCan, reportViewerCan } from './viewer-can.type.js';

/** `Profile.viewerCan` (and `AdminProfile`'s): answered by graphql's own resolve function (app/schema.ts, DIRECT_FIELD_RESOLVERS). */
export const resolveProfileViewerCan = (profile: ProfileType, _args: unknown, ctx: AppContext): ProfileViewerCan => profileViewerCan(ctx.principal, profile);

/** `Report.viewerCan` (and `AdminReport`'s, `MyReport`'s): as `resolveProfileViewerCan`. */
export const resolveReportViewerCan = (report: ReportFields, _args: unknown, ctx: AppContext): ReportViewerCan => reportViewerCan(ctx.principal, report);

/** `Profile.viewerCan`: the viewer's abilities on the profile, from the row already loaded (no query). */
@Resolver(() => ProfileType)
export class ProfileViewerCanResolver {
  @FieldResolver(() => ProfileViewerCan, {
    description: "What the viewer may do with this profile: show admin tools, the flag and report buttons from it, not from the viewer's role.",
  })
  viewerCan(@Root() profile: ProfileType, @Ctx() ctx: AppContext): ProfileViewerCan {
    return resolveProfileViewerCan(profile, {}, ctx);
  }
}

/** `Report.viewerCan`: the viewer's abilities on the report, from the row already loaded (no query). */
@Resolver(() => ReportFields)
export class ReportViewerCanResolver {
  @FieldResolver(() => ReportViewerCan, {
    description: "What the viewer may do with this report: show admin tools and the flag button from it, not from the viewer's role.",
  })
  viewerCan(@Root() report: ReportFields, @Ctx() ctx: AppContext): ReportViewerCan {
    return resolveReportViewerCan(report, {}, ctx);
  }
}
