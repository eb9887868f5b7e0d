/** What the reason codes, outcomes and sanction kinds of the transparency report read as. Unknown codes read as themselves. */
const REASONS: Record<string, string> = {
  personal_information: 'Personal information',
  defamation: 'False or defamatory',
  false_or_defamatory: 'False or defamatory',
  harassment: 'Harassment or hate',
  minor: 'Involves a minor',
  explicit: 'Explicit content',
  intimate_image: 'Intimate image',
  spam: 'Spam',
  off_topic: 'Off topic',
  duplicate: 'Duplicate',
  copyright: 'Copyright',
  not_upheld: 'Not upheld',
  other: 'Other',
};

const OUTCOMES: Record<string, string> = {
  pending: 'Waiting for a decision',
  upheld: 'Upheld (removed)',
  dismissed: 'Dismissed (stayed)',
};

const SANCTIONS: Record<string, string> = {
  'user.warn': 'Warnings',
  'user.suspend': 'Temporary suspensions',
  'user.ban': 'Permanent bans',
};

/** 'some_code' → 'Some code': a code the page has no label for yet still reads. */
function readable(code: string): string {
  const words = code
    .replace(/^user\./, '')
    .replace(/[._]+/g, ' ')
    .trim();
  return words ? words[0].toUpperCase() + words.slice(1) : code;
}

export const reasonLabel = (code: string) => REASONS[code] ?? readable(code);
export const outcomeLabel = (code: string) => OUTCOMES[code] ?? readable(code);
export const sanctionLabel = (kind: string) => SANCTIONS[kind] ?? readable(kind);

/** '2026-Q4' → 'October to December 2026'. */
export function quarterLabel(quarter: string): string {
  const months = ['January to March', 'April to June', 'July to September', 'October to December'];
  const q = Number(quarter.slice(6));
  return `${months[q - 1] ?? quarter} ${quarter.slice(0, 4)}`;
}

/** 6 → '6 hours', 1 → '1 hour', 50.5 → '2.1 days'. */
export function durationLabel(hours: number): string {
  if (hours >= 48) return `${Math.round((hours / 24) * 10) / 10} days`;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** 0.5 → '50%', 1 → '100%', 0.66667 → '66.7%'. */
export const percentLabel = (share: number) => `${Math.round(share * 1000) / 10}%`;
