import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';
import { ReportPause } from './report-pause.entity.js';
import { presentReportPause, type ReportPauseGql, type ReportPauseRow } from './pile-on.type.js';
import { PILE_ON_MESSAGES } from './pile-on.messages.js';

export const NOT_PAUSED = PILE_ON_MESSAGES.notPaused.defaultMessage;

/** A pause is open while no admin lifted it and its end is ahead. */
export const OPEN_PAUSE_SQL = 'rp.lifted_at is null and rp.ends_at > now()';

/** The pauses as moderators see them, with the reports still waiting on each profile. */
export const PAUSE_SQL = `select rp.id::text as id, rp.profile_id, p.display_name as profile_name, rp.trigger, rp.report_count, rp.new_account_report_count,
    (select count(*)::int from reports r where r.profile_id = rp.profile_id and r.approved is null) as pending_report_count,
    rp.started_at, rp.ends_at, rp.lifted_at
  from report_pauses rp join profiles p on p.id = rp.profile_id`;

/** The open pause of a profile (with the profile), for an admin to lift or extend; 400 when there is none. */
export async function loadOpenPause(em: EntityManager, profileId: number): Promise<ReportPause> {
  const pause = await em.findOne(
    ReportPause,
    { profile: profileId, liftedAt: null, endsAt: { $gt: new Date() } },
    { orderBy: { startedAt: 'desc' }, populate: ['profile'] },
  );
  if (!pause) throw badInput(NOT_PAUSED);
  return pause;
}

/** One pause as moderators see it, read in the caller's transaction. */
export async function readPause(em: EntityManager, id: string): Promise<ReportPauseGql> {
  const [row] = await em.getConnection().execute<ReportPauseRow[]>(`${PAUSE_SQL} where rp.id = ?`, [id], 'all', em.getTransactionContext());
  return presentReportPause(row);
}
