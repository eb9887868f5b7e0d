import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';

export const AppealStatus = graphqlEnum('AppealStatus', 'Where an appeal against a moderation decision stands.', {
  pending: 'Waiting for a moderator other than the one who decided first (with a single moderator, her second look).',
  upheld: 'Upheld: the decision was undone (what could not be restored is said).',
  rejected: "Rejected: the decision stands, with the second moderator's reason.",
});
export type AppealStatus = EnumValue<typeof AppealStatus>;
