import { TrustPage } from '../components/TrustPage';
import { moderation } from '../content/en/moderation';
import { useTrustContent } from '../hooks/useTrustContent';

/** /moderation: pre-moderation, decisions and reasons, bans, the audit log and removal requests (SAFETY 6-12). */
export function ModerationRoute() {
  return <TrustPage content={useTrustContent('moderation', moderation)} />;
}
