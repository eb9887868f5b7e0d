import { defineMessages } from '../../core/i18n.js';

export const IDEMPOTENCY_TEXTS = defineMessages({
  badKey: { id: 'idempotency.badKey', defaultMessage: 'Idempotency-Key must be 1 to 255 printable ASCII characters.' },
  oneKey: { id: 'idempotency.oneKey', defaultMessage: 'Send at most one Idempotency-Key header.' },
  reused: { id: 'idempotency.reused', defaultMessage: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.' },
  inFlight: { id: 'idempotency.inFlight', defaultMessage: 'A request with this Idempotency-Key is still being processed. Please retry in a moment.' },
});
