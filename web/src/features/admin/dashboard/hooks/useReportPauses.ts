import type { Reference } from '@apollo/client';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../../gql';
import { useMutationAction } from '../../../../shared/useMutationAction';
import { DASHBOARD_FIELDS, evictProfileFields, evictRootFields } from '../../shared/hooks/admin-cache';

export const LiftReportPauseMutation = graphql(`
  mutation LiftReportPause($profileId: ID!) {
    liftReportPause(profileId: $profileId) {
      id
      liftedAt
    }
  }
`);

export const ExtendReportPauseMutation = graphql(`
  mutation ExtendReportPause($profileId: ID!, $hours: Int!) {
    extendReportPause(profileId: $profileId, input: { hours: $hours }) {
      id
      endsAt
    }
  }
`);

const messages = defineMessages({
  lifted: { id: 'admin.dashboard.pauses.lifted', defaultMessage: 'Pause Lifted', description: 'Toast title.' },
  liftedText: { id: 'admin.dashboard.pauses.liftedText', defaultMessage: 'Members can report on this profile again.' },
  failed: { id: 'admin.dashboard.pauses.failed', defaultMessage: 'Action Failed', description: 'Toast title.' },
  liftFailed: { id: 'admin.dashboard.pauses.liftFailed', defaultMessage: 'Failed to lift the pause' },
  extended: { id: 'admin.dashboard.pauses.extended', defaultMessage: 'Pause Extended', description: 'Toast title.' },
  extendFailed: { id: 'admin.dashboard.pauses.extendFailed', defaultMessage: 'Failed to extend the pause' },
});

const extendedTextMessage = defineMessage<{ hours: number }>({
  id: 'admin.dashboard.pauses.extendedText',
  defaultMessage: 'New reports stay paused for {hours, plural, one {# more hour} other {# more hours}}.',
});

/**
 * Lift or extend the pause of new reports on a profile (pile-on protection). A lifted pause leaves the dashboard's alert at
 * once and the profile's notice is refetched; an extended one shows its new end (the cache updates the pause by its id).
 */
export function useReportPauseActions() {
  const intl = useIntl();
  const [lift] = useMutationAction(LiftReportPauseMutation, {
    variables: (profileId: string) => ({ profileId }),
    update: (cache, data, [profileId]) => {
      const lifted = data.liftReportPause.id;
      if (!lifted) return;
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          adminReportPauses: (existing: readonly Reference[] = [], { readField }) => existing.filter((item) => readField<string>('id', item) !== lifted),
        },
      });
      evictProfileFields(cache, profileId, ['reportsPaused']);
      evictRootFields(cache, DASHBOARD_FIELDS);
    },
    success: { title: messages.lifted, description: messages.liftedText },
    failure: { title: messages.failed, description: messages.liftFailed },
  });

  const [extend] = useMutationAction(ExtendReportPauseMutation, {
    variables: (profileId: string, hours: number) => ({ profileId, hours }),
    success: (_done, [, hours]) => ({ title: intl.formatMessage(messages.extended), description: intl.formatMessage(extendedTextMessage, { hours }) }),
    failure: { title: messages.failed, description: messages.extendFailed },
  });

  return { lift, extend };
}
