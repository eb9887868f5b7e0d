import styled from 'styled-components';
import type { OpenIdDocumentMutation } from '../../../../gql/graphql';
import { Dialog } from '../../../../ui/Dialog';
import { idTypeLabel } from '../../../verification/id-types';
import { formatCalendarDate } from '../../../reports/report-display';
import { StyledDetails } from '../../shared/components/AdminListParts';

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
  const expires = document ? new Date(document.expiresAt).toLocaleTimeString(undefined, { timeStyle: 'short' }) : '';
  return (
    <Dialog open={document !== null} onClose={onClose} title={`ID of @${username}`}>
      {document && (
        <>
          <StyledImage src={document.url} alt={`${idTypeLabel(document.idType)} of ${document.fullName}`} />
          <StyledDetails>
            <dt>ID type</dt>
            <dd>{idTypeLabel(document.idType)}</dd>
            <dt>Full name</dt>
            <dd>{document.fullName}</dd>
            <dt>ID number</dt>
            <dd>{document.idNumber}</dd>
            <dt>Date of birth</dt>
            <dd>{formatCalendarDate(document.dateOfBirth)}</dd>
          </StyledDetails>
          <StyledAuditNote>
            This view has been recorded in the audit log. The image link expires at {expires}; open the request again to see it later.
          </StyledAuditNote>
        </>
      )}
    </Dialog>
  );
}
