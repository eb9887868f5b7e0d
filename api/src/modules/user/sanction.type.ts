import { SanctionStep } from './sanctions.js';

export { SanctionStep };
