import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TeaCupIcon } from '../../../ui/icons';
import { Heading } from '../../../ui/Text';

const StyledLogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.foreground};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StyledMark = styled.span<{ $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $compact }) => ($compact ? '2.25rem' : '2.5rem')};
  height: ${({ $compact }) => ($compact ? '2.25rem' : '2.5rem')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
`;

const StyledName = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.1;
`;

const StyledLogoName = styled(Heading)`
  letter-spacing: -0.02em;
`;

const StyledTagline = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type LogoProps = { compact?: boolean };

/**
 * The name (and, in the full header, the tagline) linking home. The link is named by its visible text, so that people
 * who use voice control can say what they see (WCAG 2.5.3).
 */
export function Logo({ compact = false }: LogoProps) {
  return (
    <StyledLogoLink to="/">
      <StyledMark $compact={compact}>
        <TeaCupIcon size={compact ? 20 : 22} />
      </StyledMark>
      <StyledName>
        <StyledLogoName as="span" $size="xl" $weight="heavy">
          Tea
        </StyledLogoName>
        {!compact && (
          <StyledTagline>
            <FormattedMessage id="shell.logo.tagline" defaultMessage="Honest reports, from women" description="Tagline under the product name in the header." />
          </StyledTagline>
        )}
      </StyledName>
    </StyledLogoLink>
  );
}
