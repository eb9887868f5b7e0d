import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OpenIdDocumentMutation } from '../../../../gql/graphql';
import { Dialog } from '../../../../ui/Dialog';
import { calendarDateText } from '../../../reports/report-display';
import { idTypeText } from '../id-type-labels';
import { Fact, StyledDetails } from '../../shared/components/AdminListParts';

const StyledImage = styled.img`
  display: block;
  width: 100%;
  max-height: 60vh;
  object-fit: contain;
  margin-bottom: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
`;

const StyledAuditNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type IdDocument = OpenIdDocumentMutation['openIdDocument'];

export type IdDocumentDialogProps = { username: string; document: IdDocument | null; onClose: () => void };

/**
 * An opened ID document: the image (a 2-minute link, shown at once) and the decrypted details. Nothing of it is kept
 * after the dialog closes.
 */
export function IdDocumentDialog({ username, document, onClose }: IdDocumentDialogProps) {
  const intl = useIntl();
  const expires = document ? intl.formatTime(document.expiresAt, { timeStyle: 'short' }) : '';
  const idType = document ? idTypeText(intl, document.idType) : '';
  return (
    <Dialog
      open={document !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'admin.idDocument.title', defaultMessage: 'ID of @{username}' }, { username })}
    >
      {document && (
        <>
          <StyledImage
            src={document.url}
            alt={intl.formatMessage(
              { id: 'admin.idDocument.imageAlt', defaultMessage: '{idType} of {name}', description: "The ID image: its kind and the holder's name." },
              { idType, name: document.fullName },
            )}
          />
          <StyledDetails>
            <Fact label={<FormattedMessage id="admin.idDocument.idType" defaultMessage="ID type" />}>{idType}</Fact>
            <Fact label={<FormattedMessage id="admin.idDocument.fullName" defaultMessage="Full name" />}>{document.fullName}</Fact>
            <Fact label={<FormattedMessage id="admin.idDocument.idNumber" defaultMessage="ID number" />}>{document.idNumber}</Fact>
            <Fact label={<FormattedMessage id="admin.idDocument.dateOfBirth" defaultMessage="Date of birth" />}>
              {calendarDateText(intl, document.dateOfBirth)}
            </Fact>
          </StyledDetails>
          <StyledAuditNote>
            <FormattedMessage
              id="admin.idDocument.auditNote"
              defaultMessage="This view has been recorded in the audit log. The image link expires at {expires}; open the request again to see it later."
              values={{ expires }}
            />
          </StyledAuditNote>
        </>
      )}
    </Dialog>
  );
}
