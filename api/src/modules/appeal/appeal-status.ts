import { registerEnumType } from 'type-graphql';

export enum AppealStatus {
  PENDING = 'pending',
  UPHELD = 'upheld',
  REJECTED = 'rejected',
}
registerEnumType(AppealStatus, {
  name: 'AppealStatus',
  description: 'Where an appeal against a moderation decision stands.',
  valuesConfig: {
    PENDING: { description: 'Waiting for a moderator other than the one who decided first (with a single moderator, her second look).' },
    UPHELD: { description: 'Upheld: the decision was undone (what could not be restored is said).' },
    REJECTED: { description: "Rejected: the decision stands, with the second moderator's reason." },
  },
});
