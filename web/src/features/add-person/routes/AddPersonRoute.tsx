import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  useDocumentTitle(pageTitle(intl.formatMessage({ id: 'addPerson.page.documentTitle', defaultMessage: 'Add a person' })));
  return (
    <RequireAuth>
      <StyledNarrowPage>
        <PageHeader
          title={intl.formatMessage({ id: 'addPerson.page.title', defaultMessage: 'Add New Woman' })}
          description={intl.formatMessage({
            id: 'addPerson.page.description',
            defaultMessage: 'Add someone who is not listed yet, together with your own honest experience.',
          })}
        />
        <StyledWizardCard as="div">
          <AddPersonWizard />
        </StyledWizardCard>
      </StyledNarrowPage>
    </RequireAuth>
  );
}
