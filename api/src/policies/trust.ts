import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/max/metadata';

/**
 * Who the tools that hide content listen to (issue 21, SAFETY 18): a "trusted" member has a verified mobile number (not a
 * VoIP or virtual line), an account at least FLAG_TRUST_MIN_ACCOUNT_DAYS old, no suspension or ban, and a record whose
 * dismissed flags have not outweighed her upheld ones. Everyone else is still heard: her flags and reports reach the
 * moderators' queue, they only do not hide anything or get past a pile-on pause by themselves.
 */

/** libphonenumber's number types of a line a person carries (North America cannot tell mobile from fixed: both). */
const MOBILE_TYPES: ReadonlySet<string> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);
/** The SMS provider's line-type lookup (Twilio Lookup v2 `line_type_intelligence.type`) of a mobile line. */
const PROVIDER_MOBILE_TYPES: ReadonlySet<string> = new Set(['mobile']);

/**
 * Whether a verified number is a mobile line. The provider's lookup, where one was made at verification, decides (it
 * knows ported and virtual numbers); otherwise libphonenumber's numbering-plan type does (VoIP, toll-free, personal,
 * pager, UAN and voicemail ranges are refused, and so is a number it cannot place).
 */
export function isMobileLine(e164: string | null | undefined, providerLineType: string | null | undefined): boolean {
  if (!e164) return false;
  if (providerLineType) return PROVIDER_MOBILE_TYPES.has(providerLineType);
  const type = parsePhoneNumberFromString(e164, metadata)?.getType();
  return !!type && MOBILE_TYPES.has(type);
}

/** A member's record as a flagger: upheld and dismissed flags within FLAG_DISMISSAL_WINDOW_DAYS. */
export interface FlagRecord {
  upheld: number;
  dismissed: number;
}

/** Below this weight a trusted member's flags no longer count toward hiding (two dismissals with nothing upheld). */
export const MIN_COUNTED_WEIGHT = 0.5;

/**
 * What one flag weighs toward FLAGS_TO_HIDE, after Discourse's flag score: her accuracy (upheld over decided, with one
 * upheld flag of credit so a new member starts at 1) times a bonus of 0.1 per upheld flag, up to 2. A new member: 1; one
 * dismissal: 0.5; two: 0.33 (not counted); five upheld: 1.5.
 */
export function flagWeight({ upheld, dismissed }: FlagRecord): number {
  const accuracy = (upheld + 1) / (upheld + dismissed + 1);
  return Math.round(accuracy * (1 + 0.1 * Math.min(upheld, 10)) * 100) / 100;
}

/** The facts about a member that trust depends on, as `standingSql` reads them. */
export interface StandingRow {
  created_at: Date;
  phone_e164: string | null;
  phone_hash: string | null;
  phone_verified_at: Date | null;
  phone_line_type: string | null;
  suspended_until: Date | null;
  banned: boolean;
  upheld: number;
  dismissed: number;
}

/** Why a member is not trusted, as moderators and the abuse suite read it. */
export type Untrusted = 'no verified mobile number' | 'not a mobile line' | 'account too new' | 'suspended' | 'flag record';

export interface Standing {
  trusted: boolean;
  /** Empty when trusted. */
  reasons: Untrusted[];
  weight: number;
  phoneHash: string | null;
}

/** One statement: the member's account facts and her flag record ($1: her id, $2: the record's window in days). */
export const STANDING_SQL = `select u.created_at, u.phone_e164, u.phone_hash, u.phone_verified_at, u.phone_line_type, u.suspended_until, u.banned,
    (select count(*) filter (where c.status = 'upheld') from flags f join flag_cases c on c.id = f.case_id
       where f.flagger_id = u.id and c.decided_at > now() - make_interval(days => $2))::int as upheld,
    (select count(*) filter (where c.status = 'dismissed') from flags f join flag_cases c on c.id = f.case_id
       where f.flagger_id = u.id and c.decided_at > now() - make_interval(days => $2))::int as dismissed
  from users u where u.id = $1`;

/** The trust floor alone (no flag record): verified mobile, old enough, not suspended or banned. */
export function belowTrustFloor(row: Omit<StandingRow, 'upheld' | 'dismissed'>, minAccountDays: number, now = new Date()): Untrusted[] {
  const reasons: Untrusted[] = [];
  if (!row.phone_verified_at || !row.phone_hash) reasons.push('no verified mobile number');
  else if (!isMobileLine(row.phone_e164, row.phone_line_type)) reasons.push('not a mobile line');
  if (minAccountDays > 0 && now.getTime() - new Date(row.created_at).getTime() < minAccountDays * 86_400_000) reasons.push('account too new');
  if (row.banned || (row.suspended_until && new Date(row.suspended_until) > now)) reasons.push('suspended');
  return reasons;
}

/** Her standing as a flagger: the trust floor and her record. */
export function standingOf(row: StandingRow, minAccountDays: number, now = new Date()): Standing {
  const reasons = belowTrustFloor(row, minAccountDays, now);
  const weight = flagWeight(row);
  if (weight < MIN_COUNTED_WEIGHT) reasons.push('flag record');
  return { trusted: reasons.length === 0, reasons, weight: reasons.length === 0 ? weight : 0, phoneHash: row.phone_hash };
}
