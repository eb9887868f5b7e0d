import type { EntityManager } from '@mikro-orm/postgresql';
import { Report } from '../report.entity.js';
import { Profile } from '../../profile/profile.entity.js';
import { presentReport, reportRowOf, type ReportGql } from '../report.type.js';
import { notFound, COMMON_MESSAGES } from '../../../core/errors.js';
import { reportTitleSubject } from '../../decision/subjects.js';
import { word } from '../../../core/i18n.js';

/** A report id from a path or an argument: anything that is not one is a 404, like a missing report. */
export function parseReportId(raw: unknown): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(COMMON_MESSAGES.report);
  return id;
}

/** The report with its profile and author, or 404. */
export async function loadReport(em: EntityManager, id: number): Promise<Report> {
  const report = await em.findOne(Report, id, { populate: ['profile', 'author'] });
  if (!report) throw notFound(COMMON_MESSAGES.report);
  return report;
}

/** The profile (with the lazy columns a command names), or 404. */
export async function loadProfile(em: EntityManager, id: number, populate: readonly string[] = []): Promise<Profile> {
  const profile = await em.findOne(Profile, id, { populate: populate as never });
  if (!profile) throw notFound(COMMON_MESSAGES.profile);
  return profile;
}

/** How the audit log names a report: readable after the report is gone. */
export const reportLabel = (report: Report, title = report.title) => word(reportSubjectOf(report, title), 'en');

/** The same as wording, for a decision about the report (read in the reader's language). */
export const reportSubjectOf = (report: Report, title = report.title) => reportTitleSubject(title, report.profile.displayName);

/** The answer of a command about one report, as moderators see it. */
export function presentModeratedReport(report: Report): ReportGql {
  return presentReport(reportRowOf(report));
}
