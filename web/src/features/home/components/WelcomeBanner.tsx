import styled from 'styled-components';
import { greetingNameOf, type CurrentUser } from '../../auth/hooks/useCurrentUser';
import { ButtonLink } from '../../../ui/Button';
import { SIGN_UP_PATH } from '../../auth/auth-paths';

const StyledBanner = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.accentForeground});
  color: ${({ theme }) => theme.colors.primaryForeground};
  margin-bottom: 2rem;

  ${({ theme }) => theme.media.medium} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: 2rem;
  }
`;

/** Not a heading: the banner sits above the page's h1 and would start the outline at h2 (heading order). */
const StyledBannerTitle = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: 800;
  line-height: 1.2;
`;

const StyledBannerText = styled.p`
  margin-top: 0.375rem;
  opacity: 0.92;
  max-width: 40rem;
`;

export type WelcomeBannerProps = { user: CurrentUser | null };

/** Visitors are invited to join (the Sign Up tab); members are greeted by first name (or the start of their e-mail). */
export function WelcomeBanner({ user }: WelcomeBannerProps) {
  if (user) {
    return (
      <StyledBanner aria-labelledby="welcome-title">
        <div>
          <StyledBannerTitle id="welcome-title">Welcome back, {greetingNameOf(user)}!</StyledBannerTitle>
          <StyledBannerText>Thank you for keeping our community informed and safe.</StyledBannerText>
        </div>
      </StyledBanner>
    );
  }
  return (
    <StyledBanner aria-labelledby="welcome-title">
      <div>
        <StyledBannerTitle id="welcome-title">Welcome to Tea</StyledBannerTitle>
        <StyledBannerText>
          A women-only community sharing honest, anonymous experiences from dating and friendship, so every woman can make informed decisions.
        </StyledBannerText>
      </div>
      <ButtonLink to={SIGN_UP_PATH} variant="secondary" size="lg">
        Join the Community
      </ButtonLink>
    </StyledBanner>
  );
}
