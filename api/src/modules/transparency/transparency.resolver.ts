import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access } from '../../auth/access.js';
import { TransparencyReportGql, type TransparencyReport } from './transparency.type.js';

@Resolver()
export class TransparencyResolver {
  @Query(() => TransparencyReportGql, {
    description:
      "A quarter's transparency report, for anyone: reports, removals, removal requests, flags, appeals, sanctions and the deletion of identity documents, numbers only. BAD_USER_INPUT for a malformed quarter or one without a report.",
  })
  @Access('public')
  transparencyReport(
    @Ctx() ctx: AppContext,
    @Arg('quarter', () => String, { nullable: true, description: 'The calendar quarter, for example `2026-Q4`; the current quarter when omitted.' })
    quarter?: string | null,
  ): Promise<TransparencyReport> {
    return ctx.services.transparency.report({ quarter }, ctx.services.reads.pick(ctx.req));
  }
}
