import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledCard } from '../../../ui/Card';
import { LockIcon } from '../../../ui/icons';
import { PageHeader, StyledNarrowPage } from '../../../ui/Page';
import { Row, Stack } from '../../../ui/Stack';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useObjectUrl } from '../../../shared/useObjectUrl';
import { StyledPreview } from '../../add-person/components/ImagePicker';
import { RequireAuth } from '../../auth/components/RequireAuth';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { PhoneRequired, PhotoCheckOutcome } from '../components/PhotoCheckOutcome';
import { PhotoDropZone } from '../components/PhotoDropZone';
import { usePhotoCheck } from '../hooks/usePhotoCheck';

const messages = defineMessages({
  documentTitle: { id: 'photoCheck.page.documentTitle', defaultMessage: 'Check a photo' },
  title: { id: 'photoCheck.page.title', defaultMessage: 'Check a photo' },
  description: {
    id: 'photoCheck.page.description',
    defaultMessage: 'Were you sent a photo, say from a dating profile? See whether it belongs to someone the community has already reported on here.',
  },
  notKept: {
    id: 'photoCheck.page.notKept',
    defaultMessage: 'Your photo is not kept. It is compared in memory and dropped at once: no copy, no record of what you checked.',
  },
  previewAlt: { id: 'photoCheck.page.previewAlt', defaultMessage: 'The photo you are checking' },
});

const StyledPrivacy = styled.p`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};

  svg {
    flex-shrink: 0;
    margin-top: 0.125rem;
  }
`;

const StyledOutcome = styled.div`
  flex: 1;
  min-width: 0;
`;

function PhotoCheckScreen() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const { state, check } = usePhotoCheck();
  const [photo, setPhoto] = useState<File | null>(null);
  const preview = useObjectUrl(photo);

  const pick = (file: File) => {
    setPhoto(file);
    void check(file);
  };

  return (
    <StyledCard as="div">
      <Stack $gap={4}>
        <StyledPrivacy>
          <LockIcon size={16} />
          <span>{intl.formatMessage(messages.notKept)}</span>
        </StyledPrivacy>
        {user && !user.phoneVerified && state.status === 'idle' && <PhoneRequired />}
        <PhotoDropZone onPick={pick} disabled={state.status === 'checking'} />
        <Row $gap={4} $align="start" $wrap={false}>
          {preview && state.status !== 'idle' && <StyledPreview src={preview} alt={intl.formatMessage(messages.previewAlt)} />}
          <StyledOutcome>
            <PhotoCheckOutcome state={state} onRetry={() => photo && void check(photo)} />
          </StyledOutcome>
        </Row>
      </Stack>
    </StyledCard>
  );
}

/** /photo-check (signed in): she checks a photo she was sent against the published profiles' approved photos. */
export function PhotoCheckRoute() {
  const intl = useIntl();
  useDocumentTitle(pageTitle(intl.formatMessage(messages.documentTitle)));
  return (
    <RequireAuth>
      <StyledNarrowPage>
        <PageHeader title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)} />
        <PhotoCheckScreen />
      </StyledNarrowPage>
    </RequireAuth>
  );
}
