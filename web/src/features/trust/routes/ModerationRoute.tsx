import { TrustPage } from '../components/TrustPage';
import moderationJson from '../content/en/moderation.json';
import { asTrustPage } from '../content/trust-content';
import { useTrustContent } from '../hooks/useTrustContent';

const moderation = asTrustPage(moderationJson);

/** /moderation: pre-moderation, decisions and reasons, bans, the audit log and removal requests (SAFETY 6-12). */
export function ModerationRoute() {
  return <TrustPage content={useTrustContent('moderation', moderation)} />;
}
