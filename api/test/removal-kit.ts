import { emailsTo } from './outbox.js';
import type { Response, TestClient } from './test-client.js';
import type { TestServer } from './test-server.js';

/** The token of the confirmation link last e-mailed to `contactEmail` (RemovalService.submit). */
export function removalConfirmToken(t: Pick<TestServer, 'env'>, contactEmail: string): string {
  const mail = emailsTo(t, contactEmail)
    .filter((m) => m.subject === 'Please confirm your removal request')
    .at(-1);
  const token = mail && /\/removal-request\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no removal request confirmation link was e-mailed to ${contactEmail}`);
  return token;
}

/**
 * Submits a removal request as its sender does and confirms it through the e-mailed link, as she does when she opens it:
 * answers the submission's status with the confirmation's receipt (`contentHidden` as the confirmation left it).
 */
export async function submitConfirmedRemoval(t: Pick<TestServer, 'env'>, client: TestClient, body: Record<string, unknown>): Promise<Response> {
  const res = await client.rest('POST', '/api/removal-requests', body);
  if (res.status !== 201) return res;
  const confirmed = await client.rest('POST', '/api/removal-requests/confirm', { token: removalConfirmToken(t, String(body.contactEmail)) });
  if (confirmed.status !== 200) throw new Error(`removal request confirmation failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { ...res, body: confirmed.body };
}
