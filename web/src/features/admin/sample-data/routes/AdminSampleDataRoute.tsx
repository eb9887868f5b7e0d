import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { StyledCard, StyledCardDescription, StyledCardTitle } from '../../../../ui/Card';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { SampleDataForm } from '../forms/SampleDataForm';
import { sampleDataMessage, useSampleData, type SampleDataOutcome } from '../hooks/useSampleData';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { adminPageTitle } from '../../shared/admin-labels';
import { Stack } from '../../../../ui/Stack';

const StyledSection = styled(StyledCard)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledResult = styled.p`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentForeground};
  font-weight: 600;
`;

/** /admin/sample-data: generate 1-200 sample profiles with reports, or remove every generated one. */
export function AdminSampleDataRoute() {
  const intl = useIntl();
  useDocumentTitle(adminPageTitle(intl, intl.formatMessage({ id: 'admin.sampleData.documentTitle', defaultMessage: 'Sample data' })));
  const { generate, remove, generating, removing } = useSampleData();
  const [outcome, setOutcome] = useState<SampleDataOutcome | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  return (
    <AdminLayout
      title={intl.formatMessage({ id: 'admin.sampleData.title', defaultMessage: 'Sample Data' })}
      description={intl.formatMessage({
        id: 'admin.sampleData.description',
        defaultMessage: 'Fill the app with realistic test profiles and reports, and clear them again.',
      })}
    >
      <Stack $gap={4}>
        <StyledSection aria-labelledby="sample-generate-title">
          <div>
            <StyledCardTitle id="sample-generate-title">
              <FormattedMessage id="admin.sampleData.generateTitle" defaultMessage="Generate" />
            </StyledCardTitle>
            <StyledCardDescription>
              <FormattedMessage
                id="admin.sampleData.generateDescription"
                defaultMessage="Sample profiles are marked as samples and can be removed at any time."
              />
            </StyledCardDescription>
          </div>
          <SampleDataForm
            generating={generating}
            onGenerate={async (count) => {
              const result = await generate(count);
              if (result) setOutcome(result);
            }}
          />
          {outcome && <StyledResult role="status">{sampleDataMessage(intl, outcome)}</StyledResult>}
        </StyledSection>
        <StyledSection aria-labelledby="sample-remove-title">
          <div>
            <StyledCardTitle id="sample-remove-title">
              <FormattedMessage id="admin.sampleData.removeTitle" defaultMessage="Remove" />
            </StyledCardTitle>
            <StyledCardDescription>
              <FormattedMessage
                id="admin.sampleData.removeDescription"
                defaultMessage="Deletes every generated sample profile and its reports. Real data is not touched."
              />
            </StyledCardDescription>
          </div>
          <div>
            <Button variant="destructive" onClick={() => setConfirmRemove(true)} disabled={removing}>
              <FormattedMessage id="admin.sampleData.remove" defaultMessage="Remove sample data" />
            </Button>
          </div>
        </StyledSection>
      </Stack>
      <ConfirmDialog
        open={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title={intl.formatMessage({ id: 'admin.sampleData.removeConfirmTitle', defaultMessage: 'Remove sample data?' })}
        description={intl.formatMessage({
          id: 'admin.sampleData.removeConfirmDescription',
          defaultMessage: 'Every generated sample profile and its reports will be deleted. This cannot be undone.',
        })}
        confirmLabel={intl.formatMessage({ id: 'admin.sampleData.removeConfirm', defaultMessage: 'Remove' })}
        busyLabel={intl.formatMessage({ id: 'admin.sampleData.removing', defaultMessage: 'Removing...' })}
        destructive
        onConfirm={async () => {
          const result = await remove();
          if (result) setOutcome(result);
          return result !== false;
        }}
      />
    </AdminLayout>
  );
}
