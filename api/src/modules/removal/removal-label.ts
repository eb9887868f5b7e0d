import type { Wording } from '../../core/i18n.js';
import type { RemovalRequest } from './removal-request.entity.js';

/** What a removal request is about, as wording for each reader (its English label for a request from before). */
export const labelOf = (req: Pick<RemovalRequest, 'targetLabel' | 'targetLabelI18n'>): Wording => req.targetLabelI18n ?? req.targetLabel;
