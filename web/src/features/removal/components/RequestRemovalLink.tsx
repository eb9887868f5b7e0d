import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { removalRequestHref } from '../removal-labels';

const StyledRemovalLink = styled(Link)`
  align-self: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.mutedForeground};
  text-decoration: underline;

  &:hover {
    color: ${({ theme }) => theme.colors.foreground};
  }
`;

export type RequestRemovalLinkProps = { type: 'profile' | 'report' | 'image'; id: string; label?: string };

/** 'Request removal': opens the public removal form for this content (SAFETY 12). Shown to everyone. */
export function RequestRemovalLink({ type, id, label }: RequestRemovalLinkProps) {
  return (
    <StyledRemovalLink to={removalRequestHref(type, id)} aria-label={label}>
      Request removal
    </StyledRemovalLink>
  );
}
