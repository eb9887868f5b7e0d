import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { greetingNameOf, type CurrentUser } from '../../auth/hooks/useCurrentUser';
import { ButtonLink } from '../../../ui/Button';
import { SIGN_UP_PATH } from '../../auth/auth-paths';

const StyledBanner = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  /* Compact on a phone: the browse results below should start as high as they can. */
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  /* Light themes: deep brand colours under white text. Dark themes: their own dark accent and card under light text
     (their primary and accentForeground are pale, for use on dark surfaces, and made a glaring light banner). */
  background: ${({ theme }) =>
    theme.isDark
      ? `linear-gradient(135deg, ${theme.colors.accent}, ${theme.colors.card})`
      : `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.accentForeground})`};
  color: ${({ theme }) => (theme.isDark ? theme.colors.accentForeground : theme.colors.primaryForeground)};
  border: 1px solid ${({ theme }) => (theme.isDark ? theme.colors.border : 'transparent')};
  margin-bottom: 1.25rem;

  ${({ theme }) => theme.media.medium} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 2rem;
    margin-bottom: 2rem;
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

export type WelcomeBannerProps = {
  user: CurrentUser | null;
  /** She has just joined (her e-mailed link confirmed her account): 'Welcome', not 'Welcome back'. */
  newMember?: boolean;
};

/**
 * Visitors are invited to join (the Sign Up tab); members are greeted by first name (or the start of their e-mail),
 * a member who has just joined with 'Welcome', everyone else with 'Welcome back'.
 */
export function WelcomeBanner({ user, newMember = false }: WelcomeBannerProps) {
  if (user) {
    return (
      <StyledBanner aria-labelledby="welcome-title">
        <div>
          <StyledBannerTitle id="welcome-title">
            {newMember ? (
              <FormattedMessage
                id="home.welcome.newMember"
                defaultMessage="Welcome, {name}!"
                description="Greeting of a member who just joined."
                values={{ name: greetingNameOf(user) }}
              />
            ) : (
              <FormattedMessage
                id="home.welcome.back"
                defaultMessage="Welcome back, {name}!"
                description="Greeting of a returning member."
                values={{ name: greetingNameOf(user) }}
              />
            )}
          </StyledBannerTitle>
          <StyledBannerText>
            {newMember ? (
              <FormattedMessage
                id="home.welcome.newMemberText"
                defaultMessage="Thank you for joining. Browse profiles below, or share an experience to help other women."
                description="Welcome text of a member who just joined."
              />
            ) : (
              <FormattedMessage
                id="home.welcome.backText"
                defaultMessage="Thank you for keeping our community informed and safe."
                description="Welcome text of a returning member."
              />
            )}
          </StyledBannerText>
        </div>
      </StyledBanner>
    );
  }
  return (
    <StyledBanner aria-labelledby="welcome-title">
      <div>
        <StyledBannerTitle id="welcome-title">
          <FormattedMessage id="home.welcome.visitor" defaultMessage="Welcome to Tea" description="Welcome banner title for visitors." />
        </StyledBannerTitle>
        <StyledBannerText>
          <FormattedMessage
            id="home.welcome.visitorText"
            defaultMessage="A women-only community sharing honest, anonymous experiences from dating and friendship, so every woman can make informed decisions."
            description="Welcome banner text for visitors."
          />
        </StyledBannerText>
      </div>
      <ButtonLink to={SIGN_UP_PATH} variant="secondary" size="lg">
        <FormattedMessage id="home.welcome.join" defaultMessage="Join the Community" description="Visitor's sign-up button in the welcome banner." />
      </ButtonLink>
    </StyledBanner>
  );
}
