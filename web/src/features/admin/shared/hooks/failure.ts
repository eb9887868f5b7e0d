import { errorMessage } from '../../../../shared/errors';

/** A SPEC failure text followed by the server's reason when there is one ('Failed to ban user. Reason …'). */
export function failureDescription(base: string, error: unknown): string {
  const reason = errorMessage(error);
  if (!reason) return base;
  return base.endsWith('.') ? `${base} ${reason}` : `${base}: ${reason}`;
}
