import { registerEnumType } from 'type-graphql';
import { SanctionStep } from './sanctions.js';

registerEnumType(SanctionStep, {
  name: 'SanctionStep',
  description: "The next step of the sanctions ladder (a removal, a warning, after 3 warnings a suspension, then a ban) the admin's view suggests.",
  valuesConfig: {
    NONE: { description: 'Nothing to suggest: no upheld violations, or she is banned already.' },
    WARNING: { description: 'A warning: she has upheld violations and fewer than 3 warnings.' },
    SUSPENSION: { description: 'A suspension (1, 7 or 30 days): she has 3 or more warnings.' },
    BAN: { description: 'A ban: she was suspended before, or a violation was zero-tolerance (a minor, an explicit or intimate image).' },
  },
});

export { SanctionStep };
