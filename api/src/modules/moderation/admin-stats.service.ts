import type { Db } from '../../core/db.js';
import { clamp } from '../../core/sql.js';

export interface AdminStats {
  totalUsers: number;
  usersToday: number;
  totalProfiles: number;
  profilesToday: number;
  totalReports: number;
  reportsToday: number;
  pendingImages: number;
  flaggedProfiles: number;
  bannedUsers: number;
  pendingReports: number;
  pendingVerifications: number;
  pendingFlagCases: number;
  pendingRemovalRequests: number;
  pendingAppeals: number;
  automaticHidesLastHour: number;
  automaticHideCeiling: number;
}

export interface ActivityItem {
  type: 'profile_created' | 'report_submitted' | 'user_banned' | 'image_uploaded';
  description: string;
  timestamp: Date;
}

/** Dashboard numbers (SPEC "Admin stats"), recent activity and analytics, each in one statement. */
export class AdminStatsService {
  constructor(
    private readonly db: Db,
    /** AUTO_HIDES_PER_HOUR: the dashboard alerts when the last hour's automatic hides reach it. */
    private readonly automaticHideCeiling: number,
  ) {}

  async stats(): Promise<AdminStats> {
    const row = await this.db.one<AdminStats>(`select
      (select count(*)::int from users) as "totalUsers",
      (select count(*)::int from users where created_at >= date_trunc('day', now())) as "usersToday",
      (select count(*)::int from profiles) as "totalProfiles",
      (select count(*)::int from profiles where created_at >= date_trunc('day', now())) as "profilesToday",
      (select count(*)::int from reports) as "totalReports",
      (select count(*)::int from reports where created_at >= date_trunc('day', now())) as "reportsToday",
      (select count(*)::int from profiles where image_approval_status = 'pending') as "pendingImages",
      (select count(*)::int from profiles where flag_status = 'red') as "flaggedProfiles",
      (select count(*)::int from users where banned) as "bannedUsers",
      (select count(*)::int from reports where approved is null) as "pendingReports",
      (select count(*)::int from id_verifications where status = 'pending') as "pendingVerifications",
      (select count(*)::int from flag_cases where status = 'pending') as "pendingFlagCases",
      (select count(*)::int from removal_requests where status = 'pending') as "pendingRemovalRequests",
      (select count(*)::int from appeals where status = 'pending') as "pendingAppeals",
      (select count(*)::int from audit_log where created_at > now() - interval '1 hour' and action in ('flags.hide', 'removal.hide')) as "automaticHidesLastHour"`);
    return { ...row!, automaticHideCeiling: this.automaticHideCeiling };
  }

  /** The 10 latest events. Descriptions never name a report's author (SAFETY 6). */
  async recentActivity(limit = 10): Promise<ActivityItem[]> {
    const rows = await this.db.query<{ type: ActivityItem['type']; description: string; timestamp: Date }>(
      `select * from (
         (select 'profile_created' as type, 'Profile added: ' || display_name as description, created_at as timestamp from profiles order by created_at desc limit $1)
         union all
         (select 'report_submitted', 'Report submitted about ' || p.display_name || ': "' || r.title || '"', r.created_at from reports r join profiles p on p.id = r.profile_id order by r.created_at desc limit $1)
         union all
         (select 'user_banned', 'User banned: ' || username, banned_at from users where banned and banned_at is not null order by banned_at desc limit $1)
         union all
         (select 'image_uploaded', 'Photo uploaded for ' || display_name, image_uploaded_at from profiles where image_uploaded_at is not null order by image_uploaded_at desc limit $1)
       ) a order by timestamp desc limit $1`,
      [limit],
    );
    return rows;
  }

  /** Reports and sign-ups per day, the queue's size and its median waiting time. */
  async analytics(days = 30) {
    const span = clamp(Math.floor(days), 1, 365);
    const perDay = await this.db.query<{ day: string; reports: number; signups: number }>(
      `select to_char(d, 'YYYY-MM-DD') as day,
              (select count(*)::int from reports where created_at >= d and created_at < d + interval '1 day') as reports,
              (select count(*)::int from users where created_at >= d and created_at < d + interval '1 day') as signups
       from generate_series(date_trunc('day', now()) - ($1::int - 1) * interval '1 day', date_trunc('day', now()), interval '1 day') d order by d`,
      [span],
    );
    const queue = await this.db.one<{ size: number; median_wait_hours: number | null; median_decision_hours: number | null }>(
      `select (select count(*)::int from reports where approved is null) as size,
              (select round((percentile_cont(0.5) within group (order by extract(epoch from now() - created_at)) / 3600)::numeric, 1)::float8 from reports where approved is null) as median_wait_hours,
              (select round((percentile_cont(0.5) within group (order by extract(epoch from moderated_at - created_at)) / 3600)::numeric, 1)::float8 from reports where moderated_at > now() - interval '30 days') as median_decision_hours`,
    );
    return {
      days: perDay,
      queueSize: queue?.size ?? 0,
      medianWaitHours: queue?.median_wait_hours ?? null,
      medianDecisionHours: queue?.median_decision_hours ?? null,
    };
  }
}
