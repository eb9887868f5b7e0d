import { RequireAuth } from '../../auth/components/RequireAuth';
import { StyledCard } from '../../../ui/Card';
import { PageHeader, StyledNarrowPage } from '../../../ui/Page';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import styled from 'styled-components';
import { AddPersonWizard } from '../forms/AddPersonWizard';

const StyledWizardCard = styled(StyledCard)`
  max-width: 48rem;
`;

/** /add-person (signed in): the three-step wizard. */
export function AddPersonRoute() {
  useDocumentTitle(pageTitle('Add a person'));
  return (
    <RequireAuth>
      <StyledNarrowPage>
        <PageHeader title="Add New Woman" description="Add someone who is not listed yet, together with your own honest experience." />
        <StyledWizardCard as="div">
          <AddPersonWizard />
        </StyledWizardCard>
      </StyledNarrowPage>
    </RequireAuth>
  );
}
