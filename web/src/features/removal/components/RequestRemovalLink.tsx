import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { secondaryActionStyles } from '../../../ui/SecondaryActions';

/** A secondary action (StyledSecondaryActions holds it beside 'Flag'). */
const StyledRemovalLink = styled(Link)`
  ${secondaryActionStyles}
`;

/** The link to the public form, prefilled with its target (here, not with the form's labels: the page loads only this). */
export const removalRequestHref = (type: 'profile' | 'report' | 'image', id: string) => `/removal-request?${type}=${encodeURIComponent(id)}`;

export type RequestRemovalLinkProps = { type: 'profile' | 'report' | 'image'; id: string; label?: string };

/** 'Request removal': opens the public removal form for this content (SAFETY 12). Shown to everyone. */
export function RequestRemovalLink({ type, id, label }: RequestRemovalLinkProps) {
  return (
    <StyledRemovalLink to={removalRequestHref(type, id)} aria-label={label}>
      <FormattedMessage id="removal.link.text" defaultMessage="Request removal" />
    </StyledRemovalLink>
  );
}
